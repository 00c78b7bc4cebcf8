// The texts of the checkout's dialogs (spec §5, §8), one per dialog tag of the machine.
import type { DialogTag } from './checkout.types.ts';

export type DialogKind = 'success' | 'warning' | 'error';

export interface CheckoutDialog {
  tag: DialogTag;
  type: DialogKind;
  title: string;
  subtitle: string;
  /** A further line, e.g. the server's reason for a refused payment. */
  detail?: string;
}

export const RESERVE_FAILED_TITLE = 'Hubo un error al resevar';
export const SEATS_TAKEN = 'Las sillas ya están reservadas.';
export const CHOOSE_ANOTHER_SEAT = 'Por favor, elige otro asiento';

/** Spec §8: 'Unauthenticated.' or a message containing 'OCUPADA' become 'Las sillas ya están reservadas.'; none: 'Por favor, elige otro asiento'. */
export function reserveFailureText(message: string | null | undefined): string {
  const text = message?.trim();
  if (!text) return CHOOSE_ANOTHER_SEAT;
  if (text === 'Unauthenticated.' || text.includes('OCUPADA')) return SEATS_TAKEN;
  return text;
}

export function dialogTexts(tag: DialogTag, values: { maxSeats: number; error: string | null }): CheckoutDialog {
  switch (tag) {
    case 'dialog.seatLimit':
      return { tag, type: 'warning', title: '¡Lo Sentimos!', subtitle: `Solo puedes seleccionar ${values.maxSeats} asientos.` };
    case 'dialog.comboLimit':
      return { tag, type: 'warning', title: '¡Lo Sentimos!', subtitle: `Solo puedes seleccionar ${values.maxSeats} combos en total.` };
    case 'dialog.started':
      return { tag, type: 'warning', title: 'Lo sentimos', subtitle: 'No es posible reservar asientos en funciones en curso. Por favor, selecciona otro horario.' };
    case 'dialog.reserveFailed':
      return { tag, type: 'error', title: RESERVE_FAILED_TITLE, subtitle: reserveFailureText(values.error) };
    case 'dialog.expired':
      return { tag, type: 'warning', title: 'El tiempo de tu reserva ha expirado', subtitle: 'Debes iniciar el proceso de compra nuevamente.' };
    case 'dialog.recipeIncomplete':
      return { tag, type: 'warning', title: 'Debes seleccionar la receta del combo', subtitle: '' };
    case 'dialog.paid':
      return { tag, type: 'success', title: '¡Transaccion exitosa!', subtitle: 'Tu pago fue procesado correctamente.' };
    case 'dialog.payFailed':
      return { tag, type: 'error', title: 'Estado de la transacción', subtitle: 'Hubo un error al procesar el pago' };
    case 'dialog.payError':
    case 'dialog.pseError':
      return { tag, type: 'error', title: 'Estado de la transacción', subtitle: 'Hubo un error al procesar el pago', detail: values.error ?? undefined };
  }
}
