import type { SnapshotFrom } from 'xstate';
import type { LayoutSeat, PriceLocation, ScoreProduct } from '../../openapi/index.ts';
import { dialogTexts, type CheckoutDialog } from './checkout.dialogs.ts';
import { isChosen, isSeat, offeredPrices, seatState, type SeatState } from './checkout.seats.ts';
import { loneSeatVerdict } from './checkout.lone-seats.ts';
import type { checkoutMachine } from './checkout.machine.ts';
import type { CartLine, DialogTag } from './checkout.types.ts';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

const DIALOG_TAGS: DialogTag[] = [
  'dialog.seatLimit',
  'dialog.started',
  'dialog.reserveFailed',
  'dialog.expired',
  'dialog.recipeIncomplete',
  'dialog.comboLimit',
  'dialog.paid',
  'dialog.payFailed',
  'dialog.payError',
  'dialog.pseError',
];

export const selectLoading = (s: CheckoutSnapshot) => s.hasTag('loading');
export const selectMissing = (s: CheckoutSnapshot) => s.hasTag('missing');
export const selectUnavailable = (s: CheckoutSnapshot) => s.hasTag('unavailable');
export const selectBusy = (s: CheckoutSnapshot) => s.hasTag('busy');
export const selectFinished = (s: CheckoutSnapshot) => s.hasTag('finished');

/** Spec §2: step 0 zone and seats, step 1 confectionery (and the checkout panel over it). */
export function selectStep(s: CheckoutSnapshot): 0 | 1 | null {
  if (s.hasTag('step.seats')) return 0;
  if (s.hasTag('step.confectionery')) return 1;
  return null;
}

/** What the panel shows: 'timer' while the hold is counted down. */
export const selectTimerShown = (s: CheckoutSnapshot) => s.hasTag('timer');
export const selectSecondsLeft = (s: CheckoutSnapshot) => s.context.secondsLeft;

export const selectComboModalOpen = (s: CheckoutSnapshot) => s.hasTag('comboModal');
export const selectCheckoutPanelOpen = (s: CheckoutSnapshot) => s.hasTag('checkoutPanel');
export const selectBrandPickerShown = (s: CheckoutSnapshot) => s.hasTag('brandPicker');
export const selectConfirmationOpen = (s: CheckoutSnapshot) => s.hasTag('confirmation');
export const selectCardFormShown = (s: CheckoutSnapshot) => s.hasTag('cardForm');
export const selectPseFormShown = (s: CheckoutSnapshot) => s.hasTag('pseForm');
export const selectPaying = (s: CheckoutSnapshot) => s.hasTag('paying');
/** Paying by PSE (the bank form shows, busy, until the browser leaves for the bank). */
export const selectPayingPse = (s: CheckoutSnapshot) => s.hasTag('payingPse');
export const selectQuoting = (s: CheckoutSnapshot) => s.hasTag('quoting');

/** The dialog the workflow shows now, with its texts (spec §5, §8), or null. */
export function selectDialog(s: CheckoutSnapshot): CheckoutDialog | null {
  const tag = DIALOG_TAGS.find((t) => s.hasTag(t));
  return tag ? dialogTexts(tag, { maxSeats: s.context.room?.maxSeats ?? 0, error: s.context.error }) : null;
}

