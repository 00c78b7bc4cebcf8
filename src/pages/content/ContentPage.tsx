import { PlaceholderPage } from '../PlaceholderPage';

/** Página de contenido (spec §2). Not built yet. */
export default function ContentPage() {
  return <PlaceholderPage />;
}
