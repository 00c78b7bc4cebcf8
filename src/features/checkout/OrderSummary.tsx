import { Alert, Skeleton } from 'antd';
import type { PurchaseQuote, SelectedSeat } from '../../../openapi';
import { formatCop } from '../../lib/money';

/**
 * The checkout panel's figures, exactly as the server quoted them (PURCHASE.md 5): tickets, combos,
 * service and total; a member's lower total and saving, a non-member's 'te habrías ahorrado'.
 */
export function OrderSummary({ quote, seats, loading, error }: { quote: PurchaseQuote | null; seats: SelectedSeat[]; loading?: boolean; error?: string | null }) {
  if (!quote) {
    if (error) return <Alert type="error" showIcon title={error} />;
    return <Skeleton active paragraph={{ rows: 4 }} />;
  }
  return (
    <div className="vz-summary" aria-busy={loading || undefined}>
      <dl>
        {quote.tickets.map((t) => (
          <div key={`${t.FilRelativa}${t.ColRelativa}`} style={{ display: 'contents' }}>
            <dt>
              Silla {t.FilRelativa}
              {t.ColRelativa} · {t.zona}
              {t.limite_diario ? ' · precio general' : null}
            </dt>
            <dd>{formatCop(t.valor)}</dd>
          </div>
        ))}
        {quote.products.map((p) => (
          <div key={`${p.Codigo}-${p.Descripcion}`} style={{ display: 'contents' }}>
            <dt>
              {p.Cantidad} x {p.Descripcion}
              {p.limite_diario ? ' · precio general' : null}
            </dt>
            <dd>{formatCop(p.total)}</dd>
          </div>
        ))}
        <dt>Boletas ({seats.length})</dt>
        <dd>{formatCop(quote.totalTickets)}</dd>
        <dt>Confitería</dt>
        <dd>{formatCop(quote.totalConfectionery)}</dd>
        <dt>Subtotal</dt>
        <dd>{formatCop(quote.subtotal)}</dd>
        <dt>Servicio</dt>
        <dd>{formatCop(quote.total_service)}</dd>
        <dt className="vz-summary__total">Total</dt>
        <dd className="vz-summary__total" data-testid="vz-total">
          {formatCop(quote.total)}
        </dd>
      </dl>
      <ClubLimitNote quote={quote} />
      {quote.member ? (
        quote.savings > 0 ? (
          <p>
            Precio Club Vizionarios: ahorras {formatCop(quote.savings)} (precio general {formatCop(quote.general_total)}).
          </p>
        ) : null
      ) : quote.savings > 0 ? (
        <p>
          Con el Club Vizionarios te habrías ahorrado <strong>{formatCop(quote.savings)}</strong>.
        </p>
      ) : null}
    </div>
  );
}

/** Spec §1: club prices on at most 6 tickets and 6 combos a day; what goes beyond at general price, named. */
function ClubLimitNote({ quote }: { quote: PurchaseQuote }) {
  const beyond = [
    ...quote.tickets.filter((t) => t.limite_diario).map((t) => `silla ${t.FilRelativa}${t.ColRelativa}`),
    ...quote.products.filter((p) => p.limite_diario).map((p) => `${p.Cantidad} x ${p.Descripcion}`),
  ];
  if (beyond.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="note"
      title="Límite diario del Club Vizionarios"
      description={`Los precios del club aplican a 6 boletas y 6 combos por día. A precio general: ${beyond.join(', ')}.`}
    />
  );
}
