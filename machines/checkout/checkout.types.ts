import type {
  CardPaymentRequest,
  Consecutive,
  PurchaseQuote,
  PurchaseQuoteRequest,
  PayBrand,
  PaymentResult,
  PsePaymentRequest,
  PsePaymentResult,
  Reservation,
  RowStatus,
  ScoreProduct,
  SelectedSeat,
  ShowtimeRoom,
} from '../../openapi/index.ts';
import type { PayType } from '../../openapi/rules.ts';
import type { SeatFeedEvent } from './seat-feed.machine.ts';
import type { CardDetails, PseDetails } from '../payment/payment.types.ts';

/** `getConsecutive`'s answer: the purchase's number and the server's key binding the payment to this user (PURCHASE.md 1). */
export type OpenedPurchase = Consecutive;
/** `quotePurchase`'s answer (PURCHASE.md 5): the server's one pricing module, shown as it is. */
export type { PurchaseQuote };
export type QuoteRequest = PurchaseQuoteRequest;

/** A combo or product in the cart: one line per product and recipe. */
export interface CartLine {
  Codigo: number;
  Cantidad: number;
  /** `RecipeOption.Codigo` chosen for each recipe group, in the product's order. */
  Receta: number[];
}

/** The combo being put together in the combo modal. */
export interface ComboDraft {
  Codigo: number;
  /** One choice per recipe group; null until chosen. */
  choices: (number | null)[];
}

export interface CheckoutInput {
  showtimeId: number;
  theater: string;
  /** What the payment buys: tickets and confectionery unless told (the membership has its own machine). */
  payType?: PayType;
}

export interface CheckoutContext {
  showtimeId: number;
  theater: string;
  payType: PayType;
  room: ShowtimeRoom | null;
  status: RowStatus[] | null;
  products: ScoreProduct[];
  brands: PayBrand[];
  purchase: OpenedPurchase | null;
  /** The chosen price location (`PriceLocation.codigo`): its zone's seats are the selectable ones. */
  zone: number | null;
  seats: SelectedSeat[];
  reservation: Reservation | null;
  /** Seconds left of the hold, first from the server's `seconds_left`, then counted down each second. */
  secondsLeft: number;
  cart: CartLine[];
  draft: ComboDraft | null;
  quote: PurchaseQuote | null;
  brand: PayBrand | null;
  result: PaymentResult | null;
  /** The server's message of the last failed reservation, quote or payment. */
  error: string | null;
}

export type CheckoutEvent =
  | { type: 'zone.choose'; codigo: number }
  | { type: 'seat.toggle'; fila: number; columna: number }
  | { type: 'purchase.continue' }
  /** 'Mejor disponible': the server picks and holds `count` seats of the chosen zone. */
  | { type: 'best.request'; count: number }
  | { type: 'dialog.close' }
  | { type: 'purchase.change' }
  | { type: 'combo.open'; codigo: number }
  | { type: 'recipe.choose'; group: number; option: number }
  | { type: 'combo.add' }
  | { type: 'combo.cancel' }
  | { type: 'cart.increment'; line: number }
  | { type: 'cart.decrement'; line: number }
  | { type: 'cart.remove'; line: number }
  | { type: 'purchase.finish' }
  | { type: 'checkout.close' }
  | { type: 'brand.choose'; id: number }
  | { type: 'confirmation.accept' }
  | { type: 'confirmation.close' }
  | { type: 'payment.back' }
  | { type: 'card.submit'; card: CardDetails }
  | { type: 'pse.submit'; pse: PseDetails }
  | { type: 'method.switch' }
  | { type: 'load.retry' }
  | { type: 'page.leave' }
  | SeatFeedEvent;

export type CheckoutTag =
  | 'loading'
  | 'missing'
  | 'unavailable'
  | 'busy'
  | 'step.seats'
  | 'step.confectionery'
  | 'timer'
  | 'quoting'
  | 'comboModal'
  | 'checkoutPanel'
  | 'brandPicker'
  | 'confirmation'
  | 'cardForm'
  | 'pseForm'
  | 'paying'
  | 'payingPse'
  | 'finished'
  | DialogTag;

/** One tag per dialog of the workflow; the view's texts come from these (checkout.dialogs.ts). */
export type DialogTag =
  | 'dialog.seatLimit'
  | 'dialog.started'
  | 'dialog.reserveFailed'
  | 'dialog.expired'
  | 'dialog.recipeIncomplete'
  | 'dialog.comboLimit'
  | 'dialog.paid'
  | 'dialog.payFailed'
  | 'dialog.payError'
  | 'dialog.pseError';

export interface CheckoutSchema {
  context: CheckoutContext;
  events: CheckoutEvent;
  input: CheckoutInput;
  tags: CheckoutTag;
}

/** Inputs of the network actors, named after the contract's operationIds. */
export interface ReserveInput {
  showtimeId: number;
  body: { score_consecutive: number; seats: SelectedSeat[]; device: 'web' };
}
export interface BestAvailableInput {
  showtimeId: number;
  body: { score_consecutive: number; count: number; zone: number; device: 'web' };
}
export interface CancelInput {
  showtimeId: number;
  body: { score_consecutive: number; device: 'web' };
}
export type { CardDetails, CardPaymentRequest, PaymentResult, PseDetails, PsePaymentRequest, PsePaymentResult };
