import type { SnapshotFrom } from 'xstate';
import type { PayBrand } from '../../openapi/index.ts';
import { membershipDialogTexts, type MembershipDialog } from './membership.dialogs.ts';
import type { membershipMachine } from './membership.machine.ts';
import type { MembershipDialogTag, PaymentMethodChoice } from './membership.types.ts';

export type MembershipSnapshot = SnapshotFrom<typeof membershipMachine>;

const DIALOG_TAGS: MembershipDialogTag[] = ['dialog.paid', 'dialog.pending', 'dialog.payFailed', 'dialog.payError'];

export const selectBrandPickerShown = (s: MembershipSnapshot) => s.hasTag('brandPicker');
export const selectDetailShown = (s: MembershipSnapshot) => s.hasTag('detail');
export const selectOpening = (s: MembershipSnapshot) => s.hasTag('opening');
export const selectCardFormShown = (s: MembershipSnapshot) => s.hasTag('cardForm');
export const selectPseFormShown = (s: MembershipSnapshot) => s.hasTag('pseForm');
export const selectPaying = (s: MembershipSnapshot) => s.hasTag('paying');
/** Paying by PSE: the bank form stays shown (busy) until the bank's page opens. */
export const selectPayingPse = (s: MembershipSnapshot) => s.hasTag('payingPse');
export const selectBusy = (s: MembershipSnapshot) => s.hasTag('busy');
export const selectRedirecting = (s: MembershipSnapshot) => s.hasTag('redirecting');

/** Spec §2: payment step 1 (card or PSE) or 2 (the form); null outside the payment. */
export function selectPaymentStep(s: MembershipSnapshot): 1 | 2 | null {
  if (s.hasTag('step.method')) return 1;
  if (s.hasTag('step.form')) return 2;
  return null;
}

export const selectBrands = (s: MembershipSnapshot): PayBrand[] => s.context.brands;
export const selectBrand = (s: MembershipSnapshot) => s.context.brand;
export const selectPrice = (s: MembershipSnapshot) => s.context.price;

/** The methods step 1 offers: those the chosen brand's payment method allows. */
export function selectMethods(s: MembershipSnapshot): PaymentMethodChoice[] {
  const method = s.context.brand?.payment_method;
  if (!method) return [];
  return [...(method.pay_with_card ? (['card'] as const) : []), ...(method.pay_with_pse ? (['pse'] as const) : [])];
}

/** The dialog the workflow shows now, with its texts, or null. */
export function selectDialog(s: MembershipSnapshot): MembershipDialog | null {
  const tag = DIALOG_TAGS.find((t) => s.hasTag(t));
  return tag ? membershipDialogTexts(tag, s.context.error) : null;
}
