import type { SnapshotFrom } from 'xstate';
import { changeOf, type staffSalaMachine } from './sala.machine.ts';

type SalaSnapshot = SnapshotFrom<typeof staffSalaMachine>;

export const selectSalaLoading = (s: SalaSnapshot) => s.hasTag('loading');
/** The read failed: 'Intentar de nuevo'. */
export const selectSalaLoadFailed = (s: SalaSnapshot) => s.hasTag('failed');
/** The sala as the server last gave it, with its seats (null until read). */
export const selectSala = (s: SalaSnapshot) => (s.hasTag('form') ? s.context.sala : null);
/** The rule and focal point as chosen on the page. */
export const selectSalaDraft = (s: SalaSnapshot) => (s.hasTag('form') ? s.context.draft : null);
/** Something differs from what the server has: 'Guardar' can be pressed. */
export const selectSalaChanged = (s: SalaSnapshot) => s.hasTag('form') && Object.keys(changeOf(s.context)).length > 0;
/** 'Guardar' spins while the server saves. */
export const selectSalaSaving = (s: SalaSnapshot) => s.hasTag('busy');
/** The last save went through. */
export const selectSalaSaved = (s: SalaSnapshot) => s.hasTag('saved');
/** The server's message, if the last read or save was refused. */
export const selectSalaRefusal = (s: SalaSnapshot) => (s.hasTag('refused') ? (s.context.refusal?.message ?? null) : null);
