import { PlaceholderPage } from '../PlaceholderPage';

/** Mi perfil (spec §2). Not built yet. */
export default function ProfilePage() {
  return <PlaceholderPage />;
}
