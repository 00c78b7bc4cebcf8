import { useApi } from '../../api/useApi';
import { useSession } from '../../app/session';
import { ClubPageView } from './ClubPageView';
import { membershipPrice } from './price';

/** Club Vizionarios (spec §2). The membership purchase flow is built by another issue. */
export default function ClubPage() {
  const { signedIn, user } = useSession();
  const settings = useApi('/settings');
  return <ClubPageView price={membershipPrice(settings.data?.data)} canPurchase={signedIn && Boolean(user?.name)} />;
}
