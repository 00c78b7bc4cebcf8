// Path tests: every place the membership purchase can reach (shortest paths from xstate/graph), with
// three brands, with one and with none, each step checked against an expectation written here from the spec
// (§2 membership purchase, §4 payment type 3, §8 dialogs), independently of the machine:
// `expectedNext` says where each event must lead and which side effect it has, `views` what the
// screen must show there.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PayBrand, PaymentResult } from '../../openapi/index.ts';
import { membershipMachine } from './membership.machine.ts';
import {
  selectBrandPickerShown,
  selectBusy,
  selectCardFormShown,
  selectDetailShown,
  selectDialog,
  selectMethods,
  selectOpening,
  selectPaying,
  selectPayingPse,
  selectPaymentStep,
  selectPseFormShown,
  selectRedirecting,
} from './membership.selectors.ts';
import type { MembershipEvent, MembershipInput } from './membership.types.ts';

type Snapshot = SnapshotFrom<typeof membershipMachine>;

const brand = (id: number, card: boolean, pse: boolean) =>
  ({ id, name: `Marca ${id}`, image: `/m/${id}.svg`, payment_method: { score_payment_method: id + 1, pay_with_card: card, pay_with_pse: pse } }) as PayBrand;
const CARD_ONLY = brand(1, true, false);
const PSE_ONLY = brand(2, false, true);
const BOTH = brand(3, true, true);
const price = { valor: 60_000, servicio: 3_000, total: 63_000 };
const result = (id: number) => ({ bill: 'VZ1-000145', pay_status: { id, name: String(id) }, payType: 3, message: '', pay_response_id: 1, pay_method: 'card' }) as PaymentResult;
const card = { cardName: 'ANA GOMEZ', cardNumber: '4575623182290326', expMonth: '12', expYear: '2030', cvc: '123', dues: 1 };
const pse = { typePerson: 'natural', bank: '1007', firstName: 'Ana', lastName: 'Gómez', documentType: 'CC', documentNumber: '1020304050', email: 'ana@example.com', phoneNumber: '3001234567' } as const;
const PENDING_ALREADY = 'Ya tienes una compra de la membresía pendiente de confirmación. Espera su resultado antes de intentarlo de nuevo.';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as MembershipEvent;
const failed = (id: string, message: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as unknown as MembershipEvent;

const events: MembershipEvent[] = [
  { type: 'purchase.start' }, { type: 'purchase.close' },
  { type: 'brand.choose', id: 1 }, { type: 'brand.choose', id: 2 }, { type: 'brand.choose', id: 3 }, { type: 'brand.choose', id: 99 },
  { type: 'detail.confirm' }, { type: 'method.choose', method: 'card' }, { type: 'method.choose', method: 'pse' }, { type: 'payment.back' },
  { type: 'card.submit', card }, { type: 'pse.submit', pse }, { type: 'dialog.close' },
  done('getConsecutive', { Secuencia: 145, keyPay: 'k' }), failed('getConsecutive', 'Demasiadas solicitudes.'),
  done('payWithCard', result(1)), done('payWithCard', result(2)), done('payWithCard', result(3)), done('payWithCard', result(4)), failed('payWithCard', PENDING_ALREADY),
  done('payWithPse', { pse_url: 'https://banco.example/pse', bill: 'VZ1-000146', payType: 3 }), failed('payWithPse', 'El banco no responde.'),
];

// ── The expectation, from the spec, not from the machine.
interface Model {
  at: string;
  brand: number | null;
  purchase: boolean;
  error: string | null;
  /** Side effects the last event must cause. */
  effects: string[];
}
const START: Model = { at: 'idle', brand: null, purchase: false, error: null, effects: [] };
const RESET = { brand: null, purchase: false, error: null };

function expectedNext(m: Model, e: MembershipEvent, brands: PayBrand[]): Model {
  const t = e.type as string;
  const at = (place: string, more: Partial<Model> = {}): Model => ({ ...m, at: place, effects: [], ...more });
  const stay = { ...m, effects: [] };
  const output = (e as { output?: unknown }).output;
  const error = (e as { error?: Error }).error?.message ?? null;
  const chosen = brands.find((b) => b.id === m.brand);
  if (m.at === 'redirecting') return stay;
  if (t === 'purchase.close' && ['choosingBrand', 'detail', 'choosingMethod', 'cardForm', 'pseForm'].includes(m.at)) return at('idle', RESET);
  switch (m.at) {
    case 'idle':
      if (t === 'purchase.start' && brands.length === 1) return at('detail', { brand: brands[0].id });
      if (t === 'purchase.start' && brands.length > 1) return at('choosingBrand');
      return stay;
    case 'choosingBrand':
      if (e.type === 'brand.choose' && brands.some((b) => b.id === e.id)) return at('detail', { brand: e.id });
      return stay;
    case 'detail':
      return t === 'detail.confirm' ? at('opening') : stay;
    case 'opening':
      if (t === 'xstate.done.actor.getConsecutive') return at('choosingMethod', { purchase: true });
      if (t === 'xstate.error.actor.getConsecutive') return at('paymentError', { error });
      return stay;
    case 'choosingMethod':
      if (e.type === 'method.choose' && e.method === 'card' && chosen?.payment_method.pay_with_card) return at('cardForm');
      if (e.type === 'method.choose' && e.method === 'pse' && chosen?.payment_method.pay_with_pse) return at('pseForm');
      return stay;
    case 'cardForm':
    case 'pseForm':
      if (t === 'payment.back') return at('choosingMethod');
      if (t === 'card.submit' && m.at === 'cardForm') return at('payingCard');
      if (t === 'pse.submit' && m.at === 'pseForm') return at('payingPse');
      return stay;
    case 'payingCard': {
      if (t === 'xstate.error.actor.payWithCard') return at('paymentError', { error });
      if (t !== 'xstate.done.actor.payWithCard') return stay;
      const id = (output as PaymentResult).pay_status.id;
      if (id === 1) return at('paid', { effects: ['refetchAfterMembership'] });
      return at(id === 3 ? 'pending' : 'paymentFailed');
    }
    case 'payingPse':
      if (t === 'xstate.done.actor.payWithPse') return at('redirecting', { effects: ['goToBank'] });
      if (t === 'xstate.error.actor.payWithPse') return at('paymentError', { error });
      return stay;
    case 'paid':
    case 'pending':
    case 'paymentFailed':
    case 'paymentError':
      return t === 'dialog.close' ? at('idle', RESET) : stay;
  }
  throw new Error(`no expectation for ${m.at}`);
}

interface View {
  parts?: string[];
  step?: 1 | 2;
  dialog?: [string, string];
}
const views: Record<string, View> = {
  idle: {},
  choosingBrand: { parts: ['brandPicker'] },
  detail: { parts: ['detail'] },
  opening: { parts: ['detail', 'opening', 'busy'] },
  choosingMethod: { step: 1 },
  cardForm: { step: 2, parts: ['cardForm'] },
  pseForm: { step: 2, parts: ['pseForm'] },
  payingCard: { step: 2, parts: ['paying', 'busy'] },
  payingPse: { step: 2, parts: ['paying', 'payingPse', 'busy'] },
  redirecting: { parts: ['redirecting', 'busy'] },
  paid: { dialog: ['¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.'] },
  pending: { dialog: ['Estado de la transacción', 'Tu pago está pendiente de confirmación.'] },
  paymentFailed: { dialog: ['Estado de la transacción', 'Hubo un error al procesar el pago'] },
  paymentError: { dialog: ['Estado de la transacción', 'Hubo un error al procesar el pago'] },
};
const parts: Record<string, (s: Snapshot) => boolean> = {
  brandPicker: selectBrandPickerShown,
  detail: selectDetailShown,
  opening: selectOpening,
  cardForm: selectCardFormShown,
  pseForm: selectPseFormShown,
  paying: selectPaying,
  payingPse: selectPayingPse,
  busy: selectBusy,
  redirecting: selectRedirecting,
};
const METHODS: Record<number, string[]> = { 1: ['card'], 2: ['pse'], 3: ['card', 'pse'] };

function check(s: Snapshot, m: Model, trail: string, effects?: string[]) {
  expect(s.status, `${trail}: the machine never errors`).not.toBe('error');
  const c = s.context;
  expect({ at: String(s.value), brand: c.brand?.id ?? null, purchase: c.purchase !== null, error: c.error }, trail).toEqual({ at: m.at, brand: m.brand, purchase: m.purchase, error: m.error });
  if (effects) expect(effects, `${trail}: side effects`).toEqual(m.effects);
  const view = views[m.at];
  expect(view, `${trail}: no view for ${m.at}`).toBeDefined();
  expect(selectPaymentStep(s), `${trail}: step`).toBe(view.step ?? null);
  const dialog = selectDialog(s);
  expect(dialog ? [dialog.title, dialog.subtitle] : undefined, `${trail}: dialog`).toEqual(view.dialog);
  if (m.at === 'paymentError') expect(dialog?.detail, `${trail}: the server's reason`).toBe(m.error);
  for (const [part, selector] of Object.entries(parts)) expect(selector(s), `${trail}: ${part}`).toBe((view.parts ?? []).includes(part));
  expect(selectMethods(s), `${trail}: methods of step 1`).toEqual(m.brand === null ? [] : METHODS[m.brand]);
}

/** The network actors running in this place: only they can answer (done or error). */
const running = (s: Snapshot) => new Set((s as unknown as { _nodes: { invoke: { id: string }[] }[] })._nodes.flatMap((n) => n.invoke.map((i) => i.id)));
function possibleEvents(s: Snapshot): MembershipEvent[] {
  const actors = running(s);
  return events.filter((e) => {
    const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
    return answer ? actors.has(answer[2]) : true;
  });
}
const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.brand?.id, s.context.purchase !== null, s.context.error]);
const SIDE_EFFECTS = new Set(['refetchAfterMembership', 'goToBank']);
const label = (e: MembershipEvent) => `${e.type}${'id' in e ? `(${e.id})` : ''}${'method' in e ? `(${e.method})` : ''}${'output' in e ? `(${JSON.stringify((e as { output: { pay_status?: { id: number } } }).output.pay_status?.id ?? '')})` : ''}`;

