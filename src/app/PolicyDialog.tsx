import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { selectAccepting, selectPendingPolicies, selectPolicyDialogOpen, selectPolicyError } from '../../machines/aceptar-politicas/aceptar-politicas.selectors';
import { lazyWithAntd } from './lazyWithAntd';
import { policyActor } from './policyActors';

const PolicyDialogView = lazyWithAntd(() => import('../features/mis-datos/PolicyDialogView').then((m) => m.PolicyDialogView));

/** The policy dialog at sign-in (issue 32): open while the machine asks; its view loads only then. */
export function PolicyDialog() {
  const open = useSelector(policyActor, selectPolicyDialogOpen);
  const pending = useSelector(policyActor, selectPendingPolicies);
  const accepting = useSelector(policyActor, selectAccepting);
  const error = useSelector(policyActor, selectPolicyError);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PolicyDialogView pending={pending} accepting={accepting} error={error} onAccept={() => policyActor.send({ type: 'policies.accept' })} />
    </Suspense>
  );
}
