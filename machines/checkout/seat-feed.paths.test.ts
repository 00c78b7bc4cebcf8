// Path tests of the live seat map's feed: every state it can reach (shortest paths from
// xstate/graph), each step checked against an expectation written here from issue 30, independently
// of the machine: stream up, stream lost (polling), polling, stream back, a stale delta, a gap, a
// stream the browser gave up on.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom, StateValue } from 'xstate';
import { getNextSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { RowStatus, SeatStreamDelta } from '../../openapi/index.ts';
import { seatFeedMachine, type StreamEvent } from './seat-feed.machine.ts';
import { canArrive } from '../testing/arriving.ts';

type Snapshot = SnapshotFrom<typeof seatFeedMachine>;
type Event = StreamEvent | { type: string; output?: unknown };

const rows: RowStatus[] = [{ filRel: 'A', DescripcionSilla: [{ Columna: 1, TipoSilla: 'Normal', EstadoSilla: 'S' }] }];
const delta = (from: number, version: number): StreamEvent => ({ type: 'stream.delta', data: { from, version, seats: [{ filRel: 'A', Columna: 1, EstadoSilla: 'B' }] } as SeatStreamDelta });
const POLL = 'xstate.after.POLL';
const RETRY = 'xstate.after.RETRY';

const events = (s: Snapshot): Event[] =>
  [
    { type: 'stream.open' },
    { type: 'stream.snapshot', data: { version: 5, rows, holdEndsAt: null } },
    delta(5, 6),
    delta(6, 7),
    delta(9, 10),
    delta(3, 4),
    delta(4, 8),
    { type: 'stream.lost' },
    { type: 'stream.failed' },
    { type: 'xstate.done.actor.0.seatFeed.streaming.polling.reading', output: rows },
    { type: 'xstate.done.actor.0.seatFeed.retrying.reading', output: rows },
    ...after(s),
  ].filter((e) => canArrive(e.type, s.children) || !e.type.startsWith('xstate.done'));

/** The delayed events the current state waits for. */
function after(s: Snapshot): Event[] {
  const value = JSON.stringify(s.value);
  const out: Event[] = [];
  if (value.includes('waiting')) out.push({ type: s.matches('retrying') ? `${POLL}.seatFeed.retrying.waiting` : `${POLL}.seatFeed.streaming.polling.waiting` });
  if (s.matches('retrying')) out.push({ type: `${RETRY}.seatFeed.retrying` });
  return out;
}

// ── The expectation.
interface Model {
  at: string;
  version: number | null;
}
const START: Model = { at: 'streaming.connecting', version: null };

function expectedNext(m: Model, e: Event): Model {
  const t = e.type;
  const at = (place: string, more: Partial<Model> = {}): Model => ({ ...m, at: place, ...more });
  const streaming = m.at.startsWith('streaming.');
  if (streaming && t === 'stream.snapshot') return at('streaming.live', { version: 5 });
  if (streaming && t === 'stream.delta') {
    const d = (e as Extract<StreamEvent, { type: 'stream.delta' }>).data;
    if (m.version !== null && d.version <= m.version) return m; // stale: dropped
    if (d.from === m.version) return at('streaming.live', { version: d.version });
    return at('streaming.connecting', { version: null }); // a gap: a new stream, a fresh snapshot
  }
  if (streaming && t === 'stream.failed') return at('retrying.waiting', { version: null });
  if (m.at === 'streaming.connecting' && t === 'stream.open') return at('streaming.live');
  if ((m.at === 'streaming.connecting' || m.at === 'streaming.live') && t === 'stream.lost') return at('streaming.polling.waiting');
  if (m.at.startsWith('streaming.polling.') && t === 'stream.open') return at('streaming.live');
  if (m.at.endsWith('.waiting') && t.startsWith(POLL)) return at(m.at.replace('waiting', 'reading'));
  if (m.at.endsWith('.reading') && t.startsWith('xstate.done.actor.')) return at(m.at.replace('reading', 'waiting'));
  if (m.at.startsWith('retrying.') && t.startsWith(RETRY)) return at('streaming.connecting');
  return m;
}

const place = (value: StateValue): string => (typeof value === 'string' ? value : Object.entries(value).map(([k, v]) => `${k}.${place(v as StateValue)}`).join(','));
const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.version]);

/** What must hold in each place: its tags (the view and the checkout read them) and the version. */
function check(s: Snapshot, m: Model, trail: string) {
  expect(place(s.value), trail).toBe(m.at);
  expect(s.context.version, trail).toBe(m.version);
  expect(s.hasTag('live'), trail).toBe(m.at === 'streaming.live');
  expect(s.hasTag('polling'), trail).toBe(m.at.startsWith('streaming.polling') || m.at.startsWith('retrying'));
}

// Walked without a parent (what it forwards is checked in seat-feed.machine.test.ts).
const machine = seatFeedMachine.provide({ actions: { sendSnapshot: () => {}, sendDelta: () => {}, sendRows: () => {} } });

describe('seat feed paths (xstate/graph)', () => {
  const paths = getShortestPaths(machine, { events: (s) => events(s as Snapshot) as never, input: { showtimeId: 9 }, serializeState: (s) => serialize(s as Snapshot) });

  it('reaches every place: connecting, live, polling while the stream is down, retrying after it failed', () => {
    const reached = new Set(paths.map((p) => place(p.state.value)));
    expect([...reached].sort()).toEqual(['retrying.reading', 'retrying.waiting', 'streaming.connecting', 'streaming.live', 'streaming.polling.reading', 'streaming.polling.waiting']);
  });

  it('every step of every path, and every event from every place, goes where issue 30 says', () => {
    let checked = 0;
    for (const path of paths) {
      let model = START;
      let trail = 'start';
      for (const [i, step] of path.steps.entries()) {
        if (i > 0) {
          model = expectedNext(model, step.event);
          trail += ` → ${step.event.type}`;
        }
        check(step.state as Snapshot, model, trail);
      }
      for (const event of events(path.state as Snapshot)) {
        const next = getNextSnapshot(machine, path.state, event as never);
        check(next as Snapshot, expectedNext(model, event), `${trail} + ${event.type}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
