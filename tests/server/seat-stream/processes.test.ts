import { describe, expect, it } from 'vitest';
import { useTwoApps } from '../../helpers/build.ts';
import { funcion, reserve } from '../../helpers/purchase.ts';
import { openStream, statesAfter } from '../../helpers/seat-stream.ts';

// Two server processes on one database (on PGlite, two apps on the one in-process database): a
// change made through one reaches the streams of the other through LISTEN/NOTIFY, batched.
const { apps } = useTwoApps();

describe('the live seat map across processes', () => {
  it("a hold taken on one process reaches the other's streams as one delta", async () => {
    const [one, two] = apps();
    const f = await funcion(one);
    const watching = await openStream(two, f.showtimeId);
    try {
      const snapshot = await watching.next();
      expect(snapshot.type).toBe('snapshot');
      const r = await reserve(one, { showtimeId: f.showtimeId, count: 3 });
      const delta = await watching.next((e) => e.type === 'delta');
      if (delta.type !== 'delta' || snapshot.type !== 'snapshot') return;
      expect(delta.data.from).toBe(snapshot.data.version);
      const states = statesAfter(watching.events);
      expect(r.seats.map((s) => states.get(`${s.FilRelativa}:${s.Columna}`))).toEqual(['B', 'B', 'B']);
    } finally {
      watching.close();
    }
  });
});
