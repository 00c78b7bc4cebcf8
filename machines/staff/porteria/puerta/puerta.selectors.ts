import type { SnapshotFrom } from 'xstate';
import type { porteriaMachine } from './puerta.machine.ts';
import { NEVER_SYNCED, noGuardadosText } from './puerta.machine.ts';

type PorteriaSnapshot = SnapshotFrom<typeof porteriaMachine>;

/** What the page shows: one screen at a time. */
export type PorteriaScreen = 'loading' | 'failed' | 'refused' | 'choosing' | 'preparing' | 'scanning' | 'deciding' | 'showing' | 'undoing';

export const selectScreen = (s: PorteriaSnapshot): PorteriaScreen => {
  for (const tag of ['refused', 'failed', 'choosing', 'loading', 'showing', 'deciding', 'undoing', 'preparing', 'scanning'] as const) if (s.hasTag(tag)) return tag;
  return 'loading';
};
export const selectOpciones = (s: PorteriaSnapshot) => s.context.opciones;
export const selectPuerta = (s: PorteriaSnapshot) => s.context.puerta;
/** The verdict filling the screen (only while it is shown). */
export const selectVeredicto = (s: PorteriaSnapshot) => (s.hasTag('showing') ? s.context.veredicto : null);
/** 'Deshacer ingreso' can be pressed: the last accepted scan, within 60 s, while no scan is being decided. */
export const selectCanUndo = (s: PorteriaSnapshot) => s.hasTag('undoable') && (s.hasTag('scanning') || s.hasTag('showing'));
export const selectSyncing = (s: PorteriaSnapshot) => s.hasTag('syncing');
/** Online as far as the device knows (the last sync or scan reached the server). */
export const selectEnLinea = (s: PorteriaSnapshot) => s.context.enLinea;
export const selectPendientes = (s: PorteriaSnapshot) => s.context.pendientes;
export const selectSincronizado = (s: PorteriaSnapshot) => s.context.sincronizado;
/** Why the page stops or waits: a refusal, a failed read, or a device that never synced and is offline. */
export const selectProblema = (s: PorteriaSnapshot) => {
  if (s.hasTag('refused') || s.hasTag('failed')) return s.context.problema;
  if (s.hasTag('preparing') && !s.hasTag('syncing') && !s.context.enLinea) return NEVER_SYNCED;
  return null;
};
export const selectAviso = (s: PorteriaSnapshot) => s.context.aviso;
/** The warning while queued scans live in memory only (their write failed). */
export const selectNoGuardados = (s: PorteriaSnapshot) => (s.context.noGuardados > 0 ? noGuardadosText(s.context.noGuardados) : null);
