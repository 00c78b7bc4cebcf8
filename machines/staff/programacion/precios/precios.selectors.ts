import type { SnapshotFrom } from 'xstate';
import type { staffPreciosMachine } from './precios.machine.ts';
import type { StaffPreciosPart } from './precios.types.ts';

type PreciosSnapshot = SnapshotFrom<typeof staffPreciosMachine>;

const SAVED: Record<StaffPreciosPart, string> = {
  tarifas: 'Tarifas guardadas. Rigen para las compras que se coticen desde ahora.',
  servicio: 'Cargos por servicio guardados.',
  membresia: 'Precio de la membresía guardado.',
};

/** Every save button waits while one save is on its way. */
export const selectPreciosSaving = (s: PreciosSnapshot) => s.hasTag('busy');
/** What the page says after a save went through. */
export const selectPreciosSaved = (s: PreciosSnapshot) => (s.hasTag('saved') && s.context.saved ? SAVED[s.context.saved] : null);
/** The server's message when the last save was refused. */
export const selectPreciosRefusal = (s: PreciosSnapshot) => (s.hasTag('failed') ? (s.context.refusal?.message ?? null) : null);
