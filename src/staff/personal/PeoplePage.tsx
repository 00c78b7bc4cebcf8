import { createActorContext } from '@xstate/react';
import { staffPersonalMachine } from '../../../machines/staff/personal/people/people.machine';
import {
  selectCanRetry,
  selectDialog,
  selectListProblem,
  selectNotice,
  selectPeople,
  selectPeopleLoading,
  selectRefusal,
  selectSelected,
  selectSending,
  selectSent,
} from '../../../machines/staff/personal/people/people.selectors';
import { providedStaffPersonalMachine } from '../../app/staffActors';
import { PeoplePageView } from './PeoplePageView';

/** The Personal page's actor: the page provides the real one, a story one started in a state. */
export const StaffPersonalContext = createActorContext(staffPersonalMachine);

/** Subscribes to the Personal page's machine and maps it to the view. */
export function StaffPersonal() {
  const { send } = StaffPersonalContext.useActorRef();
  return (
    <PeoplePageView
      loading={StaffPersonalContext.useSelector(selectPeopleLoading)}
      people={StaffPersonalContext.useSelector(selectPeople)}
      problem={StaffPersonalContext.useSelector(selectListProblem)}
      notice={StaffPersonalContext.useSelector(selectNotice)}
      dialog={StaffPersonalContext.useSelector(selectDialog)}
      selected={StaffPersonalContext.useSelector(selectSelected)}
      sending={StaffPersonalContext.useSelector(selectSending)}
      refusal={StaffPersonalContext.useSelector(selectRefusal)}
      canRetry={StaffPersonalContext.useSelector(selectCanRetry)}
      sent={StaffPersonalContext.useSelector(selectSent)}
      onRetryList={() => send({ type: 'list.retry' })}
      onInvite={() => send({ type: 'invitation.open' })}
      onSubmitInvitation={(invitation) => send({ type: 'invitation.submit', invitation })}
      onOpenRoles={(person) => send({ type: 'roles.open', person })}
      onSubmitRoles={(roles) => send({ type: 'roles.submit', roles })}
      onOpenDeactivation={(person) => send({ type: 'deactivation.open', person })}
      onConfirmDeactivation={() => send({ type: 'deactivation.confirm' })}
      onRetryRequest={() => send({ type: 'request.retry' })}
      onClose={() => send({ type: 'dialog.close' })}
    />
  );
}

export default function PeoplePage() {
  return (
    <StaffPersonalContext.Provider logic={providedStaffPersonalMachine}>
      <StaffPersonal />
    </StaffPersonalContext.Provider>
  );
}
