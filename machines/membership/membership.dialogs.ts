// The texts of the membership purchase's dialogs (spec §8), one per dialog tag of the machine.
import type { MembershipDialogTag } from './membership.types.ts';

export interface MembershipDialog {
  tag: MembershipDialogTag;
  type: 'success' | 'warning' | 'error';
  title: string;
  subtitle: string;
  /** A further line: the server's reason for a refused payment. */
  detail?: string;
}

export function membershipDialogTexts(tag: MembershipDialogTag, error: string | null): MembershipDialog {
  switch (tag) {
    case 'dialog.paid':
      return { tag, type: 'success', title: '¡Transaccion exitosa!', subtitle: 'Tu pago fue procesado correctamente.' };
    case 'dialog.pending':
      return { tag, type: 'warning', title: 'Estado de la transacción', subtitle: 'Tu pago está pendiente de confirmación.' };
    case 'dialog.payFailed':
      return { tag, type: 'error', title: 'Estado de la transacción', subtitle: 'Hubo un error al procesar el pago' };
    case 'dialog.payError':
      return { tag, type: 'error', title: 'Estado de la transacción', subtitle: 'Hubo un error al procesar el pago', detail: error ?? undefined };
  }
}
