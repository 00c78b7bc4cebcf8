import { Alert, Badge, Button, Descriptions, Form, Input, Modal, Result, Select, Space, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { FuncionCancelled, ProgramacionOptions, StaffFuncion } from '../../../openapi';
import { diaLargo, horaDe } from '../fechas';

/** The list's filters, as in the address (`?from=…&to=…&room_id=…&film_id=…`). */
export interface FuncionesFilters {
  from: string;
  to: string;
  room_id?: number;
  film_id?: number;
}

export interface CancelDialogProps {
  open: boolean;
  funcion: StaffFuncion | null;
  cancelling: boolean;
  refusal: string | null;
  cancelled: FuncionCancelled | null;
  onConfirm(reason: string): void;
  onClose(): void;
}

export interface FuncionesPageViewProps {
  filters: FuncionesFilters;
  options: ProgramacionOptions | null;
  funciones: StaffFuncion[] | undefined;
  loading: boolean;
  /** The server's message when the list could not be read. */
  problem: string | null;
  onFilters(filters: FuncionesFilters): void;
  onCancel(funcion: StaffFuncion): void;
  dialog: CancelDialogProps;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-CO')} ${n === 1 ? one : many}`;
const describe = (f: StaffFuncion) => `${f.film.title}, ${f.room.name}, ${diaLargo(f.date)} a las ${f.time}`;

/** /staff/programacion: the funciones of a date range, with filters, their seats and state, and 'Cancelar'. */
export function FuncionesPageView({ filters, options, funciones, loading, problem, onFilters, onCancel, dialog }: FuncionesPageViewProps) {
  return (
    <section aria-labelledby="funciones-titulo">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={1} id="funciones-titulo" style={{ fontSize: 24, margin: 0 }}>
          Funciones programadas
        </Typography.Title>
        <Link to="/staff/programacion/nueva">Programar funciones</Link>
      </Space>
      <Form<FuncionesFilters> layout="inline" initialValues={filters} onFinish={(values) => onFilters({ ...values, room_id: values.room_id ?? undefined, film_id: values.film_id ?? undefined })} style={{ margin: '16px 0', rowGap: 8 }} aria-label="Filtros">
        <Form.Item label="Desde" name="from" rules={[{ required: true, message: 'Elige el primer día.' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Hasta" name="to" rules={[{ required: true, message: 'Elige el último día.' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Sala" name="room_id">
          <Select allowClear placeholder="Todas" style={{ minWidth: 140 }} options={(options?.rooms ?? []).map((r) => ({ value: r.id, label: r.name }))} />
        </Form.Item>
        <Form.Item label="Película" name="film_id">
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="Todas" style={{ minWidth: 200 }} options={(options?.films ?? []).map((f) => ({ value: f.id, label: f.title }))} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            Filtrar
          </Button>
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Table<StaffFuncion>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={funciones ?? []}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 860 }}
        locale={{ emptyText: 'No hay funciones en estas fechas.' }}
        columns={[
          { title: 'Fecha', dataIndex: 'date', render: (date: string) => diaLargo(date) },
          { title: 'Hora', dataIndex: 'time' },
          { title: 'Película', dataIndex: ['film', 'title'] },
          { title: 'Sala', dataIndex: ['room', 'name'] },
          { title: 'Formato', key: 'formato', render: (_, f) => `${f.format} ${f.version.toLowerCase()}` },
          { title: 'Vendidas', dataIndex: ['seats', 'sold'], align: 'right' },
          { title: 'Apartadas', dataIndex: ['seats', 'held'], align: 'right' },
          {
            title: 'Estado',
            key: 'estado',
            render: (_, f) =>
              f.cancelled ? (
                <>
                  <Badge status="error" text="Cancelada" />
                  <div>{f.cancelled.reason}</div>
                </>
              ) : (
                <Badge status="success" text="Programada" />
              ),
          },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, f) =>
              f.cancelled ? null : (
                <Button danger size="small" onClick={() => onCancel(f)} aria-label={`Cancelar la función ${f.id}: ${describe(f)}`}>
                  Cancelar
                </Button>
              ),
          },
        ]}
      />
      <CancelDialog {...dialog} />
    </section>
  );
}

/** Cancelling a función: the reason, what it does to the purchases, the server's answer. */
export function CancelDialog({ open, funcion, cancelling, refusal, cancelled, onConfirm, onClose }: CancelDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={funcion ? `Cancelar la función ${funcion.id}` : 'Cancelar la función'}
      onCancel={cancelling ? undefined : onClose}
      closable={!cancelling}
      maskClosable={false}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      footer={
        cancelled ? (
          <Button type="primary" onClick={onClose}>
            Volver a la lista
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose} disabled={cancelling}>
              Volver
            </Button>
            <Button type="primary" danger loading={cancelling} onClick={() => form.submit()}>
              {cancelling ? 'Cancelando...' : 'Cancelar la función'}
            </Button>
          </Space>
        )
      }
    >
      {funcion ? (
        cancelled ? (
          <Result
            status="success"
            title={<h2 style={{ font: 'inherit', margin: 0 }}>Función cancelada</h2>}
            subTitle={[
              `${plural(cancelled.refunds.length, 'compra pagada quedó', 'compras pagadas quedaron')} con reembolso pendiente; a cada comprador le llega un correo.`,
              cancelled.closed.length > 0 ? `${plural(cancelled.closed.length, 'compra sin confirmar se cerró', 'compras sin confirmar se cerraron')}.` : '',
              cancelled.freed_holds > 0 ? `${plural(cancelled.freed_holds, 'silla apartada se liberó', 'sillas apartadas se liberaron')}.` : '',
            ]
              .filter(Boolean)
              .join(' ')}
          />
        ) : (
          <>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'film', label: 'Película', children: funcion.film.title },
                { key: 'when', label: 'Cuándo', children: `${diaLargo(funcion.date)}, ${horaDe(funcion.starts_at)}` },
                { key: 'room', label: 'Sala', children: funcion.room.name },
                { key: 'seats', label: 'Sillas', children: `${plural(funcion.seats.sold, 'vendida', 'vendidas')}, ${plural(funcion.seats.held, 'apartada', 'apartadas')}` },
              ]}
            />
            <Typography.Paragraph style={{ marginTop: 12 }}>
              La función se cierra a la venta. Cada compra pagada queda con reembolso pendiente y su comprador recibe un correo; las sillas apartadas se liberan.
            </Typography.Paragraph>
            {refusal ? <Alert type="error" role="alert" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
            <Form form={form} layout="vertical" onFinish={({ reason }) => onConfirm(reason)} disabled={cancelling}>
              <Form.Item label="Motivo de la cancelación" name="reason" rules={[{ required: true, whitespace: true, message: 'Escribe el motivo de la cancelación.' }, { max: 500, message: 'Máximo 500 caracteres.' }]}>
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
            </Form>
          </>
        )
      ) : null}
    </Modal>
  );
}
