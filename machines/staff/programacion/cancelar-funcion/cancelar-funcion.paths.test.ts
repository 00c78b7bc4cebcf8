// Generated paths through the dialog that cancels a función, each checked at EVERY step against a
// table written from issue 27 ("A función with seats held or sold is never deleted or moved: it is
// cancelled … flags every paid bill for refund"): a reason is required, nothing is sent without
// one, the server's message stays in the dialog, what the cancellation did once done.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FuncionCancelled, StaffFuncion } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { cancelarFuncionMachine, MOTIVO_REQUERIDO } from './cancelar-funcion.machine.ts';
import { selectCancelFuncion, selectCancelled, selectCancelling, selectCancelOpen, selectCancelRefusal } from './cancelar-funcion.selectors.ts';
import type { CancelarFuncionEvent } from './cancelar-funcion.types.ts';

stopAtFirstFailureWhenMutating();

const ALREADY = 'La función 812 (Sala 1, martes 1 de diciembre de 2026, 19:00) ya fue cancelada: Falla del proyector.';
const funcion: StaffFuncion = {
  id: 812,
  film: { id: 4, title: 'La última función', slug: 'la-ultima-funcion', duration: 120 },
  room: { id: 1, name: 'Sala 1' },
  starts_at: '2026-12-01T19:00:00-05:00',
  ends_at: '2026-12-01T21:00:00-05:00',
  date: '2026-12-01',
  time: '19:00',
  format: '2D',
  version: 'Subtitulada',
  seats: { sold: 2, held: 1 },
  cancelled: null,
};
const cancelled: FuncionCancelled = {
  funcion: { id: 812, film_id: 4, room_id: 1, starts_at: funcion.starts_at },
  cancelled: { at: '2026-11-30T10:00:00-05:00', reason: 'Falla del proyector' },
  refunds: [{ bill_id: 55, number: '0000055', from: 1, to: 5 }],
  closed: [],
  freed_holds: 1,
};

const events = {
  open: { type: 'funcion.cancel', funcion },
  confirm: { type: 'cancel.confirm', reason: '  Falla del proyector ' },
  confirmBlank: { type: 'cancel.confirm', reason: '   ' },
  close: { type: 'dialog.close' },
  done: { type: 'xstate.done.actor.cancelFuncion', output: cancelled },
  already: { type: 'xstate.error.actor.cancelFuncion', error: refused(409, ALREADY) },
} as const;
type Label = keyof typeof events;
type State = 'closed' | 'editing' | 'refused' | 'cancelling' | 'cancelled';

const table: Record<State, Partial<Record<Label, State>>> = {
  closed: { open: 'editing' },
  editing: { confirm: 'cancelling', confirmBlank: 'refused', close: 'closed' },
  refused: { confirm: 'cancelling', confirmBlank: 'refused', close: 'closed' },
  cancelling: { done: 'cancelled', already: 'refused' },
  cancelled: { close: 'closed' },
};
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function walk(labels: Label[]) {
  const sent: unknown[] = [];
  const actor = createActor(
    cancelarFuncionMachine.provide({ actors: { cancelFuncion: fromPromise(async ({ input }: { input: unknown }) => (sent.push(input), new Promise<never>(() => {}))) } as never }),
  ).start();
  let state: State = 'closed';
  let message: string | null = null;
  const expectedSent: unknown[] = [];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(state);
    expect(selectCancelOpen(s), where).toBe(state !== 'closed');
    expect(selectCancelFuncion(s), where).toEqual(state === 'closed' ? null : funcion);
    expect(selectCancelling(s), where).toBe(state === 'cancelling');
    expect(selectCancelRefusal(s), where).toBe(state === 'refused' ? message : null);
    expect(selectCancelled(s), where).toEqual(state === 'cancelled' ? cancelled : null);
    // Only a reason, trimmed, ever goes to the server.
    expect(sent, where).toEqual(expectedSent);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      state = next;
      if (l === 'confirmBlank') message = MOTIVO_REQUERIDO;
      if (l === 'already') message = ALREADY;
      if (state === 'cancelling') expectedSent.push({ id: 812, body: { reason: 'Falla del proyector' } });
    }
    actor.send(events[l] as unknown as CancelarFuncionEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const { shortest, generated, possible } = pathsThrough(cancelarFuncionMachine, events, { simple: true });

describe('cancel-a-función dialog paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
