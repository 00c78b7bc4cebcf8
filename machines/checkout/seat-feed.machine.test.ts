// The feed inside the checkout, on a simulated clock: what it hands the checkout's map in each case
// (stream up, stream lost and the polling fallback, stream back, a gap, a stream that failed).
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import type { RowStatus } from '../../openapi/index.ts';
import { checkoutMachine } from './checkout.machine.ts';
import { POLL_MS, RETRY_MS, applySeatChanges, seatFeedMachine, type StreamEvent } from './seat-feed.machine.ts';

const row = (a1: 'S' | 'B' | 'R' | 'O', a2: 'S' | 'B' | 'R' | 'O' = 'S'): RowStatus[] => [
  { filRel: 'A', DescripcionSilla: [{ Columna: 1, TipoSilla: 'Normal', EstadoSilla: a1 }, { Columna: 2, TipoSilla: 'Normal', EstadoSilla: a2 }] },
];

interface Harness {
  /** What the feed's nth status read gives (by default the seats all taken, 'O'). */
  read?: (n: number) => Promise<RowStatus[]>;
  /** How many streams throw as they start, as where the browser has no EventSource. */
  failingStreams?: number;
}

/** A checkout whose first reads never answer, and a stream the test drives by hand. */
function harness({ read = async () => row('O', 'O'), failingStreams = 0 }: Harness = {}) {
  const clock = new SimulatedClock();
  const streams: { send: (e: StreamEvent) => void }[] = [];
  let polls = 0;
  const never = fromPromise(() => new Promise<never>(() => {}));
  const machine = checkoutMachine.provide({
    actors: {
      getShowtimeRoom: never as never,
      getShowtimeRoomStatus: never as never,
      getConsecutive: never as never,
      listScoreProducts: never as never,
      listPayBrands: never as never,
      seatFeed: seatFeedMachine.provide({
        actors: {
          streamShowtimeSeats: fromCallback<StreamEvent, number>(({ sendBack }) => {
            if (failingStreams-- > 0) throw new Error('EventSource is not defined');
            streams.push({ send: sendBack });
          }),
          getShowtimeRoomStatus: fromPromise(() => read(++polls)),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { showtimeId: 9, theater: 'viziona' }, clock }).start();
  const feed = () => actor.getSnapshot().children.seatFeed as AnyActorRef;
  const stream = () => streams[streams.length - 1];
  return { actor, clock, streams, stream, feed, polls: () => polls, status: () => actor.getSnapshot().context.status };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the seat feed in the checkout', () => {
  it('stream up: the snapshot becomes the map, a delta changes only its seats, a stale one is dropped', () => {
    const h = harness();
    h.stream().send({ type: 'stream.open' });
    h.stream().send({ type: 'stream.snapshot', data: { version: 4, rows: row('S'), holdEndsAt: null } });
    expect(h.status()).toEqual(row('S'));
    expect(h.feed().getSnapshot().hasTag('live')).toBe(true);
    const before = h.status()!;
    h.stream().send({ type: 'stream.delta', data: { from: 4, version: 6, seats: [{ filRel: 'A', Columna: 2, EstadoSilla: 'B' }] } });
    expect(h.status()).toEqual(row('S', 'B'));
    expect(h.status()![0].DescripcionSilla[0]).toBe(before[0].DescripcionSilla[0]);
    h.stream().send({ type: 'stream.delta', data: { from: 4, version: 5, seats: [{ filRel: 'A', Columna: 1, EstadoSilla: 'O' }] } });
    expect(h.status()).toEqual(row('S', 'B'));
    expect(h.streams).toHaveLength(1);
  });

  it('a gap starts a new stream (a fresh snapshot) and changes nothing meanwhile', () => {
    const h = harness();
    h.stream().send({ type: 'stream.snapshot', data: { version: 4, rows: row('S'), holdEndsAt: null } });
    h.stream().send({ type: 'stream.delta', data: { from: 5, version: 7, seats: [{ filRel: 'A', Columna: 1, EstadoSilla: 'B' }] } });
    expect(h.streams).toHaveLength(2);
    expect(h.status()).toEqual(row('S'));
  });

  it('stream lost: the status is polled every POLL ms until the stream is back, then polling stops', async () => {
    const h = harness();
    h.stream().send({ type: 'stream.open' });
    h.stream().send({ type: 'stream.snapshot', data: { version: 4, rows: row('S'), holdEndsAt: null } });
    h.stream().send({ type: 'stream.lost' });
    expect(h.polls()).toBe(0);
    h.clock.increment(POLL_MS);
    await flush();
    expect(h.polls()).toBe(1);
    expect(h.status()).toEqual(row('O', 'O'));
    h.clock.increment(POLL_MS);
    await flush();
    expect(h.polls()).toBe(2);
    h.stream().send({ type: 'stream.open' });
    expect(h.feed().getSnapshot().hasTag('live')).toBe(true);
    h.clock.increment(POLL_MS * 3);
    await flush();
    expect(h.polls()).toBe(2);
    expect(h.streams).toHaveLength(1);
  });

  it('a stream the browser gave up on: polling, and a new stream after RETRY ms', async () => {
    const h = harness();
    h.stream().send({ type: 'stream.failed' });
    h.clock.increment(POLL_MS);
    await flush();
    expect(h.polls()).toBe(1);
    expect(h.streams).toHaveLength(1);
    h.clock.increment(RETRY_MS - POLL_MS);
    await flush();
    expect(h.streams).toHaveLength(2);
    h.stream().send({ type: 'stream.snapshot', data: { version: 9, rows: row('R'), holdEndsAt: null } });
    expect(h.status()).toEqual(row('R'));
  });

  it('no EventSource (the stream throws as it starts): the status is polled, and a stream tried again after RETRY ms', async () => {
    const h = harness({ failingStreams: 1 });
    expect(h.streams).toHaveLength(0);
    expect(h.feed().getSnapshot().hasTag('polling')).toBe(true);
    h.clock.increment(POLL_MS);
    await flush();
    expect(h.polls()).toBe(1);
    expect(h.status()).toEqual(row('O', 'O'));
    h.clock.increment(RETRY_MS - POLL_MS);
    await flush();
    expect(h.streams).toHaveLength(1);
    h.stream().send({ type: 'stream.snapshot', data: { version: 3, rows: row('S'), holdEndsAt: null } });
    expect(h.status()).toEqual(row('S'));
    expect(h.feed().getSnapshot().hasTag('live')).toBe(true);
  });

  // The server down: a failed read waits POLL ms like any other, or the fallback would read again
  // at once, in a loop, hammering the server while it is down. After the first read fails the next
  // ones never answer, so a read started at once is counted and the test still ends.
  const failsOnceThenHangs = (n: number) => (n === 1 ? Promise.reject(new Error('503')) : new Promise<never>(() => {}));
  it.each([
    ['stream lost (polling while the browser reconnects)', 'stream.lost'],
    ['stream given up on (polling until it is tried again)', 'stream.failed'],
  ] as const)('%s: a failed read is followed by the next one only POLL ms later', async (_, lost) => {
    const h = harness({ read: failsOnceThenHangs });
    h.stream().send({ type: lost });
    h.clock.increment(POLL_MS);
    await flush();
    expect(h.polls()).toBe(1);
    h.clock.increment(POLL_MS - 1);
    await flush();
    expect(h.polls()).toBe(1);
    h.clock.increment(1);
    await flush();
    expect(h.polls()).toBe(2);
    expect(h.feed().getSnapshot().hasTag('polling')).toBe(true);
  });
});

describe('applySeatChanges', () => {
  it('changes only the named seats and keeps the rest as they were', () => {
    const rows = [...row('S', 'S'), { filRel: 'B', DescripcionSilla: [{ Columna: 1, TipoSilla: 'Normal' as const, EstadoSilla: 'S' as const }] }];
    const next = applySeatChanges(rows, [{ filRel: 'B', Columna: 1, EstadoSilla: 'O' }])!;
    expect(next[0]).toBe(rows[0]);
    expect(next[1].DescripcionSilla[0].EstadoSilla).toBe('O');
    expect(applySeatChanges(null, [{ filRel: 'B', Columna: 1, EstadoSilla: 'O' }])).toBeNull();
  });
});

