import { createActorContext } from '@xstate/react';
import { membershipMachine } from '../../../machines/membership/membership.machine';

/** The membership purchase actor of the club page: ClubPage provides it with the app's actors, stories with a state. */
export const MembershipActorContext = createActorContext(membershipMachine);
