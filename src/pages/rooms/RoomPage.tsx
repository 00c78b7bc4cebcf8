import { PlaceholderPage } from '../PlaceholderPage';

/** Sala (spec §2). Not built yet. */
export default function RoomPage() {
  return <PlaceholderPage />;
}
