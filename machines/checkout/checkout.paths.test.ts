// Path tests: every state the checkout can reach (shortest paths from xstate/graph), each step of
// each path checked against an expectation written here from the spec, independently of the machine:
// `expectedNext` says where each event must lead, `views` what the screen must show there.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom, StateValue } from 'xstate';
import { getNextSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PayBrand, PaymentResult, Reservation, RowStatus, ScoreProduct, ShowtimeRoom } from '../../openapi/index.ts';
import { checkoutMachine } from './checkout.machine.ts';
import {
  selectBrandPickerShown,
  selectBusy,
  selectCardFormShown,
  selectCheckoutPanelOpen,
  selectComboModalOpen,
  selectConfirmationOpen,
  selectDialog,
  selectFinished,
  selectMissing,
  selectPaying,
  selectPseFormShown,
  selectStep,
  selectTimerShown,
  selectUnavailable,
} from './checkout.selectors.ts';
import type { CheckoutEvent, PurchaseQuote } from './checkout.types.ts';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

// ── A small función: row A General (A1, A2, A4 free; A3 a wheelchair place), row B Preferencial (B1 sold, B2 held by me). Two seats at most.
const seat = (fila: number, letter: string, col: number, tipo: 'Normal' | 'Discapacitado' | 'Pasillo', zona: string) => ({
  FilaTotal: fila, FilaRelativa: letter, ColumnaTotal: col, ColumnaRelativa: tipo === 'Pasillo' ? '' : String(col), TipoSilla: tipo, TipoZona: zona,
});
const room = (started: boolean): ShowtimeRoom =>
  ({
    showtime: { id: 9, function_date: '2099-01-01', function_hour: '20:00', date_string: 'jue, 1', hour_string: '8:00 pm', room_name: 'Sala 1', room: 1, seats: 3, movie_format: '2D', movie_version: 'Doblada' },
    movie: { id: 1, slug: 'la-ultima-funcion', title: 'La última función' },
    room: { id: 1, slug: 'sala-1', name: 'Sala 1' },
    prices: [
      { codigo: 11, zona: 'General', valor: 12000, descripcion: 'General 2D', ClienteFrecuente: 'habilitado', difference: 2000, isVizionario: false },
      { codigo: 12, zona: 'Preferencial', valor: 15000, descripcion: 'Preferencial 2D', ClienteFrecuente: 'deshabilitado', difference: 0, isVizionario: false },
      { codigo: 13, zona: 'VIP', valor: 1, descripcion: 'No ofrecida', ClienteFrecuente: 'deshabilitado', difference: 0, isVizionario: false },
    ],
    layout: [
      seat(1, 'A', 1, 'Normal', 'General'), seat(1, 'A', 2, 'Normal', 'General'), seat(1, 'A', 3, 'Discapacitado', 'General'), seat(1, 'A', 4, 'Normal', 'General'),
      seat(2, 'B', 1, 'Normal', 'Preferencial'), seat(2, 'B', 2, 'Normal', 'Preferencial'), seat(2, 'B', 3, 'Pasillo', ''),
    ],
    maxSeats: 2,
    started,
  }) as unknown as ShowtimeRoom;
