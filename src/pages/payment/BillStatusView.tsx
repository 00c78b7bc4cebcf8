import { Alert, Button, Card, Result, Skeleton, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { DateTime } from 'luxon';
import type { Bill } from '../../../openapi';
import { formatCop } from '../../lib/money';
import '../../features/checkout/checkout.css';
import { BILL_STATE, PAY_TYPE } from '../../../openapi/rules';

export interface BillStatusViewProps {
  title: string;
  bill: Bill | undefined;
  loading?: boolean;
  /** Shown when the bill could not be read (not found or someone else's). */
  error?: string | null;
}

/** While the bank has not answered: the page reads the bill again by itself. */
export const PENDING_TEXT = 'Estamos esperando la respuesta de tu banco. Esta página se actualizará sola.';

/** Where 'VOLVER A INTENTAR' goes: the función of the bill (spec §2). */
export function funcionPath(bill: Bill): string | null {
  return bill.showtime ? `/${bill.theater.slug}/pelicula/${bill.showtime.movie.slug}/funcion/${bill.showtime.id}` : null;
}

const paidAt = (iso: string) => {
  const date = DateTime.fromISO(iso, { zone: 'America/Bogota' });
  return date.isValid ? date.setLocale('es-CO').toFormat("d 'de' LLLL yyyy, h:mm a") : iso;
};

/**
 * A purchase's payment as spec §2 describes it: state, date, bill number, theater, payment type,
 * the función, products and totals; 'VER MIS CÓDIGOS QR' when accepted (state 1, type 1),
 * 'VOLVER A INTENTAR' back to the función once it is settled without payment; while it is pending
 * (a PSE payment at the bank) neither, and a note says the page updates by itself.
 */
export function BillStatusView({ title, bill, loading, error }: BillStatusViewProps) {
  if (error) return <Result status="404" title={title} subTitle={error} extra={<Link to="/mis-tickets">Ver mis compras</Link>} />;
  if (loading || !bill) {
    return (
      <section className="vz-page vz-purchase" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </section>
    );
  }
  return <BillStatus title={title} bill={bill} />;
}

function BillStatus({ title, bill }: { title: string; bill: Bill }) {
  const navigate = useNavigate();
  const accepted = bill.pay_status.id === BILL_STATE.accepted;
  const pending = bill.pay_status.id === BILL_STATE.pending;
  const online = bill.pay_type.id === PAY_TYPE.tickets;
  const retry = funcionPath(bill);
  return (
    <section className="vz-page vz-purchase vz-bill" aria-labelledby="vz-bill-title">
      <h1 id="vz-bill-title">{title}</h1>
      {pending ? (
        <Alert
          type="info"
          showIcon
          role="status"
          title={PENDING_TEXT}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Card>
        <dl>
          <dt>Estado del pago</dt>
          <dd>
            <Tag color={accepted ? 'success' : pending ? 'warning' : 'error'}>{bill.pay_status.name}</Tag>
          </dd>
          <dt>Fecha de la transacción</dt>
          <dd>{paidAt(bill.created_at)}</dd>
          <dt>Consecutivo</dt>
          <dd>{bill.bill}</dd>
          <dt>Teatro</dt>
          <dd>{bill.theater.fullname}</dd>
          <dt>Tipo de pago</dt>
          <dd>
            {bill.pay_type.name} · {bill.pay_method === 'card' ? 'Tarjeta' : 'PSE'}
          </dd>
          {bill.showtime ? (
            <>
              <dt>Función</dt>
              <dd>
                {bill.showtime.movie.title} · {bill.showtime.date_string} {bill.showtime.hour_string} · {bill.showtime.room_name} · {bill.showtime.movie_format}
              </dd>
            </>
          ) : null}
          {bill.seats.length ? (
            <>
              <dt>Sillas</dt>
              <dd>{bill.seats.map((s) => `${s.FilRelativa}${s.ColRelativa}`).join(', ')}</dd>
            </>
          ) : null}
          {bill.products.length ? (
            <>
              <dt>Productos</dt>
              <dd>
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {bill.products.map((p) => (
                    <li key={`${p.Codigo}-${p.Descripcion}`}>
                      {p.Cantidad} x {p.Descripcion} · {formatCop(p.valor)}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          <dt>Subtotal</dt>
          <dd>{formatCop(bill.subtotal)}</dd>
          <dt>Servicio</dt>
          <dd>{formatCop(bill.total_service)}</dd>
          <dt>Total</dt>
          <dd>
            <strong>{formatCop(bill.total)}</strong>
          </dd>
        </dl>
      </Card>
      <div style={{ display: 'flex', gap: 12, marginTop: 16, flexWrap: 'wrap' }}>
        {accepted && online ? (
          <Button type="primary" size="large" onClick={() => navigate(`/ticket/${encodeURIComponent(bill.bill)}`)}>
            VER MIS CÓDIGOS QR
          </Button>
        ) : null}
        {!accepted && !pending && online && retry ? (
          <Button type="primary" size="large" onClick={() => navigate(retry)}>
            VOLVER A INTENTAR
          </Button>
        ) : null}
      </div>
    </section>
  );
}
