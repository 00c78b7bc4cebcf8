import type { SnapshotFrom } from 'xstate';
import type { borrarCuentaMachine } from './borrar-cuenta.machine.ts';

type BorrarCuentaSnapshot = SnapshotFrom<typeof borrarCuentaMachine>;

/** The dialog is open (asking for the password, deleting, or asking about the tickets). */
export const selectDialogOpen = (s: BorrarCuentaSnapshot) => s.hasTag('asking') || s.hasTag('busy');
/** 'Eliminar mi cuenta' spins while the server works. */
export const selectDeleting = (s: BorrarCuentaSnapshot) => s.hasTag('busy');
/** The server said there are unused tickets for funciones to come: its words, or null. */
export const selectTicketsAtStake = (s: BorrarCuentaSnapshot) => (s.hasTag('ticketsAtStake') ? s.context.ticketsMessage : null);
export const selectDeletionError = (s: BorrarCuentaSnapshot) => s.context.error;
export const selectDeleted = (s: BorrarCuentaSnapshot) => s.hasTag('deleted');