const status: RowStatus[] = [
  { filRel: 'A', DescripcionSilla: [{ Columna: 1, TipoSilla: 'Normal', EstadoSilla: 'S' }, { Columna: 2, TipoSilla: 'Normal', EstadoSilla: 'S' }, { Columna: 3, TipoSilla: 'Discapacitado', EstadoSilla: 'S' }, { Columna: 4, TipoSilla: 'Normal', EstadoSilla: 'S' }] },
  { filRel: 'B', DescripcionSilla: [{ Columna: 1, TipoSilla: 'Normal', EstadoSilla: 'O' }, { Columna: 2, TipoSilla: 'Normal', EstadoSilla: 'R' }, { Columna: 3, TipoSilla: 'Pasillo', EstadoSilla: 'B' }] },
];
const products = [
  { Codigo: 1001, Descripcion: 'Combo pareja', Tipo: 'A', Cantidad: 1, CineFanPlus: 'n', Precios: [{ General: 30000, OtroPago: 25000 }], image: null,
    Receta: [{ Codigo: 501, Descripcion: 'Bebida', Cantidad: 1, Opciones: [{ Codigo: 5012, Descripcion: 'Gaseosa 32 oz' }, { Codigo: 5013, Descripcion: 'Agua' }] }] },
  { Codigo: 2001, Descripcion: 'Agua', Tipo: 'P', Cantidad: 1, CineFanPlus: 'n', Precios: [{ General: 4000, OtroPago: 3500 }], image: null, Receta: [] },
] as ScoreProduct[];
const brands = [
  { id: 1, name: 'Visa / Mastercard', image: '/m/vm.svg', payment_method: { score_payment_method: 2, pay_with_card: true, pay_with_pse: false } },
  { id: 2, name: 'PSE', image: '/m/pse.svg', payment_method: { score_payment_method: 3, pay_with_card: false, pay_with_pse: true } },
  { id: 3, name: 'ePayco', image: '/m/ep.svg', payment_method: { score_payment_method: 1, pay_with_card: true, pay_with_pse: true } },
] as PayBrand[];
const reservation = { score_consecutive: 145, showtime_id: 9, seats: [], expires_at: '2099-01-01T00:10:00Z', seconds_left: 1 } as Reservation;
const quote = { member: false, tickets: [], products: [], totalTickets: 24000, totalConfectionery: 0, subtotal: 24000, total_service: 5000, total: 29000, general_total: 29000, savings: 0 } as PurchaseQuote;
const result = (id: number) => ({ bill: 'VZ-145', pay_status: { id, name: id === 1 ? 'Aceptada' : 'Rechazada' }, payType: 1, message: '', pay_response_id: 1, pay_method: 'card' }) as PaymentResult;
const card = { cardName: 'ANA GOMEZ', cardNumber: '4575623182290326', expMonth: '12', expYear: '2030', cvc: '123', dues: 1 };
const pse = { typePerson: 'natural', bank: '1007', firstName: 'Ana', lastName: 'Gómez', documentType: 'CC', documentNumber: '1020304050', email: 'ana@example.com', phoneNumber: '3001234567' } as const;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent;
const failed = (id: string, message: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as unknown as CheckoutEvent;
const TICK = { type: 'xstate.after.1000.checkout.holding.timer.counting' } as unknown as CheckoutEvent;

const events: CheckoutEvent[] = [
  done('getShowtimeRoom', room(false)), done('getShowtimeRoom', room(true)), failed('getShowtimeRoom', 'No encontramos la función.'),
  done('getShowtimeRoomStatus', status), failed('getShowtimeRoomStatus', 'No encontramos la función.'),
  done('getConsecutive', { Secuencia: 145, keyPay: 'k' }), failed('getConsecutive', 'Demasiadas solicitudes.'),
  done('listScoreProducts', products), failed('listScoreProducts', 'x'), done('listPayBrands', brands), failed('listPayBrands', 'x'),
  { type: 'load.retry' },
  { type: 'zone.choose', codigo: 12 }, { type: 'zone.choose', codigo: 13 },
  { type: 'seat.toggle', fila: 1, columna: 1 }, { type: 'seat.toggle', fila: 1, columna: 2 }, { type: 'seat.toggle', fila: 1, columna: 3 }, { type: 'seat.toggle', fila: 1, columna: 4 },
  { type: 'seat.toggle', fila: 2, columna: 1 }, { type: 'seat.toggle', fila: 2, columna: 2 },
  { type: 'purchase.continue' }, { type: 'dialog.close' },
  done('reserveSeats', reservation), failed('reserveSeats', 'La silla A1 está OCUPADA.'),
  TICK,
  done('quotePurchase', quote), failed('quotePurchase', 'Producto no disponible.'),
  { type: 'combo.open', codigo: 1001 }, { type: 'combo.open', codigo: 2001 }, { type: 'combo.open', codigo: 9999 },
  { type: 'recipe.choose', group: 0, option: 5012 }, { type: 'combo.add' }, { type: 'combo.cancel' },
  { type: 'cart.increment', line: 0 }, { type: 'cart.decrement', line: 0 }, { type: 'cart.remove', line: 0 },
  { type: 'purchase.finish' }, { type: 'checkout.close' }, { type: 'purchase.change' },
  { type: 'brand.choose', id: 1 }, { type: 'brand.choose', id: 2 }, { type: 'brand.choose', id: 3 }, { type: 'brand.choose', id: 99 },
  { type: 'method.switch' },
  { type: 'confirmation.accept' }, { type: 'confirmation.close' }, { type: 'payment.back' },
  { type: 'card.submit', card }, { type: 'pse.submit', pse },
  done('payWithCard', result(1)), done('payWithCard', result(2)), failed('payWithCard', 'Tu reserva expiró. Elige tus sillas de nuevo.'),
  done('payWithPse', { pse_url: 'https://banco.example/pse', bill: 'VZ-146', payType: 1 }), failed('payWithPse', 'x'),
  done('cancelReservation', { message: 'Reserva liberada.' }), failed('cancelReservation', 'x'),
  { type: 'page.leave' },
];

// ── The expectation, from the spec (§2, §4, §5, §8), not from the machine.
interface Model {
  at: string;
  loaded: string[];
  started: boolean;
  zone: number;
  seats: string[];
  secondsLeft: number;
  cart: { key: string; qty: number }[];
  draftComplete: boolean | null;
  quote: boolean;
  brand: number | null;
  error: string | null;
  /** Combos and brands came (a failed list leaves it empty: tickets can still be bought). */
  products: boolean;
  brands: boolean;
}

const START: Model = { at: 'loading', loaded: [], started: false, zone: 11, seats: [], secondsLeft: 0, cart: [], draftComplete: null, quote: false, brand: null, error: null, products: false, brands: false };
const MAX = 2;
const ZONE_OF: Record<string, number> = { A1: 11, A2: 11, A4: 11, B2: 12 }; // the selectable seats (S or R); A3 wheelchair, B1 sold, B3 aisle
const NAME = (fila: number, columna: number) => `${' AB'[fila]}${columna}`;
const units = (m: Model) => m.cart.reduce((n, l) => n + l.qty, 0);
const FINAL = ['missing', 'finished', 'left'];

function expectedNext(m: Model, e: CheckoutEvent): Model {
  const t = e.type as string;
  const at = (place: string, more: Partial<Model> = {}): Model => ({ ...m, at: place, ...more });
  if (FINAL.includes(m.at)) return m;
  if (t === 'page.leave') return at('left');
  const output = (e as { output?: unknown }).output;
  const inHolding = m.at.startsWith('holding.');
  if (t === TICK.type && inHolding) {
    const secondsLeft = Math.max(0, m.secondsLeft - 1);
    return secondsLeft === 0 && m.at !== 'holding.paying' && m.at !== 'holding.payingPse' ? at('expired', { secondsLeft }) : { ...m, secondsLeft };
  }
  if (t === 'purchase.change' && (m.at.startsWith('holding.confectionery.') || m.at.startsWith('holding.checkout.'))) return at('releasing');
  if (t === 'checkout.close' && m.at.startsWith('holding.checkout.')) return at('holding.confectionery.browsing', { brand: null });
  const resetSeats = { seats: [], cart: [], quote: false, brand: null, draftComplete: null, secondsLeft: 0 };
  switch (m.at) {
    case 'loading': {
      const id = t.replace(/^xstate\.(done|error)\.actor\./, '');
      const loaders = ['getShowtimeRoom', 'getShowtimeRoomStatus', 'getConsecutive', 'listScoreProducts', 'listPayBrands'];
      if (!/^xstate\.(done|error)\.actor\./.test(t) || !loaders.includes(id) || m.loaded.includes(id)) return m; // each first read answers once
      if (t === 'xstate.error.actor.getShowtimeRoom' || t === 'xstate.error.actor.getShowtimeRoomStatus') return at('missing');
      if (t === 'xstate.error.actor.getConsecutive') return at('unavailable');
      const ok = t.startsWith('xstate.done.');
      const loaded = [...m.loaded, id];
      const next = {
        ...m,
        loaded,
        started: id === 'getShowtimeRoom' ? (output as ShowtimeRoom).started : m.started,
        products: id === 'listScoreProducts' ? ok || m.products : m.products,
        brands: id === 'listPayBrands' ? ok || m.brands : m.brands,
      };
      return loaded.length === 5 ? { ...next, at: 'selectingSeats.choosing' } : next;
    }
    case 'unavailable':
      return t === 'load.retry' ? at('loading', { loaded: [] }) : m;
    case 'selectingSeats.choosing': {
      if (t === 'zone.choose') {
        const { codigo } = e as { codigo: number };
        return codigo === 11 || codigo === 12 ? { ...m, zone: codigo, seats: [] } : m;
      }
      if (t === 'seat.toggle') {
        const { fila, columna } = e as { fila: number; columna: number };
        const name = NAME(fila, columna);
        if (m.seats.includes(name)) return { ...m, seats: m.seats.filter((s) => s !== name) };
        if (ZONE_OF[name] !== m.zone) return m;
        if (m.seats.length >= MAX) return at('selectingSeats.seatLimit');
        return { ...m, seats: [...m.seats, name] };
      }
      if (t === 'purchase.continue' && m.seats.length) return at(m.started ? 'selectingSeats.showtimeStarted' : 'reserving');
      return m;
    }
    case 'selectingSeats.seatLimit':
    case 'selectingSeats.showtimeStarted':
      return t === 'dialog.close' ? at('selectingSeats.choosing') : m;
    case 'reserving':
      if (t === 'xstate.done.actor.reserveSeats') return at('holding.confectionery.quoting', { secondsLeft: (output as Reservation).seconds_left });
      if (t === 'xstate.error.actor.reserveSeats') return at('reserveFailed', { error: 'Las sillas ya están reservadas.' });
      return m;
    case 'reserveFailed':
      return t === 'dialog.close' ? at('refreshingStatus', { seats: [] }) : m;
    case 'refreshingStatus':
      return t === 'xstate.done.actor.getShowtimeRoomStatus' || t === 'xstate.error.actor.getShowtimeRoomStatus' ? at('selectingSeats.choosing') : m;
    case 'holding.confectionery.quoting':
      if (t === 'xstate.done.actor.quotePurchase') return at('holding.confectionery.browsing', { quote: true });
      if (t === 'xstate.error.actor.quotePurchase') return at('holding.confectionery.browsing', { quote: false });
      return m;
    case 'holding.confectionery.browsing': {
      const line = (e as { line?: number }).line ?? 0;
      if (t === 'combo.open') {
        const { codigo } = e as { codigo: number };
        if (!m.products) return m;
        if (codigo === 1001) return at('holding.confectionery.comboOpen', { draftComplete: false });
        if (codigo !== 2001) return m;
        if (units(m) >= MAX) return at('holding.confectionery.comboLimit');
        const has = m.cart.some((l) => l.key === 'agua');
        const cart = has ? m.cart.map((l) => (l.key === 'agua' ? { ...l, qty: l.qty + 1 } : l)) : [...m.cart, { key: 'agua', qty: 1 }];
        return at('holding.confectionery.quoting', { cart });
      }
      if (t === 'cart.increment') {
        if (units(m) >= MAX) return at('holding.confectionery.comboLimit');
        return at('holding.confectionery.quoting', { cart: m.cart.map((l, i) => (i === line ? { ...l, qty: l.qty + 1 } : l)) });
      }
      if (t === 'cart.decrement') {
        if ((m.cart[line]?.qty ?? 1) <= 1) return m;
        return at('holding.confectionery.quoting', { cart: m.cart.map((l, i) => (i === line ? { ...l, qty: l.qty - 1 } : l)) });
      }
      if (t === 'cart.remove') return at('holding.confectionery.quoting', { cart: m.cart.filter((_, i) => i !== line) });
      if (t === 'purchase.finish' && m.quote) return at('holding.checkout.choosingBrand');
      return m;
    }
    case 'holding.confectionery.comboOpen':
      if (t === 'recipe.choose') return { ...m, draftComplete: true };
      if (t === 'combo.cancel') return at('holding.confectionery.browsing', { draftComplete: null });
      if (t === 'combo.add') {
        if (!m.draftComplete) return at('holding.confectionery.recipeIncomplete');
        if (units(m) >= MAX) return at('holding.confectionery.comboLimit', { draftComplete: null });
        const has = m.cart.some((l) => l.key === 'pareja');
        const cart = has ? m.cart.map((l) => (l.key === 'pareja' ? { ...l, qty: l.qty + 1 } : l)) : [...m.cart, { key: 'pareja', qty: 1 }];
        return at('holding.confectionery.quoting', { cart, draftComplete: null });
      }
      return m;
    case 'holding.confectionery.recipeIncomplete':
      return t === 'dialog.close' ? at('holding.confectionery.comboOpen') : m;
    case 'holding.confectionery.comboLimit':
      return t === 'dialog.close' ? at('holding.confectionery.browsing') : m;
    case 'holding.checkout.choosingBrand': {
      const id = (e as { id?: number }).id;
      return t === 'brand.choose' && m.brands && (id === 1 || id === 2 || id === 3) ? at('holding.checkout.confirming', { brand: id }) : m;
    }
    case 'holding.checkout.confirming':
      // A brand that takes cards opens the card form first; PSE only for a PSE-only brand (or by switching).
      if (t === 'confirmation.accept') return at(m.brand === 2 ? 'holding.checkout.pseForm' : 'holding.checkout.cardForm');
      if (t === 'confirmation.close') return at('holding.checkout.choosingBrand', { brand: null });
      return m;
    case 'holding.checkout.cardForm':
      if (t === 'method.switch') return m.brand === 3 ? at('holding.checkout.pseForm') : m;
      if (t === 'card.submit') return at('holding.paying');
      if (t === 'payment.back') return at('holding.checkout.choosingBrand', { brand: null });
      return m;
    case 'holding.checkout.pseForm':
      if (t === 'method.switch') return m.brand === 3 ? at('holding.checkout.cardForm') : m;
      if (t === 'pse.submit') return at('holding.payingPse');
      if (t === 'payment.back') return at('holding.checkout.choosingBrand', { brand: null });
      return m;
    case 'holding.paying':
      if (t === 'xstate.done.actor.payWithCard') return at((output as PaymentResult).pay_status.id === 1 ? 'paid' : 'paymentFailed');
      if (t === 'xstate.error.actor.payWithCard') return at('paymentError');
      return m;
    case 'holding.payingPse':
      if (t === 'xstate.done.actor.payWithPse') return at('finished');
      if (t === 'xstate.error.actor.payWithPse') return at('pseError');
      return m;
    case 'pseError':
      return t === 'dialog.close' ? at('abandoningPse') : m;
    case 'abandoningPse':
      return t.endsWith('.actor.cancelReservation') ? at('finished', resetSeats) : m;
    case 'expired':
    case 'paymentError':
      return t === 'dialog.close' ? at('releasing') : m;
    case 'releasing':
      return t.endsWith('.actor.cancelReservation') ? at('refreshingStatus', resetSeats) : m;
    case 'paid':
    case 'paymentFailed':
      return t === 'dialog.close' ? at('finished') : m;
  }
  throw new Error(`No expectation for ${m.at} + ${t}`);
}

/** What the screen shows in each place: the step, the dialog's texts and which parts are up. */
const views: Record<string, { step: 0 | 1 | null; dialog?: [string, string]; parts?: string[] }> = {
  loading: { step: null, parts: [] },
  missing: { step: null, parts: ['missing'] },
  unavailable: { step: null, parts: ['unavailable'] },
  left: { step: null },
  finished: { step: null, parts: ['finished'] },
  'selectingSeats.choosing': { step: 0 },
  'selectingSeats.seatLimit': { step: 0, dialog: ['¡Lo Sentimos!', 'Solo puedes seleccionar 2 asientos.'] },
  'selectingSeats.showtimeStarted': { step: 0, dialog: ['Lo sentimos', 'No es posible reservar asientos en funciones en curso. Por favor, selecciona otro horario.'] },
  reserving: { step: 0, parts: ['busy'] },
  reserveFailed: { step: 0, dialog: ['Hubo un error al resevar', 'Las sillas ya están reservadas.'] },
  refreshingStatus: { step: 0, parts: ['busy'] },
  'holding.confectionery.quoting': { step: 1, parts: ['timer'] },
  'holding.confectionery.browsing': { step: 1, parts: ['timer'] },
  'holding.confectionery.comboOpen': { step: 1, parts: ['timer', 'comboModal'] },
  'holding.confectionery.recipeIncomplete': { step: 1, parts: ['timer', 'comboModal'], dialog: ['Debes seleccionar la receta del combo', ''] },
  'holding.confectionery.comboLimit': { step: 1, parts: ['timer'], dialog: ['¡Lo Sentimos!', 'Solo puedes seleccionar 2 combos en total.'] },
  'holding.checkout.choosingBrand': { step: 1, parts: ['timer', 'panel', 'brandPicker'] },
  'holding.checkout.confirming': { step: 1, parts: ['timer', 'panel', 'confirmation'] },
  'holding.checkout.cardForm': { step: 1, parts: ['timer', 'panel', 'cardForm'] },
  'holding.checkout.pseForm': { step: 1, parts: ['timer', 'panel', 'pseForm'] },
  'holding.paying': { step: 1, parts: ['timer', 'panel', 'paying', 'busy'] },
  'holding.payingPse': { step: 1, parts: ['timer', 'panel', 'paying', 'busy'] },
  expired: { step: 1, dialog: ['El tiempo de tu reserva ha expirado', 'Debes iniciar el proceso de compra nuevamente.'] },
  releasing: { step: 1, parts: ['busy'] },
  paid: { step: 1, dialog: ['¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.'] },
  paymentFailed: { step: 1, dialog: ['Estado de la transacción', 'Hubo un error al procesar el pago'] },
  paymentError: { step: 1, dialog: ['Estado de la transacción', 'Hubo un error al procesar el pago'] },
  pseError: { step: 1, dialog: ['Estado de la transacción', 'Hubo un error al procesar el pago'] },
  abandoningPse: { step: 1, parts: ['busy'] },
};

const parts: Record<string, (s: Snapshot) => boolean> = {
  missing: selectMissing,
  unavailable: selectUnavailable,
  finished: selectFinished,
  busy: selectBusy,
  timer: selectTimerShown,
  comboModal: selectComboModalOpen,
  panel: selectCheckoutPanelOpen,
  brandPicker: selectBrandPickerShown,
  confirmation: selectConfirmationOpen,
  cardForm: selectCardFormShown,
  pseForm: selectPseFormShown,
  paying: selectPaying,
};

/** The place the machine is in, as the expectation names it ('holding.checkout.cardForm'). */
function place(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [[key, inner]] = Object.entries(value);
  if (key === 'loading') return 'loading';
  if (key === 'holding') return `holding.${place((inner as Record<string, StateValue>).steps)}`;
  return `${key}.${place(inner as StateValue)}`;
}

function observed(s: Snapshot) {
  const c = s.context;
  const name = (f: number, col: number) => NAME(f, col);
  return {
    at: place(s.value),
    zone: c.zone,
    seats: c.seats.map((x) => name(x.Fila, x.Columna)).sort(),
    secondsLeft: c.secondsLeft,
    units: c.cart.reduce((n, l) => n + l.Cantidad, 0),
    quote: c.quote !== null,
    brand: c.brand?.id ?? null,
  };
}

function check(s: Snapshot, m: Model, trail: string) {
  expect(s.status, `${trail}: the machine never errors`).not.toBe('error');
  const o = observed(s);
  const want = { at: m.at, zone: m.at === 'loading' || FINAL.includes(m.at) || m.at === 'unavailable' ? o.zone : m.zone, seats: [...m.seats].sort(), secondsLeft: m.secondsLeft, units: units(m), quote: m.quote, brand: m.brand };
  if (m.at === 'loading' || m.at === 'left' || m.at === 'missing' || m.at === 'unavailable') Object.assign(want, { seats: o.seats, secondsLeft: o.secondsLeft, units: o.units, quote: o.quote, brand: o.brand });
  expect(o, trail).toEqual(want);
  const view = views[m.at];
  expect(view, `${trail}: no view for ${m.at}`).toBeDefined();
  expect(selectStep(s), `${trail}: step`).toBe(view.step);
  const dialog = selectDialog(s);
  expect(dialog ? [dialog.title, dialog.subtitle] : undefined, `${trail}: dialog`).toEqual(view.dialog);
  for (const [part, selector] of Object.entries(parts)) expect(selector(s), `${trail}: ${part}`).toBe((view.parts ?? []).includes(part));
}

/** The network actors running in this place: only they can answer (done or error). */
const running = (s: Snapshot) => new Set((s as unknown as { _nodes: { invoke: { id: string }[] }[] })._nodes.flatMap((n) => n.invoke.map((i) => i.id)));

/** Every event a person or a running actor can send in this place; the hold's tick only while it counts. */
function possibleEvents(s: Snapshot): CheckoutEvent[] {
  const actors = running(s);
  return events.filter((e) => {
    const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
    if (answer) return actors.has(answer[2]);
    if (e.type === TICK.type) return s.matches('holding');
    return true;
  });
}

/** What makes two snapshots different places for the traversal (coarser than the whole context, or the graph explodes). */
const serialize = (s: Snapshot) => {
  const c = s.context;
  const at = place(s.value);
  if (at === 'loading') return JSON.stringify([s.value, c.room?.started, c.products.length, c.brands.length]);
  if (at.startsWith('selectingSeats')) return JSON.stringify([at, c.products.length, c.brands.length, c.room?.started, c.zone, c.seats.map((x) => `${x.Fila}.${x.Columna}`).sort()]);
  return JSON.stringify([at, c.products.length, c.brands.length, c.seats.length, c.secondsLeft, c.cart.map((l) => [l.Codigo, l.Cantidad]), c.draft?.choices, c.quote !== null, c.brand?.id]);
};

describe('checkout paths (xstate/graph)', () => {
  const paths = getShortestPaths(checkoutMachine, { events: possibleEvents, input: { showtimeId: 9, theater: 'viziona' }, serializeState: serialize, limit: 200_000 });

  it('reaches every place of the workflow', () => {
    const reached = new Set(paths.map((p) => place(p.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(views).sort());
    expect(paths.length).toBeGreaterThan(500);
  });

  it('every step of every path goes where the spec says and shows what the spec says', () => {
    // Paths share their beginnings: a (state, expectation) pair already checked is not checked again.
    const checked = new Set<string>();
    let steps = 0;
    for (const path of paths) {
      let model = START;
      let trail = 'start';
      for (const [i, step] of path.steps.entries()) {
        if (i > 0) {
          model = expectedNext(model, step.event);
          trail += ` → ${step.event.type}${'codigo' in step.event ? `(${step.event.codigo})` : ''}${'fila' in step.event ? `(${NAME(step.event.fila, step.event.columna)})` : ''}`;
        }
        const key = serialize(step.state) + JSON.stringify(model);
        if (checked.has(key)) continue;
        checked.add(key);
        check(step.state, model, trail);
        steps++;
      }
    }
    expect(steps).toBeGreaterThanOrEqual(paths.length);
    console.log(`${paths.length} paths, ${steps} checked steps`);
  }, 120_000);

  it('from every place, every event goes where the spec says (every transition, not only the shortest paths)', () => {
    // A shortest path reaches each place once; a wrong target that lands on a place reached another
    // way would hide there. So from each place (with the expectation of its path) every event is tried.
    const done = new Set<string>();
    let transitions = 0;
    for (const path of paths) {
      let model = START;
      for (const step of path.steps.slice(1)) model = expectedNext(model, step.event);
      const key = serialize(path.state) + JSON.stringify(model);
      if (done.has(key) || FINAL.includes(model.at)) continue;
      done.add(key);
      for (const event of possibleEvents(path.state)) {
        const next = getNextSnapshot(checkoutMachine, path.state, event);
            expect(next.status, 'the machine never errors').not.toBe('error');
        check(next, expectedNext(model, event), `${place(path.state.value)} + ${event.type}${'codigo' in event ? `(${event.codigo})` : ''}${'fila' in event ? `(${NAME(event.fila, event.columna)})` : ''}`);
        transitions++;
      }
    }
    console.log(`${transitions} transitions checked from ${done.size} places`);
  }, 300_000);

});
