import { Alert, Button, Descriptions, Form, Input, Modal, Radio, Result, Space, Table, Tag, Typography } from 'antd';
import type { StaffRefundDone, StaffRefundItem } from '../../../openapi';
import { formatPesos } from '../../../openapi/money';
import type { RefundVia } from '../../../machines/staff/finanzas/reembolso/reembolso.types';
import { staffDateTime } from '../format';
import { diaLargo, horaDe } from '../fechas';

export interface RefundDialogProps {
  open: boolean;
  bill: StaffRefundItem | null;
  refunding: boolean;
  refusal: string | null;
  done: StaffRefundDone | null;
  onConfirm(via: RefundVia, reference: string): void;
  onClose(): void;
}

export interface ReembolsosPageViewProps {
  refunds: StaffRefundItem[] | undefined;
  loading: boolean;
  /** The server's message when the list could not be read. */
  problem: string | null;
  onRefund(bill: StaffRefundItem): void;
  dialog: RefundDialogProps;
}

const METHOD: Record<StaffRefundItem['method'], string> = { card: 'Tarjeta', pse: 'PSE' };
const CAUSE: Record<StaffRefundItem['cause'], string> = { funcion_cancelada: 'Función cancelada', pago_tardio: 'Pago tardío' };
const funcionOf = (b: StaffRefundItem) => (b.funcion ? `${b.funcion.film}, ${b.funcion.room}, ${diaLargo(b.funcion.starts_at.slice(0, 10))} ${horaDe(b.funcion.starts_at)}` : 'Membresía');

/** /staff/finanzas/reembolsos: the bills waiting for their money to go back, and 'Reembolsar'. */
export function ReembolsosPageView({ refunds, loading, problem, onRefund, dialog }: ReembolsosPageViewProps) {
  return (
    <section aria-labelledby="reembolsos-titulo">
      <Typography.Title level={1} id="reembolsos-titulo" style={{ fontSize: 24, marginTop: 0 }}>
        Reembolsos pendientes
      </Typography.Title>
      <Typography.Paragraph>
        Compras pagadas cuyo dinero debe volver: su función se canceló, o el pago llegó cuando sus sillas ya eran de otra persona. Se devuelve el valor completo.
      </Typography.Paragraph>
      {problem ? <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Table<StaffRefundItem>
        rowKey="bill_id"
        size="small"
        loading={loading}
        dataSource={refunds ?? []}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No hay compras por reembolsar.' }}
        columns={[
          { title: 'Factura', dataIndex: 'number' },
          { title: 'Comprador', key: 'buyer', render: (_, b) => <>{b.buyer.name}<div><Typography.Text type="secondary">{b.buyer.email}</Typography.Text></div></> },
          { title: 'Valor', dataIndex: 'amount', align: 'right', render: (amount: number) => formatPesos(amount) },
          { title: 'Medio', dataIndex: 'method', render: (m: StaffRefundItem['method']) => METHOD[m] },
          { title: 'Motivo', key: 'cause', render: (_, b) => <><Tag>{CAUSE[b.cause]}</Tag><div>{b.reason}</div>{b.last_refusal ? <Typography.Text type="danger">Rechazado por la pasarela: {b.last_refusal}</Typography.Text> : null}</> },
          { title: 'Función', key: 'funcion', render: (_, b) => funcionOf(b) },
          { title: 'Desde', dataIndex: 'flagged_at', render: (at: string) => staffDateTime(at) },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, b) => (
              <Button size="small" type="primary" onClick={() => onRefund(b)} aria-label={`Reembolsar la factura ${b.number}`}>
                Reembolsar
              </Button>
            ),
          },
        ]}
      />
      <RefundDialog {...dialog} />
    </section>
  );
}

/** Refunding one bill: through the gateway, or recorded as returned outside the site with its reference. */
export function RefundDialog({ open, bill, refunding, refusal, done, onConfirm, onClose }: RefundDialogProps) {
  const [form] = Form.useForm<{ via: RefundVia; reference?: string }>();
  const via = Form.useWatch('via', form) ?? (bill?.gateway ? 'pasarela' : 'externo');
  return (
    <Modal
      open={open}
      title={bill ? `Reembolsar la factura ${bill.number}` : 'Reembolsar'}
      onCancel={refunding ? undefined : onClose}
      closable={!refunding}
      maskClosable={false}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      footer={
        done ? (
          <Button type="primary" onClick={onClose}>
            Volver a la lista
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose} disabled={refunding}>
              Volver
            </Button>
            <Button type="primary" loading={refunding} onClick={() => form.submit()}>
              {refunding ? 'Reembolsando...' : `Reembolsar ${bill ? formatPesos(bill.amount) : ''}`}
            </Button>
          </Space>
        )
      }
    >
      {bill ? (
        done ? (
          <Result status="success" title={<h2 style={{ font: 'inherit', margin: 0 }}>Reembolso hecho</h2>} subTitle={`${done.message} Al comprador le llega un correo.`} />
        ) : (
          <>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'buyer', label: 'Comprador', children: `${bill.buyer.name} (${bill.buyer.email})` },
                { key: 'amount', label: 'Valor', children: formatPesos(bill.amount) },
                { key: 'method', label: 'Medio de pago', children: METHOD[bill.method] },
                { key: 'reason', label: 'Motivo', children: bill.reason },
              ]}
            />
            {refusal ? <Alert type="error" role="alert" showIcon title={refusal} style={{ margin: '12px 0' }} /> : null}
            <Form form={form} layout="vertical" initialValues={{ via: bill.gateway ? 'pasarela' : 'externo', reference: '' }} onFinish={(v) => onConfirm(v.via, v.reference ?? '')} disabled={refunding} style={{ marginTop: 12 }}>
              <Form.Item label="Cómo se devuelve" name="via">
                <Radio.Group
                  options={[
                    { value: 'pasarela', label: 'Por la pasarela de pagos', disabled: !bill.gateway },
                    { value: 'externo', label: 'Ya se devolvió por fuera del sitio' },
                  ]}
                />
              </Form.Item>
              {via === 'externo' ? (
                <Form.Item label="Referencia de la devolución" name="reference" rules={[{ max: 100, message: 'Máximo 100 caracteres.' }]}>
                  <Input maxLength={100} placeholder="Transferencia, consignación…" />
                </Form.Item>
              ) : null}
            </Form>
          </>
        )
      ) : null}
    </Modal>
  );
}
