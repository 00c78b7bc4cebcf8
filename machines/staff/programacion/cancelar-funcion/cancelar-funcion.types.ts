import type { FuncionCancelled, StaffFuncion } from '../../../../openapi/index.ts';
import type { DeskRefusal } from '../../refusal.ts';

export type CancelarFuncionTag = 'closed' | 'open' | 'busy' | 'refused' | 'cancelled';

export interface CancelarFuncionContext {
  /** The función the dialog is about. */
  funcion: StaffFuncion | null;
  refusal: DeskRefusal | null;
  /** What the cancellation did: bills flagged for refund, closed, seats freed (cancelFuncion). */
  cancelled: FuncionCancelled | null;
}

export type CancelarFuncionEvent =
  | { type: 'funcion.cancel'; funcion: StaffFuncion }
  | { type: 'cancel.confirm'; reason: string }
  | { type: 'dialog.close' };

export interface CancelarFuncionSchema {
  context: CancelarFuncionContext;
  events: CancelarFuncionEvent;
  tags: CancelarFuncionTag;
}
