import type { SnapshotFrom } from 'xstate';
import type { aceptarPoliticasMachine } from './aceptar-politicas.machine.ts';

type Snapshot = SnapshotFrom<typeof aceptarPoliticasMachine>;

export const selectPolicyDialogOpen = (s: Snapshot) => s.hasTag('open');
export const selectAccepting = (s: Snapshot) => s.hasTag('busy');
export const selectPendingPolicies = (s: Snapshot) => (s.hasTag('open') ? s.context.pending : []);
export const selectPolicyError = (s: Snapshot) => (s.hasTag('open') ? s.context.error : null);