describe.each<[string, MembershipInput, number]>([
  ['three brands', { brands: [CARD_ONLY, PSE_ONLY, BOTH], price }, 14],
  ['one brand (no brand picker)', { brands: [BOTH], price }, 13],
  ['no brand (nothing to pay with: the purchase does not start)', { brands: [], price }, 1],
])('membership paths with %s', (_, input, places) => {
  const paths = getShortestPaths(membershipMachine, { events: possibleEvents, input, serializeState: serialize });

  it('reaches every place of the workflow', () => {
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect(reached.size).toBe(places);
    if (input.brands.length === 1) expect(reached.has('choosingBrand')).toBe(false);
    for (const at of reached) expect(views[at], at).toBeDefined();
  });

  it('from every place, every event goes where the spec says, with the side effects it says', () => {
    const seen = new Set<string>();
    let transitions = 0;
    for (const path of paths) {
      let model = START;
      let trail = 'start';
      for (const step of path.steps.slice(1)) {
        model = expectedNext(model, step.event, input.brands);
        trail += ` → ${label(step.event)}`;
      }
      check(path.state, model, trail);
      const key = serialize(path.state);
      if (seen.has(key)) continue;
      seen.add(key);
      for (const event of possibleEvents(path.state)) {
        const [next, actions] = transition(membershipMachine, path.state, event);
        const effects = actions.map((a) => a.type).filter((type) => SIDE_EFFECTS.has(type));
        check(next, expectedNext(model, event, input.brands), `${trail} + ${label(event)}`, effects);
        transitions++;
      }
    }
    expect(transitions).toBeGreaterThan(paths.length);
  });
});
