import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SalaSeatRules, SalaSeatRulesChange, StaffSala } from '../../../../openapi/index.ts';
import { refusalOf } from '../../refusal.ts';
import type { SalaDraft, SalaUpdate, StaffSalaContext, StaffSalaSchema } from './sala.types.ts';

const draftOf = ({ loneSeats, focusFila, focusColumna }: SalaSeatRules): SalaDraft => ({ loneSeats, focusFila, focusColumna });

/** The fields of the draft that differ from the sala as saved. */
export function changeOf({ sala, draft }: Pick<StaffSalaContext, 'sala' | 'draft'>): SalaSeatRulesChange {
  if (!sala || !draft) return {};
  const change: SalaSeatRulesChange = {};
  for (const key of ['loneSeats', 'focusFila', 'focusColumna'] as const) if (draft[key] !== sala[key]) Object.assign(change, { [key]: draft[key] });
  return change;
}

/** From a save's notice (refused or saved) back to plain editing, with the new choice. */
const noticeGoes = {
  'mode.choose': { target: 'idle', actions: 'chooseMode', description: 'Another mode chosen: the notice goes.' },
  'focus.choose': { target: 'idle', actions: 'chooseFocus', description: 'Another focal point chosen: the notice goes.' },
} as const;

/**
 * A sala's seat rules on the programming desk (issue 30): read with its seats, the no-lone-seats
 * mode and best available's focal point chosen (a click on the map), saved with only what changed;
 * the server's Spanish refusal keeps the choice on screen, a save shows the sala as the server has it.
 */
export const staffSalaMachine = setup({
  types: {} as StaffSalaSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    getSala: fromPromise<StaffSala, number>(async () => {
      throw new Error('getSala not provided');
    }),
    updateSala: fromPromise<SalaSeatRules, SalaUpdate>(async () => {
      throw new Error('updateSala not provided');
    }),
  },
  actions: {
    rememberSala: assign((_, sala: StaffSala) => ({ sala, draft: draftOf(sala), refusal: null })),
    rememberSaved: assign(({ context }, rules: SalaSeatRules) => ({ sala: { ...context.sala!, ...rules }, draft: draftOf(rules), refusal: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error) })),
    chooseMode: assign(({ context, event }) => {
      assertEvent(event, 'mode.choose');
      return { draft: { ...context.draft!, loneSeats: event.mode } };
    }),
    chooseFocus: assign(({ context, event }) => {
      assertEvent(event, 'focus.choose');
      return { draft: { ...context.draft!, focusFila: event.focusFila, focusColumna: event.focusColumna } };
    }),
  },
  guards: {
    draftChanged: ({ context }) => Object.keys(changeOf(context)).length > 0,
  },
}).createMachine({
  id: 'staffSala',
  context: ({ input }) => ({ salaId: input.salaId, sala: null, draft: null, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'getSala',
        src: 'getSala',
        input: ({ context }) => context.salaId,
        onDone: { target: 'editing', actions: { type: 'rememberSala', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      tags: ['failed', 'refused'],
      on: { 'sala.retry': { target: 'loading', description: 'Read the sala again.' } },
    },
    editing: {
      tags: 'form',
      initial: 'idle',
      states: {
        idle: {},
        // A new choice puts the last save's notice away.
        refused: { tags: 'refused', on: noticeGoes },
        saved: { tags: 'saved', on: noticeGoes },
      },
      on: {
        'mode.choose': { actions: 'chooseMode', description: 'Another no-lone-seats mode chosen.' },
        'focus.choose': { actions: 'chooseFocus', description: 'A seat of the map clicked: the focal point moves there.' },
        'sala.save': { target: 'saving', guard: 'draftChanged', description: 'What changed goes to the server (nothing is sent while nothing changed).' },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'updateSala',
        src: 'updateSala',
        input: ({ context }) => ({ id: context.salaId, change: changeOf(context) }),
        onDone: { target: 'editing.saved', actions: { type: 'rememberSaved', params: ({ event }) => event.output }, description: 'Saved: the rule as the server has it.' },
        onError: { target: 'editing.refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused: the choice stays, with the server’s message.' },
      },
    },
  },
});
