import { PlaceholderPage } from '../PlaceholderPage';

/** Corporativo (spec §2). Not built yet. */
export default function CorporatePage() {
  return <PlaceholderPage />;
}
