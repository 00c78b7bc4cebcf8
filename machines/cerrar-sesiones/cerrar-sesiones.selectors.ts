import type { SnapshotFrom } from 'xstate';
import type { cerrarSesionesMachine } from './cerrar-sesiones.machine.ts';

type CerrarSesionesSnapshot = SnapshotFrom<typeof cerrarSesionesMachine>;

/** The button spins while the server closes the sessions. */
export const selectClosingSessions = (s: CerrarSesionesSnapshot) => s.hasTag('busy');
/** What the server did, shown under the button after a close (null otherwise). */
export const selectSessionsNotice = (s: CerrarSesionesSnapshot) => (s.hasTag('closed') ? s.context.notice : null);
/** The server's refusal, shown under the button (null otherwise). */
export const selectSessionsError = (s: CerrarSesionesSnapshot) => (s.hasTag('refused') ? s.context.error : null);
