import { useEffect, useState } from 'react';
import { Navigate, useBlocker, useNavigate, useParams } from 'react-router-dom';
import { selectMissing } from '../../../machines/checkout/checkout.selectors';
import { selectMembership } from '../../../machines/auth/auth.selectors';
import { AuthContext } from '../../app/authContext';
import { providedCheckoutMachine } from '../../app/checkoutActors';
import { useDocumentTitle } from '../../app/documentTitle';
import { THEATER } from '../../lib/teatro';
import { CheckoutActorContext } from '../../features/checkout/CheckoutContext';
import { PurchaseScreen } from './PurchaseScreen';

/** Compra de boletas y confitería (spec §2): the checkout machine for this función, with the app's actors. */
export default function PurchasePage() {
  const { theater = THEATER, showtimeId = '' } = useParams();
  const navigate = useNavigate();
  const id = Number(showtimeId);
  const [logic] = useState(() =>
    providedCheckoutMachine({
      transaction: (bill) => navigate(`/estado-transaccion/${encodeURIComponent(bill)}`),
      paymentStatus: (type, bill) => navigate(`/pay-status/${type}/${encodeURIComponent(bill)}`),
      bank: (url) => window.location.assign(url),
      home: () => navigate('/'),
    }),
  );
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/404" replace />;
  return (
    <CheckoutActorContext.Provider key={id} logic={logic} options={{ input: { showtimeId: id, theater } }}>
      <Purchase />
    </CheckoutActorContext.Provider>
  );
}

function Purchase() {
  const actor = CheckoutActorContext.useActorRef();
  const missing = CheckoutActorContext.useSelector(selectMissing);
  const title = CheckoutActorContext.useSelector((s) => s.context.room?.movie.title);
  const navigate = useNavigate();
  const membership = AuthContext.useSelector(selectMembership);
  useDocumentTitle(title ? `Compra · ${title}` : undefined);

  // Spec §2: movie, prices, room, showtime or status missing → /404.
  useEffect(() => {
    if (missing) navigate('/404', { replace: true });
  }, [missing, navigate]);

  // Leaving the screen releases the hold (spec §4). In-app navigation is seen here, while the actor
  // still runs; closing the tab or reloading by `pagehide` (a keepalive request outlives the page).
  useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname !== nextLocation.pathname) actor.send({ type: 'page.leave' });
    return false;
  });
  useEffect(() => {
    const leave = () => actor.send({ type: 'page.leave' });
    // A page restored from the back-forward cache has lost its hold: start over.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, [actor]);

  return <PurchaseScreen membership={membership} />;
}
