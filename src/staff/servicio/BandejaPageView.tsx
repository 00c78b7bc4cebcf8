import { Alert, Button, Col, Form, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EticaReporteSummary, ServicioEstado, ServicioPersona, ServicioPlazo, ServicioPqrsSummary, TipoPqr } from './bandejaContrato';
import { BANDEJAS, ESTADO_LABELS, PLAZO_LABELS, type BandejaDesk } from './bandeja';
import { diaLargo } from '../fechas';
import { staffDateTime } from '../format';

/** An inbox's filters, as in the address (`?state=…&q=…&page=…`). */
export interface BandejaFilters {
  state?: ServicioEstado;
  type_pqr?: TipoPqr;
  /** A person's id, or 'none' for the cases without one. */
  assigned?: number | 'none';
  received_from?: string;
  received_to?: string;
  deadline?: 'vencida' | 'por_vencer';
  q?: string;
  page?: number;
}

export interface BandejaPageViewProps {
  desk: BandejaDesk;
  filters: BandejaFilters;
  rows: ServicioPqrsSummary[] | EticaReporteSummary[] | undefined;
  total: number;
  limit: number;
  loading: boolean;
  problem: string | null;
  /** The servicio staff, for the 'Responsable' filter. */
  people: ServicioPersona[];
  onFilters(filters: BandejaFilters): void;
  /** Extra pieces below the title (the non-working days' link). */
  extra?: ReactNode;
}

const TIPOS: TipoPqr[] = ['Felicitación', 'Queja', 'Reclamo', 'Sugerencia'];
const PLAZO_COLORS: Record<ServicioPlazo, string> = { vencida: 'error', por_vencer: 'warning', en_plazo: 'processing', atendida: 'default' };
const ESTADO_COLORS: Record<ServicioEstado, string> = { radicada: 'blue', en_tramite: 'gold', respondida: 'green', cerrada: 'default' };

export const PlazoTag = ({ deadline }: { deadline: ServicioPlazo }) => <Tag color={PLAZO_COLORS[deadline]}>{PLAZO_LABELS[deadline]}</Tag>;
export const EstadoTag = ({ state }: { state: ServicioEstado }) => <Tag color={ESTADO_COLORS[state]}>{ESTADO_LABELS[state]}</Tag>;

interface FilterForm {
  state?: ServicioEstado;
  type_pqr?: TipoPqr;
  assigned?: number | 'none';
  received_from?: string;
  received_to?: string;
  deadline?: 'vencida' | 'por_vencer';
  q?: string;
}

const clean = (values: FilterForm): BandejaFilters => {
  const text = (s?: string) => (s && s.trim() ? s.trim() : undefined);
  const filters: BandejaFilters = { ...values, received_from: text(values.received_from), received_to: text(values.received_to), q: text(values.q) };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null)) as BandejaFilters;
};

