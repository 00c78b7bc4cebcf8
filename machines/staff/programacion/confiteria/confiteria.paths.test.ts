// Generated paths through the Confitería page's edit machine, each checked at EVERY step against a
// table written from issue 27's products point: the state, the form, what the page says, what is sent.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StaffProduct, StaffProductInput } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { staffConfiteriaMachine } from './confiteria.machine.ts';
import { selectEditing, selectFormOpen, selectProductRefusal, selectProductSaved, selectProductSaving } from './confiteria.selectors.ts';
import type { StaffConfiteriaEvent } from './confiteria.types.ts';

stopAtFirstFailureWhenMutating();

const TAKEN = 'El código A001 ya es de otro producto.';
const ABOVE = 'El precio del club de Combo Personal no puede ser mayor que el precio general.';
const product: StaffProduct = {
  id: 7, codigo: 'A001', descripcion: 'Combo Personal', tipo: 'A', cantidad: 1, cinefan_plus: false, precio_general: 19_000, precio_otro_pago: 16_000, disponible: true,
  image: '/media/confiteria/combo-personal.png', receta: [{ id: 3, codigo: 'SABOR', nombre: 'Sabor', cantidad: 1, opciones: [{ id: 9, codigo: 'SAL', descripcion: 'Sal' }] }],
};
const input: StaffProductInput = { ...product, precio_general: 20_000, receta: product.receta };
delete (input as Partial<StaffProduct>).id;
const made: StaffProduct = { ...product, id: 40, codigo: 'A040', descripcion: 'Combo Nuevo' };

const events = {
  edit: { type: 'producto.edit', product },
  new: { type: 'producto.new' },
  save: { type: 'producto.save', input },
  close: { type: 'producto.close' },
  created: { type: 'xstate.done.actor.createStaffProduct', output: made },
  createRefused: { type: 'xstate.error.actor.createStaffProduct', error: refused(409, TAKEN) },
  changed: { type: 'xstate.done.actor.changeStaffProduct', output: product },
  changeRefused: { type: 'xstate.error.actor.changeStaffProduct', error: refused(400, ABOVE) },
} as const;
type Label = keyof typeof events;
type State = 'idle' | 'saved' | 'ready' | 'failed' | 'creating' | 'changing';

const listing: Partial<Record<Label, [State, string?]>> = { edit: ['ready'], new: ['ready'] };
const form: Partial<Record<Label, [State, string?]>> = { save: ['creating'], close: ['idle'] };
const table: Record<State, Partial<Record<Label, [State, string?]>>> = {
  idle: listing,
  saved: listing,
  ready: form,
  failed: form,
  creating: { created: ['saved', 'Producto guardado: Combo Nuevo.'], createRefused: ['failed', TAKEN] },
  changing: { changed: ['saved', 'Producto guardado: Combo Personal.'], changeRefused: ['failed', ABOVE] },
};
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function walk(labels: Label[]) {
  const calls: [string, unknown][] = [];
  const pending = (name: string) => fromPromise(async ({ input: given }: { input: unknown }) => (calls.push([name, given]), new Promise<never>(() => {})));
  const actor = createActor(staffConfiteriaMachine.provide({ actors: { createStaffProduct: pending('createStaffProduct'), changeStaffProduct: pending('changeStaffProduct') } as never })).start();
  let state: State = 'idle';
  let message: string | undefined;
  let editing: StaffProduct | null = null;
  const expectedCalls: [string, unknown][] = [];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(state);
    const open = ['ready', 'failed', 'creating', 'changing'].includes(state);
    expect(selectFormOpen(s), where).toBe(open);
    expect(selectEditing(s), where).toEqual(open ? editing : null);
    expect(selectProductSaving(s), where).toBe(state === 'creating' || state === 'changing');
    expect(selectProductSaved(s), where).toBe(state === 'saved' ? message : null);
    expect(selectProductRefusal(s), where).toBe(state === 'failed' ? message : null);
    expect(calls, where).toEqual(expectedCalls);
  };
  check('at start');
  labels.forEach((l, i) => {
    let next = table[state][l];
    // Saving an existing product changes it; a new one is created.
    if (l === 'save' && next && editing) next = ['changing'];
    if (next) {
      [state, message] = next;
      if (l === 'edit') editing = product;
      if (l === 'new' || l === 'close' || state === 'saved') editing = null;
      if (state === 'creating') expectedCalls.push(['createStaffProduct', input]);
      if (state === 'changing') expectedCalls.push(['changeStaffProduct', { id: product.id, input }]);
    }
    actor.send(events[l] as unknown as StaffConfiteriaEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

// Shortest paths reach every state; from each end every event is tried, so every transition is walked.
const { shortest, generated, possible } = pathsThrough(staffConfiteriaMachine, events);

describe('Confitería edit paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
