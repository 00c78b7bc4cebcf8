import { PlaceholderPage } from '../PlaceholderPage';

/** Ticket (spec §2). Not built yet. */
export default function TicketPage() {
  return <PlaceholderPage />;
}
