import { PlaceholderPage } from '../PlaceholderPage';

/** Próximos estrenos (spec §2). Not built yet. */
export default function UpcomingReleasesPage() {
  return <PlaceholderPage />;
}
