import { Alert, Button, Checkbox, Form, Input, Radio, Result, Select, Space, Spin, Steps, Table, theme, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { FuncionesCreated, FuncionesRequest, ProgramacionOptions, ShowtimeFormat, ShowtimeVersion } from '../../../openapi';
import type { PreviewRow, WizardScreen } from '../../../machines/staff/programacion/nuevas-funciones/nuevas-funciones.selectors';
import { diaBogota, diaLargo, DIAS_SEMANA, horaDe } from '../fechas';

export interface PreviewSummary {
  film: string;
  format: ShowtimeFormat;
  version: ShowtimeVersion;
  count: number;
  conflicted: number;
  cleaningMinutes: number;
}

export interface NuevasFuncionesPageViewProps {
  screen: WizardScreen;
  step: number;
  options: ProgramacionOptions | null;
  solicitud: FuncionesRequest | null;
  previewing: boolean;
  saving: boolean;
  canSave: boolean;
  conflicted: boolean;
  refusal: string | null;
  fieldErrors: Record<string, string>;
  rows: PreviewRow[];
  summary: PreviewSummary | null;
  created: FuncionesCreated | null;
  onPreview(solicitud: FuncionesRequest): void;
  onEdit(): void;
  onRefresh(): void;
  onSave(): void;
  onRestart(): void;
  onRetry(): void;
}

/** What the form holds while the programmer chooses. */
interface SolicitudForm {
  film_id?: number;
  room_ids: number[];
  from: string;
  to: string;
  weekdays: number[];
  times: string[];
  format?: ShowtimeFormat;
  version?: ShowtimeVersion;
}

const FIELDS = ['film_id', 'room_ids', 'from', 'to', 'weekdays', 'times', 'format', 'version'] as const;
/** The server names a field in the contract's words or the desk's (filmId): the form's field either way. */
const fieldOf = (key: string) => FIELDS.find((f) => f === key || f.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) === key);

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-CO')} ${n === 1 ? one : many}`;

