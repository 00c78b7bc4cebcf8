import { useState } from 'react';
import { selectMembership } from '../../../machines/auth/auth.selectors';
import type { MembershipInput } from '../../../machines/membership/membership.types';
import { ACTIVE_CARD, membershipPriceOf } from '../../../openapi/rules';
import { useApi } from '../../api/useApi';
import { AuthContext } from '../../app/authContext';
import { providedMembershipMachine } from '../../app/membershipActors';
import { useSession } from '../../app/session';
import { MembershipActorContext } from '../../features/membership/MembershipContext';
import { MembershipPurchase } from '../../features/membership/MembershipPurchase';
import { ClubPageView, type ClubPageViewProps } from './ClubPageView';

/** Club Vizionarios (spec §2): the membership purchase for a signed-in user with a name. */
export default function ClubPage() {
  const { signedIn, user } = useSession();
  const settings = useApi('/settings');
  const price = settings.data && membershipPriceOf(settings.data.data);
  const brands = useApi(signedIn ? '/pay-brands' : null);
  const membership = AuthContext.useSelector(selectMembership);
  const hasName = Boolean(user?.name?.trim());
  const view: ClubPageViewProps = {
    price: price?.total,
    canPurchase: signedIn && hasName,
    needsName: signedIn && user !== null && !hasName,
    activeUntil: membership?.Estado === ACTIVE_CARD ? (membership.Vencimiento?.slice(0, 10) ?? null) : null,
  };
  const brandList = brands.data?.data;
  if (!view.canPurchase || !price || !brandList) return <ClubPageView {...view} canPurchase={false} needsName={view.needsName} />;
  return <Purchasable view={view} input={{ brands: brandList, price }} />;
}

function Purchasable({ view, input }: { view: ClubPageViewProps; input: MembershipInput }) {
  const auth = AuthContext.useActorRef();
  const [logic] = useState(() =>
    providedMembershipMachine({
      refreshMembership: () => auth.send({ type: 'membership.refresh' }),
      bank: (url) => window.location.assign(url),
    }),
  );
  return (
    <MembershipActorContext.Provider logic={logic} options={{ input }}>
      <ClubWithPurchase view={view} />
    </MembershipActorContext.Provider>
  );
}

function ClubWithPurchase({ view }: { view: ClubPageViewProps }) {
  const actor = MembershipActorContext.useActorRef();
  return <ClubPageView {...view} onPurchase={() => actor.send({ type: 'purchase.start' })} purchase={<MembershipPurchase />} />;
}
