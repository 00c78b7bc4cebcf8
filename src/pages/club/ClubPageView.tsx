import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCop } from '../../lib/money';

export interface ClubPageViewProps {
  /** Membership price (membresia_valor + membresia_servicio), when the settings are loaded. */
  price?: number;
  /** Spec §2: the purchase button shows only for a signed-in user with a name. */
  canPurchase: boolean;
  /** Signed in, but the profile has no name yet: the purchase waits for it. */
  needsName?: boolean;
  /** The member's card end (date part, YYYY-MM-DD) while it is active. */
  activeUntil?: string | null;
  onPurchase?: () => void;
  /** The purchase flow (brand picker, detail, payment, result), over the page. */
  purchase?: ReactNode;
}

/** Benefits with the club figures of spec §1. */
const benefits = [
  'Descuento de hasta el 20 % en boletas, en máximo 6 boletas y 6 combos al día.',
  '4 boletas VIP al mes a precio general (no aplica para ventas web).',
  'Confitería especial y precios preferenciales para miembros.',
  '3.5 horas de parqueadero gratis los días de función.',
];

/** /club-vizionarios (spec §2). */
export function ClubPageView({ price, canPurchase, needsName, activeUntil, onPurchase, purchase }: ClubPageViewProps) {
  return (
    <div className="vz-page">
      <h1 className="vz-page-title">Club Vizionarios</h1>
      <p>La membresía anual de Viziona: boletas y combos más baratos todo el año.</p>
      <section className="vz-section" aria-labelledby="vz-club-benefits">
        <h2 id="vz-club-benefits">Beneficios</h2>
        <ul>
          {benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <section className="vz-section" aria-labelledby="vz-club-join">
        <h2 id="vz-club-join">Únete</h2>
        {price !== undefined ? <p className="vz-club__price">Valor de la membresía: {formatCop(price)}</p> : null}
        {activeUntil ? (
          <p className="vz-club__active">
            Tu membresía está activa hasta el {activeUntil}. Si compras otra, el nuevo año empieza cuando termine la actual.
          </p>
        ) : null}
        {canPurchase ? (
          <button type="button" className="vz-button vz-button--primary" onClick={onPurchase}>
            Comprar membresía
          </button>
        ) : needsName ? (
          <p>
            <Link to="/mi-perfil">Completa tu nombre en Mi perfil</Link> para comprar la membresía.
          </p>
        ) : (
          <Link className="vz-button vz-button--primary" to="/iniciar-sesion">
            Inicia sesión para comprar tu membresía
          </Link>
        )}
        <p>
          <Link to="/pagina/terminos-y-condiciones-club-vizionarios">Términos y condiciones Club Vizionarios</Link>
        </p>
      </section>
      {purchase}
    </div>
  );
}
