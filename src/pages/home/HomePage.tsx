import { PlaceholderPage } from '../PlaceholderPage';

/** Inicio (spec §2). Not built yet. */
export default function HomePage() {
  return <PlaceholderPage title="Viziona" />;
}
