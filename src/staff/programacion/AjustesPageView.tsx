import { Alert, Button, Form, Input, InputNumber, Result, Select, Space, Spin, Typography } from 'antd';
import type { StaffSettings, StaffSettingsChange } from '../../../openapi';

export interface AjustesPageViewProps {
  loading: boolean;
  settings: StaffSettings | null;
  saving: boolean;
  saved: boolean;
  refusal: string | null;
  loadFailed: boolean;
  onSave(change: StaffSettingsChange): void;
  onRetry(): void;
}

type NumberKey = Exclude<keyof StaffSettings, 'popup'>;
const numbers: { key: NumberKey; label: string; min: number; max: number; help: string }[] = [
  { key: 'maximo_entradas', label: 'Máximo de entradas por compra', min: 1, max: 50, help: 'De 1 a 50.' },
  { key: 'ticket_servicio', label: 'Servicio por boleta (pesos)', min: 0, max: 100000, help: 'De 0 a 100.000.' },
  { key: 'confiteria_servicio', label: 'Servicio por combo (pesos)', min: 0, max: 100000, help: 'De 0 a 100.000.' },
  { key: 'membresia_valor', label: 'Valor de la membresía (pesos)', min: 0, max: 5000000, help: 'De 0 a 5.000.000.' },
  { key: 'membresia_servicio', label: 'Servicio de la membresía (pesos)', min: 0, max: 500000, help: 'De 0 a 500.000.' },
  { key: 'limpieza_minutos', label: 'Minutos de limpieza entre funciones', min: 0, max: 240, help: 'De 0 a 240.' },
  { key: 'ingreso_antes_minutos', label: 'Entrada en la puerta: minutos antes del inicio', min: 0, max: 240, help: 'De 0 a 240.' },
  { key: 'ingreso_despues_minutos', label: 'Entrada en la puerta: minutos después del inicio', min: 0, max: 240, help: 'De 0 a 240.' },
];

interface FormValues extends Record<NumberKey, number | null> {
  imagen: string;
  enlace: string;
  destino: '_self' | '_blank';
}

/** Only what changed, as the contract's StaffSettingsChange. */
function changeOf(settings: StaffSettings, v: FormValues): StaffSettingsChange {
  const change: StaffSettingsChange = {};
  for (const { key } of numbers) if (v[key] !== null && v[key] !== settings[key]) change[key] = v[key];
  const popup = { imagen: v.imagen.trim() || null, enlace: v.enlace.trim() || null, destino: v.destino };
  if (JSON.stringify(popup) !== JSON.stringify(settings.popup)) change.popup = popup;
  return change;
}

/** /staff/programacion/ajustes: spec §3's settings and the home popup. */
export function AjustesPageView({ loading, settings, saving, saved, refusal, loadFailed, onSave, onRetry }: AjustesPageViewProps) {
  if (loadFailed) return <Result status="error" title="No pudimos leer los ajustes" subTitle={refusal} extra={<Button type="primary" onClick={onRetry}>Intentar de nuevo</Button>} />;
  if (loading || !settings) return <Spin aria-label="Cargando ajustes..." />;
  const initial: FormValues = { ...settings, imagen: settings.popup.imagen ?? '', enlace: settings.popup.enlace ?? '', destino: settings.popup.destino };
  return (
    <section aria-labelledby="ajustes-titulo">
      <Typography.Title level={2} id="ajustes-titulo">
        Ajustes del sitio
      </Typography.Title>
      {refusal ? <Alert type="error" showIcon role="alert" message={refusal} style={{ marginBottom: 16 }} /> : null}
      {saved ? <Alert type="success" showIcon role="status" message="Ajustes guardados: el sitio ya los muestra." style={{ marginBottom: 16 }} /> : null}
      <Form<FormValues> layout="vertical" initialValues={initial} onFinish={(v) => onSave(changeOf(settings, v))} style={{ maxWidth: 560 }}>
        {numbers.map(({ key, label, min, max, help }) => (
          <Form.Item key={key} label={label} name={key} extra={help} rules={[{ required: true, message: `Escribe ${label.toLowerCase()}.` }]}>
            <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ))}
        <Typography.Title level={3}>Popup de la portada</Typography.Title>
        <Form.Item label="Imagen del popup" name="imagen" extra="Una imagen ya subida (/media/…); vacío: sin popup.">
          <Input />
        </Form.Item>
        <Form.Item label="Enlace del popup" name="enlace" extra="https://… o una ruta del sitio (/club-vizionarios); opcional.">
          <Input />
        </Form.Item>
        <Form.Item label="Abrir el enlace en" name="destino">
          <Select options={[{ value: '_self', label: 'La misma pestaña' }, { value: '_blank', label: 'Una pestaña nueva' }]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {saving ? 'Guardando...' : 'Guardar'}
          </Button>
        </Space>
      </Form>
    </section>
  );
}
