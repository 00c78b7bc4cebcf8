import {
  selectBrand,
  selectBrands,
  selectBusy,
  selectCanAskBest,
  selectCanContinue,
  selectLoneSeat,
  selectCanFinish,
  selectCardFormShown,
  selectCart,
  selectCheckoutPanelOpen,
  selectComboModalOpen,
  selectConfirmationOpen,
  selectDialog,
  selectDraft,
  selectError,
  selectLoading,
  selectMaxSeats,
  selectPaying,
  selectPrices,
  selectProducts,
  selectPseFormShown,
  selectPayingPse,
  selectQuote,
  selectQuoting,
  selectRoom,
  selectSeatMap,
  selectSeats,
  selectSecondsLeft,
  selectStep,
  selectTimerShown,
  selectUnavailable,
  selectZone,
} from '../../../machines/checkout/checkout.selectors';
import { ACTIVE_CARD } from '../../../openapi/rules';
import { CheckoutActorContext } from '../../features/checkout/CheckoutContext';
import type { MembershipStatus } from '../../../openapi';
import type { CheckoutPanelProps } from '../../features/checkout/CheckoutPanel';
import { offeredProducts } from '../../features/checkout/offeredProducts';
import { useApi } from '../../api/useApi';
import { PurchasePageView } from './PurchasePageView';

const { useSelector, useActorRef } = CheckoutActorContext;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Subscribes to the checkout actor and maps its state to the view; every button sends an event. */
export function PurchaseScreen({ membership }: { membership?: Pick<MembershipStatus, 'Estado' | 'CineFan'> | null }) {
  const actor = useActorRef();
  const send = actor.send;
  const room = useSelector(selectRoom);
  const seatRows = useSelector(selectSeatMap, same);
  const cart = useSelector(selectCart, same);
  const products = useSelector(selectProducts);
  const draft = useSelector(selectDraft, same);
  const comboOpen = useSelector(selectComboModalOpen);
  const panelOpen = useSelector(selectCheckoutPanelOpen);
  const confirmation = useSelector(selectConfirmationOpen);
  const cardForm = useSelector(selectCardFormShown);
  const pseForm = useSelector(selectPseFormShown);
  const paying = useSelector(selectPaying);
  const payingPse = useSelector(selectPayingPse);
  const part: CheckoutPanelProps['part'] = payingPse ? 'psePaying' : paying ? 'paying' : cardForm ? 'card' : pseForm ? 'pse' : confirmation ? 'confirmation' : 'brand';
  // The bank list is only needed once the PSE form shows (spec §7: failures only logged).
  const banks = useApi(pseForm || payingPse ? '/epayco/banks' : null);
  const member = membership?.Estado === ACTIVE_CARD;
  return (
    <PurchasePageView
      loading={useSelector(selectLoading)}
      unavailable={useSelector(selectUnavailable)}
      room={room}
      step={useSelector(selectStep)}
      prices={useSelector(selectPrices, same)}
      zone={useSelector(selectZone)}
      seatRows={seatRows}
      seats={useSelector(selectSeats)}
      maxSeats={useSelector(selectMaxSeats)}
      busy={useSelector(selectBusy)}
      canContinue={useSelector(selectCanContinue)}
      loneSeat={useSelector(selectLoneSeat)}
      canAskBest={useSelector(selectCanAskBest)}
      timer={useSelector(selectTimerShown)}
      secondsLeft={useSelector(selectSecondsLeft)}
      products={offeredProducts(products, membership ?? null)}
      member={member}
      cart={cart}
      quoting={useSelector(selectQuoting)}
      quote={useSelector(selectQuote)}
      error={useSelector(selectError)}
      canFinish={useSelector(selectCanFinish)}
      combo={comboOpen ? { product: draft?.product ?? null, draft } : null}
      panel={{ open: panelOpen, part }}
      brands={useSelector(selectBrands)}
      brand={useSelector(selectBrand)}
      dialog={useSelector(selectDialog, same)}
      onZone={(codigo) => send({ type: 'zone.choose', codigo })}
      onToggleSeat={(fila, columna) => send({ type: 'seat.toggle', fila, columna })}
      onContinue={() => send({ type: 'purchase.continue' })}
      onBest={(count) => send({ type: 'best.request', count })}
      onDialogClose={() => send({ type: 'dialog.close' })}
      onChange={() => send({ type: 'purchase.change' })}
      onOpenProduct={(codigo) => send({ type: 'combo.open', codigo })}
      onChooseRecipe={(group, option) => send({ type: 'recipe.choose', group, option })}
      onAddCombo={() => send({ type: 'combo.add' })}
      onCancelCombo={() => send({ type: 'combo.cancel' })}
      onIncrement={(line) => send({ type: 'cart.increment', line })}
      onDecrement={(line) => send({ type: 'cart.decrement', line })}
      onRemove={(line) => send({ type: 'cart.remove', line })}
      onFinish={() => send({ type: 'purchase.finish' })}
      onChooseBrand={(id) => send({ type: 'brand.choose', id })}
      onAcceptConfirmation={() => send({ type: 'confirmation.accept' })}
      onCloseConfirmation={() => send({ type: 'confirmation.close' })}
      onSubmitCard={(card) => send({ type: 'card.submit', card })}
      onSubmitPse={(pse) => send({ type: 'pse.submit', pse })}
      onSwitchMethod={() => send({ type: 'method.switch' })}
      banks={banks.data ?? []}
      onBackToBrands={() => send({ type: 'payment.back' })}
      onClosePanel={() => send({ type: 'checkout.close' })}
      onRetry={() => send({ type: 'load.retry' })}
    />
  );
}
