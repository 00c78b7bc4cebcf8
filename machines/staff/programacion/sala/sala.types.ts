import type { LoneSeatMode, SalaSeatRulesChange, StaffSala } from '../../../../openapi/index.ts';
import type { StaffRefusal } from '../../refusal.ts';

export type StaffSalaTag = 'loading' | 'form' | 'busy' | 'refused' | 'saved' | 'failed';

/** The rule and focal point as the desk has them chosen (not saved yet while they differ from the sala's). */
export interface SalaDraft {
  loneSeats: LoneSeatMode;
  focusFila: number;
  focusColumna: number;
}

export interface StaffSalaContext {
  salaId: number;
  /** The sala as the server last gave it. */
  sala: StaffSala | null;
  draft: SalaDraft | null;
  refusal: StaffRefusal | null;
}

export type StaffSalaEvent =
  | { type: 'mode.choose'; mode: LoneSeatMode }
  | { type: 'focus.choose'; focusFila: number; focusColumna: number }
  | { type: 'sala.save' }
  | { type: 'sala.retry' };

/** What updateSala is sent: the sala and only what changed. */
export interface SalaUpdate {
  id: number;
  change: SalaSeatRulesChange;
}

export interface StaffSalaSchema {
  context: StaffSalaContext;
  events: StaffSalaEvent;
  tags: StaffSalaTag;
  input: { salaId: number };
}
