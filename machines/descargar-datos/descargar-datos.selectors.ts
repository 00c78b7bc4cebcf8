import type { SnapshotFrom } from 'xstate';
import type { descargarDatosMachine } from './descargar-datos.machine.ts';
import type { Formato } from './descargar-datos.types.ts';

type DescargarDatosSnapshot = SnapshotFrom<typeof descargarDatosMachine>;

/** Which download button spins, if any. */
export const selectDownloading = (s: DescargarDatosSnapshot): Formato | null => (s.hasTag('busy') ? s.context.formato : null);
/** The server's refusal, shown with 'Intentar de nuevo' (null otherwise). */
export const selectDownloadError = (s: DescargarDatosSnapshot) => (s.hasTag('refused') ? s.context.error : null);
/** The format 'Intentar de nuevo' asks for again. */
export const selectRetryFormato = (s: DescargarDatosSnapshot): Formato | null => (s.hasTag('refused') ? s.context.formato : null);
