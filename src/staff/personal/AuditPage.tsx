import { createActorContext } from '@xstate/react';
import { staffAuditMachine } from '../../../machines/staff/personal/audit/audit.machine';
import {
  selectAuditEntries,
  selectAuditFilters,
  selectAuditLoading,
  selectAuditPageNumber,
  selectAuditPeople,
  selectAuditProblem,
  selectHasNewer,
  selectHasOlder,
} from '../../../machines/staff/personal/audit/audit.selectors';
import { providedStaffAuditMachine } from '../../app/staffActors';
import { AuditPageView } from './AuditPageView';

/** The audit page's actor: the page provides the real one, a story one started in a state. */
export const StaffAuditContext = createActorContext(staffAuditMachine);

/** Subscribes to the audit log's machine and maps it to the view. */
export function StaffAudit() {
  const { send } = StaffAuditContext.useActorRef();
  return (
    <AuditPageView
      loading={StaffAuditContext.useSelector(selectAuditLoading)}
      entries={StaffAuditContext.useSelector(selectAuditEntries)}
      people={StaffAuditContext.useSelector(selectAuditPeople)}
      filters={StaffAuditContext.useSelector(selectAuditFilters)}
      problem={StaffAuditContext.useSelector(selectAuditProblem)}
      hasNewer={StaffAuditContext.useSelector(selectHasNewer)}
      hasOlder={StaffAuditContext.useSelector(selectHasOlder)}
      page={StaffAuditContext.useSelector(selectAuditPageNumber)}
      onFilter={(filters) => send({ type: 'audit.filter', filters })}
      onNewer={() => send({ type: 'audit.previous' })}
      onOlder={() => send({ type: 'audit.next' })}
      onRetry={() => send({ type: 'audit.retry' })}
    />
  );
}

export default function AuditPage() {
  return (
    <StaffAuditContext.Provider logic={providedStaffAuditMachine}>
      <StaffAudit />
    </StaffAuditContext.Provider>
  );
}
