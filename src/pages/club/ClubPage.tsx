import { PlaceholderPage } from '../PlaceholderPage';

/** Club Vizionarios (spec §2). Not built yet. */
export default function ClubPage() {
  return <PlaceholderPage />;
}
