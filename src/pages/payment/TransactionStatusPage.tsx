import { useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { pendingRefresh } from './pendingRefresh';
import { BillStatusView } from './BillStatusView';
import { useMembershipPaid } from './useMembershipPaid';

/** Estado de la transacción (spec §2): the bill the payment made. */
export default function TransactionStatusPage() {
  const { bill = '' } = useParams();
  const read = useApi('/bills/{bill}', { path: { bill } }, pendingRefresh);
  useMembershipPaid(read.data);
  return (
    <BillStatusView
      title="Estado de la transacción"
      bill={read.data}
      loading={read.isLoading}
      error={read.error ? (read.error.status === 404 ? 'No encontramos esta compra.' : read.error.message) : null}
    />
  );
}
