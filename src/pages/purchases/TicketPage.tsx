import { useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { notFoundIsAnAnswer } from '../../hooks/quiet';
import { TicketPageView } from './TicketPageView';

/** Ticket (spec §2). */
export default function TicketPage() {
  const { bill = '' } = useParams();
  const read = useApi('/tickets/{bill}', { path: { bill } }, notFoundIsAnAnswer);
  return <TicketPageView ticket={read.data} loading={read.isLoading} error={read.error ? (read.error.status === 404 ? 'No encontramos este ticket.' : read.error.message) : null} />;
}
