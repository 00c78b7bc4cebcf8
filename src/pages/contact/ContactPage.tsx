import { PlaceholderPage } from '../PlaceholderPage';

/** Contáctanos (PQRS) (spec §2). Not built yet. */
export default function ContactPage() {
  return <PlaceholderPage />;
}
