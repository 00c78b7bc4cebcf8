import { Collapse, Descriptions, Result, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import type { Ticket } from '../../../openapi';
import { API_BASE_URL } from '../../api/client';
import { formatCop } from '../../lib/money';
import '../../features/checkout/checkout.css';

/** The QR image of a signed ticket code, drawn by our server (works with the session cookie). */
export const qrUrl = (code: string) => `${API_BASE_URL}/tickets/qr/${encodeURIComponent(code)}`;

/**
 * Ticket (spec §2): movie, duration, date, hour, genre, room, format, seats; 'Mis Tickets' with one
 * QR per seat labelled SILLA, and 'Confiteria'.
 */
export function TicketPageView({ ticket, loading, error }: { ticket: Ticket | undefined; loading?: boolean; error?: string | null }) {
  if (error) return <Result status="404" title="Ticket" subTitle={error} extra={<Link to="/mis-tickets">Ver mis compras</Link>} />;
  if (loading || !ticket) {
    return (
      <section className="vz-page vz-purchase" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </section>
    );
  }
  const st = ticket.showtime;
  return (
    <section className="vz-page vz-purchase" aria-labelledby="vz-ticket-title">
      <h1 id="vz-ticket-title">{st.movie.title}</h1>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'duracion', label: 'Duración', children: `${st.movie.duration} min` },
          { key: 'fecha', label: 'Fecha', children: st.date_string },
          { key: 'hora', label: 'Hora', children: st.hour_string },
          { key: 'genero', label: 'Género', children: st.movie.gender },
          { key: 'sala', label: 'Sala', children: st.room_name },
          { key: 'formato', label: 'Formato', children: `${st.movie_format} ${st.movie_version}` },
          { key: 'sillas', label: 'Sillas', children: ticket.codes.map((c) => c.seat).join(', ') },
        ]}
      />
      <Collapse
        defaultActiveKey={['tickets']}
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'tickets',
            label: 'Mis Tickets',
            children: (
              <ul className="vz-qr-list">
                {ticket.codes.map((c) => (
                  <li key={c.code}>
                    <img src={qrUrl(c.code)} alt={`Código QR de la silla ${c.seat}`} width={180} height={180} />
                    <span>SILLA {c.seat}</span>
                  </li>
                ))}
              </ul>
            ),
          },
          {
            key: 'confiteria',
            label: 'Confiteria',
            children: ticket.products.length ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {ticket.products.map((p) => (
                  <li key={`${p.Codigo}-${p.Descripcion}`}>
                    {p.Cantidad} x {p.Descripcion} · {formatCop(p.valor)}
                  </li>
                ))}
              </ul>
            ) : (
              <p>Sin confitería.</p>
            ),
          },
        ]}
      />
    </section>
  );
}
