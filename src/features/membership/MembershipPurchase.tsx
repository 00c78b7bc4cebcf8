import {
  selectBrand,
  selectBrandPickerShown,
  selectBrands,
  selectCardFormShown,
  selectDetailShown,
  selectDialog,
  selectMethods,
  selectOpening,
  selectPaying,
  selectPayingPse,
  selectPaymentStep,
  selectPrice,
  selectPseFormShown,
  selectRedirecting,
} from '../../../machines/membership/membership.selectors';
import type { MembershipSnapshot } from '../../../machines/membership/membership.selectors';
import { useApi } from '../../api/useApi';
import { MembershipActorContext } from './MembershipContext';
import { MembershipPurchaseView, type MembershipPart } from './MembershipPurchaseView';

function selectPart(s: MembershipSnapshot): MembershipPart {
  if (selectRedirecting(s)) return 'redirecting';
  if (selectPayingPse(s)) return 'psePaying';
  if (selectPaying(s)) return 'paying';
  if (selectCardFormShown(s)) return 'card';
  if (selectPseFormShown(s)) return 'pse';
  if (selectPaymentStep(s) === 1) return 'method';
  if (selectOpening(s)) return 'opening';
  if (selectDetailShown(s)) return 'detail';
  if (selectBrandPickerShown(s)) return 'brand';
  return 'closed';
}

/** The membership purchase over the club page: the machine's state mapped to the view, its events sent back. */
export function MembershipPurchase() {
  const actor = MembershipActorContext.useActorRef();
  const part = MembershipActorContext.useSelector(selectPart);
  const brands = MembershipActorContext.useSelector(selectBrands);
  const brand = MembershipActorContext.useSelector(selectBrand);
  const price = MembershipActorContext.useSelector(selectPrice);
  const methods = MembershipActorContext.useSelector(selectMethods, (a, b) => a.join() === b.join());
  const dialog = MembershipActorContext.useSelector(selectDialog, (a, b) => a?.tag === b?.tag && a?.detail === b?.detail);
  const banks = useApi(part === 'pse' || part === 'psePaying' ? '/epayco/banks' : null);
  return (
    <MembershipPurchaseView
      part={part}
      brands={brands}
      brand={brand}
      price={price}
      methods={methods}
      dialog={dialog}
      banks={banks.data ?? []}
      onChooseBrand={(id) => actor.send({ type: 'brand.choose', id })}
      onConfirmDetail={() => actor.send({ type: 'detail.confirm' })}
      onChooseMethod={(method) => actor.send({ type: 'method.choose', method })}
      onSubmitCard={(card) => actor.send({ type: 'card.submit', card })}
      onSubmitPse={(pse) => actor.send({ type: 'pse.submit', pse })}
      onBack={() => actor.send({ type: 'payment.back' })}
      onClose={() => actor.send({ type: 'purchase.close' })}
      onCloseDialog={() => actor.send({ type: 'dialog.close' })}
    />
  );
}
