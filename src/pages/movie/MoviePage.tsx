import { PlaceholderPage } from '../PlaceholderPage';

/** Detalle de película (spec §2). Not built yet. */
export default function MoviePage() {
  return <PlaceholderPage />;
}