/** An inbox: filters and search, the cases (overdue and due soon first, as the server orders them), pages. */
export function BandejaPageView({ desk, filters, rows, total, limit, loading, problem, people, onFilters, extra }: BandejaPageViewProps) {
  const [form] = Form.useForm<FilterForm>();
  const words = BANDEJAS[desk];
  const servicio = desk === 'servicio';
  const link = (id: number, radicado: string) => <Link to={`${words.path}/${id}`}>{radicado}</Link>;
  return (
    <section aria-labelledby="bandeja-titulo">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={1} id="bandeja-titulo" style={{ fontSize: 24, margin: 0 }}>
          {servicio ? 'Bandeja de PQRS' : 'Reportes de la línea ética'}
        </Typography.Title>
        {extra}
      </Space>
      <Form<FilterForm> form={form} name="filtros" layout="vertical" requiredMark={false} initialValues={filters} onFinish={(values) => onFilters(clean(values))} aria-label="Filtros de la bandeja">
        <Row gutter={16}>
          <Col xs={24} md={12} lg={8}>
            <Form.Item label="Buscar" name="q" extra={`${words.search}.`}>
              <Input allowClear autoComplete="off" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={4}>
            <Form.Item label="Estado" name="state">
              <Select allowClear placeholder="Todos" options={(Object.keys(ESTADO_LABELS) as ServicioEstado[]).map((s) => ({ value: s, label: ESTADO_LABELS[s] }))} />
            </Form.Item>
          </Col>
          {servicio ? (
            <>
              <Col xs={12} md={6} lg={4}>
                <Form.Item label="Tipo" name="type_pqr">
                  <Select allowClear placeholder="Todos" options={TIPOS.map((t) => ({ value: t, label: t }))} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <Form.Item label="Plazo" name="deadline">
                  <Select allowClear placeholder="Todos" options={[{ value: 'vencida', label: 'Vencidas' }, { value: 'por_vencer', label: 'Por vencer (2 días hábiles)' }]} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <Form.Item label="Responsable" name="assigned">
                  <Select allowClear placeholder="Todos" options={[{ value: 'none', label: 'Sin responsable' }, ...people.map((p) => ({ value: p.id, label: p.name }))]} />
                </Form.Item>
              </Col>
            </>
          ) : null}
          <Col xs={12} md={6} lg={4}>
            <Form.Item label="Recibidas desde" name="received_from">
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={4}>
            <Form.Item
              label="Recibidas hasta"
              name="received_to"
              dependencies={['received_from']}
              rules={[({ getFieldValue }) => ({ validator: (_, to?: string) => (to && getFieldValue('received_from') && getFieldValue('received_from') > to ? Promise.reject(new Error('La fecha inicial no puede ser posterior a la final.')) : Promise.resolve()) })]}
            >
              <Input type="date" />
            </Form.Item>
          </Col>
        </Row>
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" loading={loading}>
            Filtrar
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ state: undefined, type_pqr: undefined, assigned: undefined, deadline: undefined, received_from: '', received_to: '', q: '' });
              onFilters({});
            }}
          >
            Quitar filtros
          </Button>
        </Space>
      </Form>
      {problem ? <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      {servicio ? (
        <Table<ServicioPqrsSummary>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={(rows as ServicioPqrsSummary[] | undefined) ?? []}
          aria-label="PQRS"
          scroll={{ x: 900 }}
          locale={{ emptyText: 'No hay PQRS con estos filtros.' }}
          pagination={{ current: filters.page ?? 1, pageSize: limit, total, showSizeChanger: false, hideOnSinglePage: true, onChange: (page) => onFilters({ ...filters, page }) }}
          columns={[
            { title: 'Radicado', dataIndex: 'radicado', render: (radicado: string, p) => link(p.id, radicado) },
            { title: 'Plazo', dataIndex: 'deadline', render: (deadline: ServicioPlazo) => <PlazoTag deadline={deadline} /> },
            { title: 'Vence', dataIndex: 'due_date', render: (due: string, p) => `${diaLargo(due)}${p.extended ? ' (prorrogada)' : ''}` },
            { title: 'Tipo', dataIndex: 'type_pqr' },
            { title: 'Nombre', key: 'who', render: (_, p) => (<><div>{p.name}</div><Typography.Text type="secondary">{p.email}</Typography.Text></>) },
            { title: 'Recibida', dataIndex: 'received_at', render: (at: string) => staffDateTime(at) },
            { title: 'Estado', dataIndex: 'state', render: (state: ServicioEstado) => <EstadoTag state={state} /> },
            { title: 'Responsable', dataIndex: 'assigned_to', render: (p: ServicioPersona | null) => p?.name ?? 'Sin responsable' },
          ]}
        />
      ) : (
        <Table<EticaReporteSummary>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={(rows as EticaReporteSummary[] | undefined) ?? []}
          aria-label="Reportes"
          scroll={{ x: 760 }}
          locale={{ emptyText: 'No hay reportes con estos filtros.' }}
          pagination={{ current: filters.page ?? 1, pageSize: limit, total, showSizeChanger: false, hideOnSinglePage: true, onChange: (page) => onFilters({ ...filters, page }) }}
          columns={[
            { title: 'Radicado', dataIndex: 'radicado', render: (radicado: string, r) => link(r.id, radicado) },
            { title: 'Entidad reportada', dataIndex: 'company' },
            { title: 'Denunciante', dataIndex: 'whistleblower', render: (w: string, r) => (r.anonymous ? `${w} (anónimo)` : w) },
            { title: 'Recibido', dataIndex: 'received_at', render: (at: string) => staffDateTime(at) },
            { title: 'Estado', dataIndex: 'state', render: (state: ServicioEstado) => <EstadoTag state={state} /> },
          ]}
        />
      )}
    </section>
  );
}
