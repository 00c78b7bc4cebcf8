// The live seat map (issue 30): the función's stream of seat changes (streamShowtimeSeats, an
// EventSource provided by src/app), invoked by the checkout machine for as long as it runs. It
// hands the checkout a whole map (`seats.snapshot`) or only the seats that changed
// (`seats.delta`); versions only grow, so a delta older than the map is dropped and one that does
// not follow it starts the stream again (a fresh snapshot). While the stream is down the status
// is read every POLL ms as before the stream existed; a stream that the browser gave up on is
// tried again after RETRY ms.
import { assertEvent, assign, fromCallback, fromPromise, sendParent, setup } from 'xstate';
import type { RowStatus, SeatChange, SeatStreamDelta, SeatStreamSnapshot } from '../../openapi/index.ts';
import { notProvided } from '../payment/payment.actors.ts';

export const POLL_MS = 5000;
export const RETRY_MS = 15000;

/** What the stream actor sends back. */
export type StreamEvent =
  | { type: 'stream.open' }
  | { type: 'stream.snapshot'; data: SeatStreamSnapshot }
  | { type: 'stream.delta'; data: SeatStreamDelta }
  /** The connection dropped; the browser is reconnecting (with Last-Event-ID). */
  | { type: 'stream.lost' }
  /** The browser gave up (a refusal, or the server went away for good). */
  | { type: 'stream.failed' };

/** What the feed tells the checkout. */
export type SeatFeedEvent =
  | { type: 'seats.snapshot'; rows: RowStatus[]; holdEndsAt?: string | null }
  | { type: 'seats.delta'; seats: SeatChange[]; holdEndsAt?: string | null };

export interface SeatFeedContext {
  showtimeId: number;
  /** The version the map is at (null: not from the stream yet). */
  version: number | null;
}

export type SeatFeedTag = 'live' | 'polling';

const notProvidedStream = fromCallback<StreamEvent, number>(() => {
  throw new Error('streamShowtimeSeats not provided');
});

export const seatFeedMachine = setup({
  types: {} as { context: SeatFeedContext; events: StreamEvent; input: { showtimeId: number }; tags: SeatFeedTag },
  actors: {
    // Network work, named after the contract's operationIds and provided by src/app.
    streamShowtimeSeats: notProvidedStream,
    getShowtimeRoomStatus: fromPromise<RowStatus[], number>(notProvided('getShowtimeRoomStatus')),
  },
  actions: {
    takeSnapshot: assign(({ event }) => {
      assertEvent(event, 'stream.snapshot');
      return { version: event.data.version };
    }),
    takeDelta: assign(({ event }) => {
      assertEvent(event, 'stream.delta');
      return { version: event.data.version };
    }),
    forgetVersion: assign({ version: null }),
    sendSnapshot: sendParent(({ event }) => {
      assertEvent(event, 'stream.snapshot');
      return { type: 'seats.snapshot', rows: event.data.rows, holdEndsAt: event.data.holdEndsAt } satisfies SeatFeedEvent;
    }),
    sendDelta: sendParent(({ event }) => {
      assertEvent(event, 'stream.delta');
      const { seats, holdEndsAt } = event.data;
      return (holdEndsAt === undefined ? { type: 'seats.delta', seats } : { type: 'seats.delta', seats, holdEndsAt }) satisfies SeatFeedEvent;
    }),
    sendRows: sendParent((_, rows: RowStatus[]) => ({ type: 'seats.snapshot', rows }) satisfies SeatFeedEvent),
  },
  guards: {
    isStale: ({ context, event }) => {
      assertEvent(event, 'stream.delta');
      return context.version !== null && event.data.version <= context.version;
    },
    follows: ({ context, event }) => {
      assertEvent(event, 'stream.delta');
      return event.data.from === context.version;
    },
  },
  delays: { POLL: POLL_MS, RETRY: RETRY_MS },
}).createMachine({
  id: 'seatFeed',
  context: ({ input }) => ({ showtimeId: input.showtimeId, version: null }),
  initial: 'streaming',
  states: {
    streaming: {
      invoke: {
        id: 'streamShowtimeSeats',
        src: 'streamShowtimeSeats',
        input: ({ context }) => context.showtimeId,
        onError: { target: 'retrying', description: 'No EventSource here (or it threw): the status is read as before.' },
      },
      initial: 'connecting',
      on: {
        'stream.snapshot': { target: '.live', actions: ['takeSnapshot', 'sendSnapshot'], description: 'The whole map, at its version.' },
        'stream.delta': [
          { guard: 'isStale', description: 'Older than the map (a late or repeated delta): dropped.' },
          { guard: 'follows', target: '.live', actions: ['takeDelta', 'sendDelta'], description: 'Only the seats that changed, in place.' },
          { target: 'streaming', reenter: true, actions: 'forgetVersion', description: 'A gap: a new stream begins with a fresh snapshot.' },
        ],
        'stream.failed': { target: 'retrying', description: 'The browser gave up on the stream: polling until it is tried again.' },
      },
      states: {
        connecting: {
          on: {
            'stream.open': { target: 'live' },
            'stream.lost': { target: 'polling', description: 'It never opened: the status is read meanwhile.' },
          },
        },
        live: {
          tags: 'live',
          on: { 'stream.lost': { target: 'polling', description: 'Connection lost: the status is read every POLL ms while the browser reconnects.' } },
        },
        polling: {
          tags: 'polling',
          on: { 'stream.open': { target: 'live', description: 'Stream back: it resumes from Last-Event-ID (or sends a snapshot) and polling stops.' } },
          initial: 'waiting',
          states: {
            waiting: { after: { POLL: 'reading' } },
            reading: {
              invoke: {
                src: 'getShowtimeRoomStatus',
                input: ({ context }) => context.showtimeId,
                onDone: { target: 'waiting', actions: { type: 'sendRows', params: ({ event }) => event.output } },
                onError: { target: 'waiting' },
              },
            },
          },
        },
      },
    },
    retrying: {
      tags: 'polling',
      entry: 'forgetVersion',
      after: { RETRY: { target: 'streaming', description: 'A new stream (a fresh snapshot).' } },
      initial: 'waiting',
      states: {
        waiting: { after: { POLL: 'reading' } },
        reading: {
          invoke: {
            src: 'getShowtimeRoomStatus',
            input: ({ context }) => context.showtimeId,
            onDone: { target: 'waiting', actions: { type: 'sendRows', params: ({ event }) => event.output } },
            onError: { target: 'waiting' },
          },
        },
      },
    },
  },
});

/** The rows with the changed seats' new states (rows and seats untouched are the same objects). */
export function applySeatChanges(rows: RowStatus[] | null, seats: SeatChange[]): RowStatus[] | null {
  if (!rows || seats.length === 0) return rows;
  const byRow = new Map<string, Map<number, SeatChange['EstadoSilla']>>();
  for (const s of seats) byRow.set(s.filRel, (byRow.get(s.filRel) ?? new Map()).set(s.Columna, s.EstadoSilla));
  return rows.map((row) => {
    const changes = byRow.get(row.filRel);
    if (!changes) return row;
    return {
      ...row,
      DescripcionSilla: row.DescripcionSilla.map((cell) => {
        const estado = changes.get(cell.Columna);
        return estado === undefined || estado === cell.EstadoSilla ? cell : { ...cell, EstadoSilla: estado };
      }),
    };
  });
}
