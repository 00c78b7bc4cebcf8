import { Alert, Button, Card, Form, InputNumber, Result, Space, Spin, Switch, Table, Tabs, Typography } from 'antd';
import type { StaffMembershipPrice, StaffRoomTarifas, StaffServiceFees, StaffTarifa, StaffTarifaChange, StaffTarifas } from '../../../openapi';
import { formatCop } from '../../lib/money';

export interface PreciosPageViewProps {
  data: StaffTarifas | undefined;
  loadError: string | null;
  saving: boolean;
  saved: string | null;
  refusal: string | null;
  onSaveTarifas(roomId: number, tarifas: StaffTarifaChange[]): void;
  onSaveServicio(fees: StaffServiceFees): void;
  onSaveMembresia(price: StaffMembershipPrice): void;
  onRetry(): void;
}

const pesos = { min: 0, precision: 0, step: 500, prefix: '$', style: { width: '100%', minWidth: 120 } } as const;
const wholePesos = (min: number) => [{ required: true, type: 'integer' as const, min, message: `Pesos enteros, desde ${formatCop(min)}.` }];

interface TarifaRow {
  valor: number;
  club_valor: number;
  cliente_frecuente: boolean;
}

/** One room's tarifas as an editable table: general and club price of each zone and format. */
function RoomTarifas({ sala, saving, onSave }: { sala: StaffRoomTarifas; saving: boolean; onSave(roomId: number, tarifas: StaffTarifaChange[]): void }) {
  const label = (t: StaffTarifa) => `${t.zona} ${t.format}`;
  return (
    <Form<{ tarifas: TarifaRow[] }>
      key={JSON.stringify(sala.tarifas)}
      layout="vertical"
      disabled={saving}
      initialValues={{ tarifas: sala.tarifas.map(({ valor, club_valor, cliente_frecuente }) => ({ valor, club_valor, cliente_frecuente })) }}
      onFinish={({ tarifas }) => onSave(sala.id, sala.tarifas.map((t, i) => ({ zone_id: t.zone_id, format: t.format, ...tarifas[i] })))}
    >
      <Table<StaffTarifa>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={sala.tarifas}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Zona', key: 'zona', render: (_, t) => label(t) },
          { title: 'Precio actual', key: 'actual', render: (_, t) => `${formatCop(t.valor)} · club ${formatCop(t.club_valor)}` },
          {
            title: 'Precio general',
            key: 'valor',
            render: (_, t, i) => (
              <Form.Item name={['tarifas', i, 'valor']} rules={wholePesos(1)} style={{ margin: 0 }}>
                <InputNumber {...pesos} min={1} aria-label={`Precio general ${label(t)}`} />
              </Form.Item>
            ),
          },
          {
            title: 'Precio club',
            key: 'club_valor',
            render: (_, t, i) => (
              <Form.Item
                name={['tarifas', i, 'club_valor']}
                dependencies={[['tarifas', i, 'valor']]}
                style={{ margin: 0 }}
                rules={[
                  ...wholePesos(1),
                  ({ getFieldValue }) => ({
                    validator: (_rule, value: number) =>
                      value > getFieldValue(['tarifas', i, 'valor']) ? Promise.reject(new Error('No puede pasar del precio general.')) : Promise.resolve(),
                  }),
                ]}
              >
                <InputNumber {...pesos} min={1} aria-label={`Precio club ${label(t)}`} />
              </Form.Item>
            ),
          },
          {
            title: 'Club habilitado',
            key: 'cliente_frecuente',
            render: (_, t, i) => (
              <Form.Item name={['tarifas', i, 'cliente_frecuente']} valuePropName="checked" style={{ margin: 0 }}>
                <Switch aria-label={`Precio club habilitado ${label(t)}`} />
              </Form.Item>
            ),
          },
        ]}
      />
      <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 16 }}>
        Guardar tarifas de {sala.name}
      </Button>
    </Form>
  );
}

/** /staff/programacion/precios: each room's tarifas, the service fees and the membership's price. */
export function PreciosPageView({ data, loadError, saving, saved, refusal, onSaveTarifas, onSaveServicio, onSaveMembresia, onRetry }: PreciosPageViewProps) {
  if (!data) {
    return loadError ? (
      <Result status="error" title="No pudimos leer los precios" subTitle={loadError} extra={<Button type="primary" onClick={onRetry}>Intentar de nuevo</Button>} />
    ) : (
      <Spin aria-label="Cargando precios..." />
    );
  }
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        Precios
      </Typography.Title>
      {refusal ? <Alert type="error" role="alert" showIcon title={refusal} /> : null}
      {saved ? <Alert type="success" role="status" showIcon title={saved} /> : null}
      <Card title={<h2 className="vz-staff-card-title">Tarifas por sala</h2>}>
        <Typography.Paragraph type="secondary">Los precios nuevos rigen para las compras que se coticen desde que se guardan.</Typography.Paragraph>
        <Tabs items={data.salas.map((sala) => ({ key: String(sala.id), label: sala.name, children: <RoomTarifas sala={sala} saving={saving} onSave={onSaveTarifas} /> }))} />
      </Card>
      <Card title={<h2 className="vz-staff-card-title">Cargos por servicio</h2>}>
        <Form<StaffServiceFees> key={JSON.stringify(data.servicio)} layout="vertical" disabled={saving} initialValues={data.servicio} onFinish={onSaveServicio} style={{ maxWidth: 420 }}>
          <Form.Item label="Por boleta" name="ticket_servicio" rules={wholePesos(0)} extra={`Actual: ${formatCop(data.servicio.ticket_servicio)}`}>
            <InputNumber {...pesos} />
          </Form.Item>
          <Form.Item label="Por unidad de confitería" name="confiteria_servicio" rules={wholePesos(0)} extra={`Actual: ${formatCop(data.servicio.confiteria_servicio)}`}>
            <InputNumber {...pesos} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Guardar cargos
          </Button>
        </Form>
      </Card>
      <Card title={<h2 className="vz-staff-card-title">Membresía Club Vizionarios</h2>}>
        <Form<StaffMembershipPrice> key={JSON.stringify(data.membresia)} layout="vertical" disabled={saving} initialValues={data.membresia} onFinish={onSaveMembresia} style={{ maxWidth: 420 }}>
          <Form.Item label="Precio" name="valor" rules={wholePesos(0)} extra={`Actual: ${formatCop(data.membresia.valor)}. Con $ 1 o menos no está a la venta.`}>
            <InputNumber {...pesos} step={1000} />
          </Form.Item>
          <Form.Item label="Servicio" name="servicio" rules={wholePesos(0)} extra={`Actual: ${formatCop(data.membresia.servicio)}`}>
            <InputNumber {...pesos} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Guardar membresía
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
