import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { build } from '../../helpers/build.ts';
import { bearer } from '../../helpers/accounts.ts';
import { cancelReservation, funcion, newBuyer, reserve, seatStates, type Buyer } from '../../helpers/purchase.ts';
import { openStream, statesAfter, type OpenStream, type StreamEvent } from '../../helpers/seat-stream.ts';
import { futureFuncionId } from '../../helpers/purchase-rows.ts';
import { PAST, TOO_MANY_STREAMS } from '../../../server/seat-stream/hub.ts';

// The live seat map (streamShowtimeSeats), over a real socket, on both engines.
let app: FastifyInstance;
const open: OpenStream[] = [];
const stream = async (showtimeId: number, headers?: Record<string, string>) => {
  const s = await openStream(app, showtimeId, headers);
  open.push(s);
  return s;
};
const isDelta = (e: StreamEvent): e is Extract<StreamEvent, { type: 'delta' }> => e.type === 'delta';
const key = (s: { FilRelativa: string; Columna: number }) => `${s.FilRelativa}:${s.Columna}`;

beforeAll(async () => {
  app = await build({ seatStreams: { heartbeatMs: 100, perAddress: 3 } });
});
afterEach(async () => {
  open.splice(0).forEach((s) => s.close());
  await expect.poll(() => app.seatStreams.streams).toBe(0);
});
afterAll(() => app.close());

describe('streamShowtimeSeats', () => {
  it('opens with a snapshot of the whole map and its version, uncompressed and unbuffered by proxies', async () => {
    const f = await funcion(app);
    const s = await stream(f.showtimeId);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['content-encoding']).toBeUndefined();
    const first = await s.next();
    expect(first.type).toBe('snapshot');
    if (first.type !== 'snapshot') return;
    expect(first.id).toBe(String(first.data.version));
    expect(first.data.holdEndsAt).toBeNull();
    expect(statesAfter([first])).toEqual(await seatStates(app, undefined, f.showtimeId));
    // One shared heartbeat keeps idle streams open.
    await s.next((e) => e.type === 'comment');
    s.close();
  });

  it("sends another buyer's hold and release as deltas of only those seats; the holder sees its own seats and when its hold ends", async () => {
    const f = await funcion(app);
    const a: Buyer = await newBuyer(app);
    const visitor = await stream(f.showtimeId);
    const holder = await stream(f.showtimeId, bearer(a.token));
    const [snap] = await Promise.all([visitor.next(), holder.next()]);
    if (snap.type !== 'snapshot') throw new Error('snapshot first');

    const r = await reserve(app, { session: a, showtimeId: f.showtimeId, count: 2 });
    const held = (await visitor.next(isDelta)) as Extract<StreamEvent, { type: 'delta' }>;
    expect(held.data.from).toBe(snap.data.version);
    expect(held.data.version).toBeGreaterThan(snap.data.version);
    expect(held.id).toBe(String(held.data.version));
    expect(held.data.seats.map((s) => `${s.filRel}:${s.Columna}`).sort()).toEqual(r.seats.map(key).sort());
    expect(held.data.seats.every((s) => s.EstadoSilla === 'B')).toBe(true);
    expect(held.data.holdEndsAt).toBeUndefined();

    const own = (await holder.next(isDelta)) as Extract<StreamEvent, { type: 'delta' }>;
    expect(own.data.seats.every((s) => s.EstadoSilla === 'R')).toBe(true);
    const endsIn = Date.parse(own.data.holdEndsAt!) - Date.now();
    expect(endsIn).toBeGreaterThan(590_000);
    expect(endsIn).toBeLessThanOrEqual(601_000);

    const marks = [visitor.events.length, holder.events.length];
    expect((await cancelReservation(app, a.token, f.showtimeId, r.consecutivo)).statusCode).toBe(200);
    const freed = (await visitor.next(isDelta, { from: marks[0] })) as Extract<StreamEvent, { type: 'delta' }>;
    expect(freed.data.from).toBe(held.data.version);
    expect(freed.data.seats.every((s) => s.EstadoSilla === 'S')).toBe(true);
    const ownFreed = (await holder.next(isDelta, { from: marks[1] })) as Extract<StreamEvent, { type: 'delta' }>;
    expect(ownFreed.data.holdEndsAt).toBeNull();
    // What the stream leaves is what the status read says.
    expect(statesAfter(visitor.events)).toEqual(await seatStates(app, undefined, f.showtimeId));
    visitor.close();
    holder.close();
  });

  it('resumes with Last-Event-ID from the deltas since that version, or sends a fresh snapshot', async () => {
    const f = await funcion(app);
    const first = await stream(f.showtimeId);
    const snap = await first.next();
    if (snap.type !== 'snapshot') throw new Error('snapshot first');
    first.close();
    const r = await reserve(app, { showtimeId: f.showtimeId, count: 1 });
    // The change reaches the feed (kept for a while after its last stream left).
    const watcher = await stream(f.showtimeId);
    await expect.poll(() => statesAfter(watcher.events).get(key(r.seats[0]))).toBe('B');

    const resumed = await stream(f.showtimeId, { 'last-event-id': snap.id });
    const again = await resumed.next((e) => e.type !== 'comment');
    expect(again.type).toBe('delta');
    if (again.type !== 'delta') return;
    expect(again.data.from).toBe(snap.data.version);
    expect(again.data.seats).toEqual([{ filRel: r.seats[0].FilRelativa, Columna: r.seats[0].Columna, EstadoSilla: 'B' }]);
    resumed.close();

    for (const lastEventId of ['abc', '99999999', '-1', '1e3']) {
      const s = await stream(f.showtimeId, { 'last-event-id': lastEventId });
      const e = await s.next((x) => x.type !== 'comment');
      expect(e.type, lastEventId).toBe('snapshot');
      expect(statesAfter([e]).get(key(r.seats[0]))).toBe('B');
      s.close();
    }
    watcher.close();
  });

  it('answers 404 for a función that does not exist or has already started', async () => {
    const unknown = await stream(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body?.message).toBe('No encontramos la función.');
    const f = { showtimeId: await futureFuncionId(app.db, 40) };
    // A función of the test's own, moved to an hour ago (nobody has read its layout yet).
    const pastId = f.showtimeId;
    await app.db.execute(sql`update showtimes set starts_at = now() - interval '1 hour' where id = ${pastId}`);
    const started = await stream(pastId);
    expect(started.status).toBe(404);
    expect(started.body?.message).toBe(PAST);
  });

  it('refuses more open streams from one address than its cap with a Spanish 429, whatever X-Forwarded-For says', async () => {
    const f = await funcion(app);
    const three = [await stream(f.showtimeId), await stream(f.showtimeId), await stream(f.showtimeId)];
    expect(three.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await stream(f.showtimeId, { 'x-forwarded-for': '203.0.113.9' });
    expect(fourth.status).toBe(429);
    expect(fourth.body?.message).toBe(TOO_MANY_STREAMS);
    expect(fourth.headers['retry-after']).toBe('10');
    three[0].close();
    await expect.poll(async () => (await stream(f.showtimeId)).status, { timeout: 2000 }).toBe(200);
    three.forEach((s) => s.close());
  });
});
