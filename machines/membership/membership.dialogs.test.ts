// The membership purchase's dialogs as the global status dialog draws them (spec §2 icon by type,
// §8): the type behind the icon, the title and the subtitle of each, and where the server's reason goes.
import { describe, expect, it } from 'vitest';
import { membershipDialogTexts, type MembershipDialog } from './membership.dialogs.ts';
import type { MembershipDialogTag } from './membership.types.ts';

const REASON = 'Ya tienes una compra de la membresía pendiente de confirmación.';
const PAY_ERROR = { type: 'error', title: 'Estado de la transacción', subtitle: 'Hubo un error al procesar el pago' } as const;

const expected: Record<MembershipDialogTag, Omit<MembershipDialog, 'tag'>> = {
  'dialog.paid': { type: 'success', title: '¡Transaccion exitosa!', subtitle: 'Tu pago fue procesado correctamente.' },
  'dialog.pending': { type: 'warning', title: 'Estado de la transacción', subtitle: 'Tu pago está pendiente de confirmación.' },
  // A refused card: the dialog gives no reason of its own.
  'dialog.payFailed': PAY_ERROR,
  'dialog.payError': { ...PAY_ERROR, detail: REASON },
};

describe('the membership dialogs', () => {
  it.each(Object.entries(expected))('%s', (tag, dialog) => {
    expect(membershipDialogTexts(tag as MembershipDialogTag, REASON)).toStrictEqual({ tag, ...dialog });
  });

  it('a payment error without a reason shows no further line', () => {
    expect(membershipDialogTexts('dialog.payError', null).detail).toBeUndefined();
  });
});
