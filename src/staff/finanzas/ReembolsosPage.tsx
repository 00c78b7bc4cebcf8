import { useEffect, useEffectEvent } from 'react';
import type { StaffRefundItem } from '../../../openapi';
import { selectRefundBill, selectRefundDone, selectRefunding, selectRefundOpen, selectRefundRefusal } from '../../../machines/staff/finanzas/reembolso/reembolso.selectors';
import { useApi } from '../../api/useApi';
import { providedReembolsoMachine } from '../../app/staffActors';
import { ReembolsoContext } from '../contexts';
import { ReembolsosPageView } from './ReembolsosPageView';

/** Staff reads are never served from an earlier visit's copy: each visit asks again. */
const fresh = { dedupingInterval: 0, revalidateOnMount: true } as const;

/** The list with the refund dialog's machine: the dialog's states from the machine, the list as read. */
export function ReembolsosDesk(props: { refunds: StaffRefundItem[] | undefined; loading: boolean; problem: string | null; onRefunded(): void }) {
  const { send } = ReembolsoContext.useActorRef();
  const open = ReembolsoContext.useSelector(selectRefundOpen);
  const bill = ReembolsoContext.useSelector(selectRefundBill);
  const refunding = ReembolsoContext.useSelector(selectRefunding);
  const refusal = ReembolsoContext.useSelector(selectRefundRefusal);
  const done = ReembolsoContext.useSelector(selectRefundDone);
  const reread = useEffectEvent(() => props.onRefunded());
  useEffect(() => {
    if (done) reread();
  }, [done]);
  return (
    <ReembolsosPageView
      refunds={props.refunds}
      loading={props.loading}
      problem={props.problem}
      onRefund={(b) => send({ type: 'refund.open', bill: b })}
      dialog={{ open, bill, refunding, refusal, done, onConfirm: (via, reference) => send({ type: 'refund.confirm', via, reference }), onClose: () => send({ type: 'dialog.close' }) }}
    />
  );
}

/** /staff/finanzas/reembolsos. */
export default function ReembolsosPage() {
  const list = useApi('/staff/finanzas/reembolsos', undefined, fresh);
  const { mutate } = list;
  return (
    <ReembolsoContext.Provider logic={providedReembolsoMachine}>
      <ReembolsosDesk refunds={list.data?.refunds} loading={list.isLoading} problem={list.error?.message ?? null} onRefunded={() => void mutate()} />
    </ReembolsoContext.Provider>
  );
}