export const selectRoom = (s: CheckoutSnapshot) => s.context.room;
export const selectPrices = (s: CheckoutSnapshot): PriceLocation[] => offeredPrices(s.context.room);
export const selectZone = (s: CheckoutSnapshot) => s.context.zone;
export const selectSeats = (s: CheckoutSnapshot) => s.context.seats;
export const selectMaxSeats = (s: CheckoutSnapshot) => s.context.room?.maxSeats ?? 0;
/** Issue 30: why the chosen seats break the sala's no-lone-seats rule (the seat left alone), or null. */
export function selectLoneSeat(s: CheckoutSnapshot): string | null {
  const verdict = loneSeatVerdict(s.context.room, s.context.status, s.context.seats);
  return verdict.ok ? null : verdict.message;
}
export const selectCanContinue = (s: CheckoutSnapshot) => s.hasTag('step.seats') && !s.hasTag('busy') && s.context.seats.length > 0 && selectLoneSeat(s) === null;
/** 'Mejor disponible' can be asked for: choosing seats, nothing under way, a zone chosen. */
export const selectCanAskBest = (s: CheckoutSnapshot) => s.hasTag('step.seats') && !s.hasTag('busy') && s.context.zone !== null && (s.context.room?.maxSeats ?? 0) > 0;
export const selectQuote = (s: CheckoutSnapshot) => s.context.quote;
export const selectError = (s: CheckoutSnapshot) => s.context.error;
export const selectBrands = (s: CheckoutSnapshot) => s.context.brands;
export const selectBrand = (s: CheckoutSnapshot) => s.context.brand;
export const selectResult = (s: CheckoutSnapshot) => s.context.result;
export const selectCanFinish = (s: CheckoutSnapshot) => s.hasTag('step.confectionery') && !s.hasTag('quoting') && s.context.quote !== null;

/** How the map draws a cell: a seat's state for this buyer, or what else the cell is. */
export type SeatView = 'free' | 'chosen' | 'taken' | 'otherZone' | 'wheelchair' | 'aisle';

export interface MapCell {
  seat: LayoutSeat;
  view: SeatView;
  /** Price of the seat's zone, when it is on sale. */
  price?: number;
  state?: SeatState;
}

/** The room as rows of cells, front row (next to the screen) first. */
export function selectSeatMap(s: CheckoutSnapshot): MapCell[][] {
  const { room, status, zone, seats } = s.context;
  if (!room) return [];
  const prices = offeredPrices(room);
  const chosenZone = prices.find((p) => p.codigo === zone)?.zona;
  const rows = new Map<number, MapCell[]>();
  for (const seat of room.layout) {
    const price = prices.find((p) => p.zona === seat.TipoZona)?.valor;
    const state = seatState(status, seat);
    let view: SeatView;
    if (seat.TipoSilla === 'Pasillo' || (!isSeat(seat) && seat.TipoSilla !== 'Discapacitado')) view = 'aisle';
    else if (seat.TipoSilla === 'Discapacitado') view = 'wheelchair';
    else if (isChosen(seats, seat.FilaTotal, seat.ColumnaTotal)) view = 'chosen';
    else if (state !== 'S' && state !== 'R') view = 'taken';
    else if (seat.TipoZona !== chosenZone || price === undefined) view = 'otherZone';
    else view = 'free';
    const row = rows.get(seat.FilaTotal) ?? [];
    row.push({ seat, view, price, state });
    rows.set(seat.FilaTotal, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, cells]) => cells.sort((a, b) => a.seat.ColumnaTotal - b.seat.ColumnaTotal));
}

export interface CartItem extends CartLine {
  product: ScoreProduct | undefined;
  /** The chosen recipe, readable. */
  recipeText: string;
}

export function selectCart(s: CheckoutSnapshot): CartItem[] {
  return s.context.cart.map((line) => {
    const product = s.context.products.find((p) => p.Codigo === line.Codigo);
    const recipeText = line.Receta.map((codigo, i) => product?.Receta[i]?.Opciones.find((o) => o.Codigo === codigo)?.Descripcion ?? '').filter(Boolean).join(', ');
    return { ...line, product, recipeText };
  });
}

export const selectComboUnits = (s: CheckoutSnapshot) => s.context.cart.reduce((n, l) => n + l.Cantidad, 0);

/** The combo being put together in the modal, with its product. */
export function selectDraft(s: CheckoutSnapshot) {
  const draft = s.context.draft;
  if (!draft) return null;
  return { ...draft, product: s.context.products.find((p) => p.Codigo === draft.Codigo) ?? null };
}

/** The theater's products as listed; the page filters what is offered to this buyer (scoreProductOffered), and the server's quote decides. */
export const selectProducts = (s: CheckoutSnapshot) => s.context.products;
