// The checkout's dialogs as the global status dialog draws them (spec §2 icon by type, §5, §8): the
// type behind the icon, the title and the subtitle of each, and where the server's reason goes.
import { describe, expect, it } from 'vitest';
import { dialogTexts, type CheckoutDialog } from './checkout.dialogs.ts';
import type { DialogTag } from './checkout.types.ts';

const REASON = 'La transacción fue rechazada por el banco.';
const values = { maxSeats: 4, error: REASON };
const PAY_ERROR = { type: 'error', title: 'Estado de la transacción', subtitle: 'Hubo un error al procesar el pago' } as const;

const expected: Record<DialogTag, Omit<CheckoutDialog, 'tag'>> = {
  'dialog.seatLimit': { type: 'warning', title: '¡Lo Sentimos!', subtitle: 'Solo puedes seleccionar 4 asientos.' },
  'dialog.comboLimit': { type: 'warning', title: '¡Lo Sentimos!', subtitle: 'Solo puedes seleccionar 4 combos en total.' },
  'dialog.started': { type: 'warning', title: 'Lo sentimos', subtitle: 'No es posible reservar asientos en funciones en curso. Por favor, selecciona otro horario.' },
  'dialog.reserveFailed': { type: 'error', title: 'Hubo un error al resevar', subtitle: REASON },
  'dialog.expired': { type: 'warning', title: 'El tiempo de tu reserva ha expirado', subtitle: 'Debes iniciar el proceso de compra nuevamente.' },
  'dialog.recipeIncomplete': { type: 'warning', title: 'Debes seleccionar la receta del combo', subtitle: '' },
  'dialog.paid': { type: 'success', title: '¡Transaccion exitosa!', subtitle: 'Tu pago fue procesado correctamente.' },
  // A refused card goes on to its status page: the dialog gives no reason of its own.
  'dialog.payFailed': PAY_ERROR,
  'dialog.payError': { ...PAY_ERROR, detail: REASON },
  'dialog.pseError': { ...PAY_ERROR, detail: REASON },
};

describe('the checkout dialogs', () => {
  it.each(Object.entries(expected))('%s', (tag, dialog) => {
    expect(dialogTexts(tag as DialogTag, values)).toStrictEqual({ tag, ...dialog });
  });

  it('a payment error without a reason shows no further line', () => {
    expect(dialogTexts('dialog.payError', { maxSeats: 4, error: null }).detail).toBeUndefined();
  });
});
