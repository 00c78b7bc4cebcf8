import { Navigate, useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { pendingRefresh } from './pendingRefresh';
import { BillStatusView } from './BillStatusView';
import { useMembershipPaid } from './useMembershipPaid';

/** Estado del pago (spec §2): `type` is the pay method of the bill, card or pse (PURCHASE.md 8). */
export default function PaymentStatusPage() {
  const { type = '', bill = '' } = useParams();
  const known = type === 'card' || type === 'pse';
  const read = useApi(known ? '/epayco/{type}/status/{bill}' : null, { path: { type: type as 'card' | 'pse', bill } }, pendingRefresh);
  useMembershipPaid(read.data);
  if (!known) return <Navigate to="/404" replace />;
  return (
    <BillStatusView
      title="Estado del pago"
      bill={read.data}
      loading={read.isLoading}
      error={read.error ? (read.error.status === 404 ? 'No encontramos este pago.' : read.error.message) : null}
    />
  );
}
