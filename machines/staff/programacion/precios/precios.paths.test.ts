// Generated paths through the Precios page's save machine, each checked at EVERY step against a
// table written from issue 27's prices point: the state, what the page says, what is sent.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { staffPreciosMachine } from './precios.machine.ts';
import { selectPreciosRefusal, selectPreciosSaved, selectPreciosSaving } from './precios.selectors.ts';
import type { StaffPreciosEvent } from './precios.types.ts';

stopAtFirstFailureWhenMutating();

const NEGATIVE = 'El campo tarifas.0.valor debe ser mayor o igual a 1.';
const MISSING = 'La sala 99 no existe.';
const tarifas = [{ zone_id: 1, format: '2D' as const, valor: 13_000, club_valor: 11_000, cliente_frecuente: true }];
const fees = { ticket_servicio: 3000, confiteria_servicio: 1200 };
const price = { valor: 70_000, servicio: 3_500 };

const events = {
  tarifas: { type: 'tarifas.save', roomId: 2, tarifas },
  servicio: { type: 'servicio.save', fees },
  membresia: { type: 'membresia.save', price },
  tarifasDone: { type: 'xstate.done.actor.changeStaffRoomTarifas', output: { id: 2, name: 'Sala 2', tarifas: [] } },
  tarifasRefused: { type: 'xstate.error.actor.changeStaffRoomTarifas', error: refused(400, NEGATIVE) },
  servicioDone: { type: 'xstate.done.actor.changeStaffServiceFees', output: fees },
  servicioRefused: { type: 'xstate.error.actor.changeStaffServiceFees', error: refused(404, MISSING) },
  membresiaDone: { type: 'xstate.done.actor.changeStaffMembershipPrice', output: price },
  membresiaOffline: { type: 'xstate.error.actor.changeStaffMembershipPrice', error: new TypeError('Failed to fetch') },
} as const;
type Label = keyof typeof events;
type State = 'ready' | 'saved' | 'failed' | 'savingTarifas' | 'savingServicio' | 'savingMembresia';

const OFFLINE = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const SAVED = {
  tarifas: 'Tarifas guardadas. Rigen para las compras que se coticen desde ahora.',
  servicio: 'Cargos por servicio guardados.',
  membresia: 'Precio de la membresía guardado.',
};
const sent = { tarifas: { roomId: 2, tarifas }, servicio: fees, membresia: price };

const editing: Partial<Record<Label, [State, string?]>> = { tarifas: ['savingTarifas'], servicio: ['savingServicio'], membresia: ['savingMembresia'] };
const table: Record<State, Partial<Record<Label, [State, string?]>>> = {
  ready: editing,
  saved: editing,
  failed: editing,
  savingTarifas: { tarifasDone: ['saved', SAVED.tarifas], tarifasRefused: ['failed', NEGATIVE] },
  savingServicio: { servicioDone: ['saved', SAVED.servicio], servicioRefused: ['failed', MISSING] },
  savingMembresia: { membresiaDone: ['saved', SAVED.membresia], membresiaOffline: ['failed', OFFLINE] },
};
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function walk(labels: Label[]) {
  const calls: [string, unknown][] = [];
  const pending = (name: string) => fromPromise(async ({ input }: { input: unknown }) => (calls.push([name, input]), new Promise<never>(() => {})));
  const actor = createActor(
    staffPreciosMachine.provide({
      actors: { changeStaffRoomTarifas: pending('changeStaffRoomTarifas'), changeStaffServiceFees: pending('changeStaffServiceFees'), changeStaffMembershipPrice: pending('changeStaffMembershipPrice') } as never,
    }),
  ).start();
  let state: State = 'ready';
  let message: string | undefined;
  const expectedCalls: [string, unknown][] = [];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(state);
    expect(selectPreciosSaving(s), where).toBe(state.startsWith('saving'));
    expect(selectPreciosSaved(s), where).toBe(state === 'saved' ? message : null);
    expect(selectPreciosRefusal(s), where).toBe(state === 'failed' ? message : null);
    expect(calls, where).toEqual(expectedCalls);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      [state, message] = next;
      if (l === 'tarifas' || l === 'servicio' || l === 'membresia') {
        const op = { tarifas: 'changeStaffRoomTarifas', servicio: 'changeStaffServiceFees', membresia: 'changeStaffMembershipPrice' }[l];
        expectedCalls.push([op, sent[l]]);
      }
    }
    actor.send(events[l] as unknown as StaffPreciosEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

// Shortest paths reach every state; from each end every event is tried, so every transition is walked.
const { shortest, generated, possible } = pathsThrough(staffPreciosMachine, events);

describe('Precios save paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
