import { PlaceholderPage } from '../PlaceholderPage';

/** Salas (spec §2). Not built yet. */
export default function RoomsPage() {
  return <PlaceholderPage />;
}
