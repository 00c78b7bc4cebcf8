import { useEffect } from 'react';
import type { Bill } from '../../../openapi';
import { AuthContext } from '../../app/authContext';
import { refetchAfterMembership } from '../../app/membershipActors';
import { BILL_STATE, PAY_TYPE } from '../../../openapi/rules';

/**
 * A membership paid by PSE comes back from the bank to its status page: once the bill reads
 * accepted (at once, or later while the page polls), the membership and the reads that depend on it
 * are fetched again (spec §4, type 3), so the club page and the profile show the active card.
 */
export function useMembershipPaid(bill: Bill | undefined): void {
  const auth = AuthContext.useActorRef();
  const paid = bill?.pay_type.id === PAY_TYPE.membership && bill.pay_status.id === BILL_STATE.accepted ? bill.bill : null;
  useEffect(() => {
    if (paid) refetchAfterMembership(() => auth.send({ type: 'membership.refresh' }));
  }, [paid, auth]);
}
