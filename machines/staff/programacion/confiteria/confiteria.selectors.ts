import type { SnapshotFrom } from 'xstate';
import type { staffConfiteriaMachine } from './confiteria.machine.ts';

type ConfiteriaSnapshot = SnapshotFrom<typeof staffConfiteriaMachine>;

/** Whether the edit form shows, and for which product (null: a new one). */
export const selectFormOpen = (s: ConfiteriaSnapshot) => s.hasTag('form');
export const selectEditing = (s: ConfiteriaSnapshot) => (s.hasTag('form') ? s.context.editing : null);
/** 'Guardar' spins while the server saves. */
export const selectProductSaving = (s: ConfiteriaSnapshot) => s.hasTag('busy');
/** What the page says once a product is saved. */
export const selectProductSaved = (s: ConfiteriaSnapshot) => (s.hasTag('saved') && s.context.saved ? `Producto guardado: ${s.context.saved.descripcion}.` : null);
/** The server's message when the save was refused. */
export const selectProductRefusal = (s: ConfiteriaSnapshot) => (s.hasTag('failed') ? (s.context.refusal?.message ?? null) : null);
