import type { SnapshotFrom } from 'xstate';
import type { bandejaGestionMachine } from './bandeja-gestion.machine.ts';

type GestionSnapshot = SnapshotFrom<typeof bandejaGestionMachine>;

export const selectWriting = (s: GestionSnapshot) => s.hasTag('busy');
export const selectRefusal = (s: GestionSnapshot) => (s.hasTag('refused') ? s.context.refusal : null);
/** Writes the server took so far. */
export const selectDone = (s: GestionSnapshot) => s.context.done;
