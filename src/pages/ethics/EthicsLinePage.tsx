import { PlaceholderPage } from '../PlaceholderPage';

/** Línea ética (spec §2). Not built yet. */
export default function EthicsLinePage() {
  return <PlaceholderPage />;
}
