import { Card, Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { Bill } from '../../../openapi';
import '../../features/checkout/checkout.css';
import { BILL_STATE } from '../../../openapi/rules';

/** Where a purchase of the grid leads: accepted → its ticket; others → its payment status (spec §2). */
export const purchaseLink = (bill: Bill) => (bill.pay_status.id === BILL_STATE.accepted ? `/ticket/${encodeURIComponent(bill.bill)}` : `/pay-status/${bill.pay_method}/${encodeURIComponent(bill.bill)}`);

/** Mis Compras: a card per purchase with poster, title, date and hour; entries without a función are skipped. */
export function MyPurchasesPageView({ bills, loading }: { bills: Bill[] | undefined; loading?: boolean }) {
  const shown = (bills ?? []).filter((b) => b.showtime);
  return (
    <section className="vz-page vz-purchase" aria-labelledby="vz-purchases-title">
      <h1 id="vz-purchases-title">Mis Compras</h1>
      {loading && !bills ? (
        <Skeleton active />
      ) : shown.length === 0 ? (
        <Empty description="No tienes tickets disponibles." />
      ) : (
        <ul className="vz-tickets-grid" style={{ listStyle: 'none', padding: 0 }}>
          {shown.map((bill) => {
            const st = bill.showtime!;
            return (
              <li key={bill.bill}>
                <Link to={purchaseLink(bill)} aria-label={`${st.movie.title}, ${st.date_string} ${st.hour_string}, ${bill.pay_status.name}`}>
                  <Card className="vz-ticket-card" hoverable cover={<img src={st.movie.poster} alt="" loading="lazy" width={200} height={300} />}>
                    <Card.Meta
                      title={st.movie.title}
                      description={
                        <>
                          <span>
                            {st.date_string} · {st.hour_string}
                          </span>{' '}
                          <Tag color={bill.pay_status.id === BILL_STATE.accepted ? 'success' : 'default'}>{bill.pay_status.name}</Tag>
                        </>
                      }
                    />
                  </Card>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