/** /staff/programacion/nueva: choose → preview with conflicts → save → result. */
export function NuevasFuncionesPageView(props: NuevasFuncionesPageViewProps) {
  const { screen, step, refusal } = props;
  return (
    <section aria-labelledby="programar-titulo" style={{ maxWidth: 1100 }}>
      <Typography.Title level={1} id="programar-titulo" style={{ fontSize: 24 }}>
        Programar funciones
      </Typography.Title>
      <Steps current={step} size="small" style={{ marginBottom: 24 }} items={[{ title: 'Elegir' }, { title: 'Revisar' }, { title: 'Resultado' }]} />
      {screen === 'loading' ? (
        <Spin tip="Cargando películas y salas...">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : screen === 'optionsFailed' ? (
        <Result status="error" title={<h2 style={{ font: 'inherit', margin: 0 }}>No pudimos cargar las películas y las salas</h2>} subTitle={refusal} extra={<Button type="primary" onClick={props.onRetry}>Intentar de nuevo</Button>} />
      ) : screen === 'choose' ? (
        <SolicitudStep {...props} />
      ) : screen === 'preview' ? (
        <PreviewStep {...props} />
      ) : (
        <ResultStep {...props} />
      )}
    </section>
  );
}

/** The days as checkboxes, a named group (Form.Item's aria attributes are for a single control, not a group). */
function WeekdaysField({ id, value, onChange }: { id?: string; value?: number[]; onChange?: (days: number[]) => void }) {
  return (
    <div id={id} role="group" aria-label="Días de la semana">
      <Checkbox.Group value={value} onChange={onChange} options={DIAS_SEMANA.map((d) => ({ value: d.value, label: d.label }))} />
    </div>
  );
}

function initialValues(options: ProgramacionOptions, solicitud: FuncionesRequest | null): SolicitudForm {
  if (solicitud) return { ...solicitud };
  const tomorrow = diaBogota(1);
  return { room_ids: [], from: tomorrow, to: diaBogota(7), weekdays: DIAS_SEMANA.map((d) => d.value), times: [''], format: options.formats[0], version: options.versions[0] };
}

function SolicitudStep({ options, solicitud, previewing, refusal, fieldErrors, onPreview }: NuevasFuncionesPageViewProps) {
  const [form] = Form.useForm<SolicitudForm>();
  // The server's messages by field, on their fields.
  useEffect(() => {
    const fields = Object.entries(fieldErrors).flatMap(([key, message]) => {
      const name = fieldOf(key);
      return name ? [{ name, errors: [message] }] : [];
    });
    if (fields.length > 0) form.setFields(fields);
  }, [fieldErrors, form]);
  if (!options) return null;
  const submit = (values: SolicitudForm) =>
    onPreview({
      film_id: values.film_id!,
      room_ids: values.room_ids,
      from: values.from,
      to: values.to,
      weekdays: [...values.weekdays].sort((a, b) => a - b),
      times: [...new Set(values.times.filter(Boolean))].sort(),
      format: values.format!,
      version: values.version!,
    });
  return (
    <>
      {refusal ? <Alert type="error" role="alert" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
      <Form<SolicitudForm> form={form} layout="vertical" onFinish={submit} initialValues={initialValues(options, solicitud)} disabled={previewing} style={{ maxWidth: 640 }}>
        <Form.Item label="Película" name="film_id" rules={[{ required: true, message: 'Elige la película.' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Busca una película"
            options={options.films.map((f) => ({ value: f.id, label: `${f.title} (${f.duration} min)` }))}
          />
        </Form.Item>
        <Form.Item label="Salas" name="room_ids" rules={[{ required: true, message: 'Elige al menos una sala.' }]}>
          <Select mode="multiple" placeholder="Elige una o varias salas" optionFilterProp="label" options={options.rooms.map((r) => ({ value: r.id, label: `${r.name} (${r.formats.join(', ') || 'sin tarifas'})` }))} />
        </Form.Item>
        <Space wrap size="middle" align="start">
          <Form.Item label="Desde" name="from" rules={[{ required: true, message: 'Elige el primer día.' }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            label="Hasta"
            name="to"
            dependencies={['from']}
            rules={[
              { required: true, message: 'Elige el último día.' },
              ({ getFieldValue }) => ({ validator: (_, to: string) => (!to || !getFieldValue('from') || to >= getFieldValue('from') ? Promise.resolve() : Promise.reject(new Error('La fecha final es anterior a la inicial.'))) }),
            ]}
          >
            <Input type="date" />
          </Form.Item>
        </Space>
        <Form.Item label="Días de la semana" name="weekdays" rules={[{ required: true, message: 'Elige al menos un día de la semana.' }]}>
          <WeekdaysField />
        </Form.Item>
        <Form.List name="times">
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>Horas de inicio</legend>
              {fields.map((field, i) => (
                <Space key={field.key} align="start">
                  <Form.Item label={`Hora ${i + 1}`} name={field.name} rules={[{ required: true, message: 'Escribe la hora (HH:mm).' }]}>
                    <Input type="time" />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button style={{ marginTop: 30 }} onClick={() => remove(field.name)} aria-label={`Quitar la hora ${i + 1}`}>
                      Quitar
                    </Button>
                  ) : null}
                </Space>
              ))}
              <div>
                <Button onClick={() => add('')}>Agregar otra hora</Button>
              </div>
            </fieldset>
          )}
        </Form.List>
        <Space wrap size="large" align="start">
          <Form.Item label="Formato" name="format" rules={[{ required: true, message: 'Elige el formato.' }]}>
            <Radio.Group options={options.formats.map((f) => ({ value: f, label: f }))} />
          </Form.Item>
          <Form.Item label="Versión" name="version" rules={[{ required: true, message: 'Elige la versión.' }]}>
            <Radio.Group options={options.versions.map((v) => ({ value: v, label: v }))} />
          </Form.Item>
        </Space>
        <Typography.Paragraph type="secondary">Entre dos funciones de una sala quedan {options.cleaning_minutes} minutos de limpieza.</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={previewing}>
          {previewing ? 'Revisando...' : 'Ver las funciones'}
        </Button>
      </Form>
    </>
  );
}

function PreviewStep({ rows, summary, canSave, conflicted, saving, refusal, onEdit, onSave, onRefresh, screen }: NuevasFuncionesPageViewProps) {
  const { token } = theme.useToken();
  if (!summary || screen !== 'preview') return null;
  return (
    <>
      <Typography.Paragraph>
        {plural(summary.count, 'función', 'funciones')} de <strong>{summary.film}</strong>, {summary.format} {summary.version.toLowerCase()}; {summary.cleaningMinutes} minutos de limpieza entre funciones.
      </Typography.Paragraph>
      {refusal ? <Alert type="error" role="alert" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
      {conflicted && !refusal ? (
        <Alert
          type="warning"
          role="alert"
          showIcon
          title={`${plural(summary.conflicted, 'función tiene', 'funciones tienen')} conflictos. No se puede guardar mientras haya conflictos: vuelve a editar la solicitud.`}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<PreviewRow>
        rowKey="key"
        size="small"
        dataSource={rows}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 720 }}
        onRow={(row) => (row.problems.length > 0 ? { style: { background: token.colorErrorBg }, 'aria-invalid': true } : {})}
        columns={[
          { title: 'Fecha', dataIndex: 'date', render: (date: string) => diaLargo(date) },
          { title: 'Hora', dataIndex: 'time' },
          { title: 'Sala', dataIndex: 'room_name' },
          { title: 'Termina', dataIndex: 'ends_at', render: horaDe },
          { title: 'Sala libre', dataIndex: 'free_at', render: horaDe },
          {
            title: 'Conflictos',
            dataIndex: 'problems',
            render: (problems: string[]) =>
              problems.length === 0 ? (
                'Ninguno'
              ) : (
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      <Space wrap style={{ marginTop: 16 }}>
        <Button onClick={onEdit} disabled={saving}>
          Volver a editar
        </Button>
        {screen === 'preview' && conflicted && refusal ? <Button onClick={onRefresh}>Revisar de nuevo</Button> : null}
        <Button type="primary" onClick={onSave} disabled={!canSave && !saving} loading={saving}>
          {saving ? 'Guardando...' : `Guardar ${plural(summary.count, 'función', 'funciones')}`}
        </Button>
      </Space>
    </>
  );
}

function ResultStep({ created, onRestart }: NuevasFuncionesPageViewProps) {
  if (!created) return null;
  const days = created.funciones.map((f) => f.date).sort();
  const list = `/staff/programacion?${new URLSearchParams({ from: days[0], to: days.at(-1)!, film_id: String(created.film.id) }).toString()}`;
  return (
    <Result
      status="success"
      title={<h2 style={{ font: 'inherit', margin: 0 }}>{`Se programaron ${plural(created.count, 'función', 'funciones')}`}</h2>}
      subTitle={`${created.film.title}, ${created.format} ${created.version.toLowerCase()}, del ${diaLargo(days[0])} al ${diaLargo(days.at(-1)!)}.`}
      extra={
        <Space wrap>
          <Link to={list}>Ver las funciones programadas</Link>
          <Button onClick={onRestart}>Programar más funciones</Button>
        </Space>
      }
    />
  );
}
