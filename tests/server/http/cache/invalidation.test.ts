// Two app instances on one database, as two server processes on one PostgreSQL (on PGlite: two
// apps on the one in-process database). Their response caches run on a frozen clock, so an answer
// can only be refreshed by the change being announced — never by its lifetime running out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DateList, Movie, SettingList } from '../../../../openapi/index.ts';
import { schema, type Database } from '../../../../server/db/open.ts';
import { LIVE_STALE_MS, LIVE_TTL_MS } from '../../../../server/http/cache/policies.ts';
import { build, oneDatabaseTwice } from '../../../helpers/build.ts';
import { engineKind } from '../../../helpers/engines.ts';
import { buyerRow } from '../../../helpers/purchase-rows.ts';
import { bearer, signUp } from '../../../helpers/accounts.ts';

/** How long an announced change may take to reach every process (NOTIFY delivery; milliseconds in practice). */
const ANNOUNCED_WITHIN_MS = 3000;

let databases: Awaited<ReturnType<typeof oneDatabaseTwice>>;
let apps: FastifyInstance[];
let writer: Database;
let clock = 0;

beforeAll(async () => {
  databases = await oneDatabaseTwice();
  writer = databases.first;
  const cache = { clock: () => clock };
  apps = [await build({ database: databases.first, cache }), await build({ database: databases.second, cache })];
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await databases.close();
});

const get = async <T>(app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};

/** Reads `url` on every app until `seen` holds on all of them; fails after ANNOUNCED_WITHIN_MS. */
async function seenEverywhere<T>(url: string, seen: (body: T) => boolean) {
  const deadline = Date.now() + ANNOUNCED_WITHIN_MS;
  for (const app of apps) {
    let body = await get<T>(app, url);
    while (!seen(body) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      body = await get<T>(app, url);
    }
    expect(seen(body), `${url} en la instancia ${apps.indexOf(app) + 1}`).toBe(true);
  }
}

const showtimeIds = (movies: Movie[]) => movies.flatMap((m) => m.showtimes!.map((s) => s.id));

describe('a change is seen by the next reads of every process', () => {
  it('a new función appears in the cartelera of its day and its film page', async () => {
    const { dates } = await get<DateList>(apps[0], '/dates/viziona');
    const date = dates[1].function_date;
    const url = `/movies/theater/viziona/showtimes?date=${date}`;
    const [film] = await writer.db.select().from(schema.films).where(eq(schema.films.type, 'Estreno')).limit(1);
    for (const app of apps) {
      await get(app, url);
      await get(app, `/movies/theater/viziona/${film.slug}/showtimes?date=${date}`);
    }

    const startsAt = DateTime.fromISO(`${date}T23:59`, { zone: 'America/Bogota' }).toJSDate();
    const [added] = await writer.db.insert(schema.showtimes).values({ filmId: film.id, roomId: 1, startsAt, format: '2D', version: 'Doblada' }).returning();

    await seenEverywhere<Movie[]>(url, (movies) => showtimeIds(movies).includes(added.id));
    await seenEverywhere<{ showtimes: { id: number }[] }>(`/movies/theater/viziona/${film.slug}/showtimes?date=${date}`, (body) =>
      body.showtimes.some((s) => s.id === added.id),
    );
  });

  it('an edited film shows its new title on its page and in the cartelera', async () => {
    const { dates } = await get<DateList>(apps[0], '/dates/viziona');
    const url = `/movies/theater/viziona/showtimes?date=${dates[0].function_date}`;
    const [movie] = await get<Movie[]>(apps[0], url);
    for (const app of apps) {
      await get(app, `/movies/${movie.slug}`);
      await get(app, url);
    }
    const title = `${movie.title} (reestreno)`;
    await writer.db.update(schema.films).set({ title }).where(eq(schema.films.id, movie.id));

    await seenEverywhere<Movie>(`/movies/${movie.slug}`, (m) => m.title === title);
    await seenEverywhere<Movie[]>(url, (movies) => movies.some((m) => m.id === movie.id && m.title === title));
  });

  it('a changed setting is served by every process', async () => {
    for (const app of apps) await get(app, '/settings');
    await writer.db.update(schema.settings).set({ value: '7' }).where(eq(schema.settings.key, 'maximo_entradas'));
    await seenEverywhere<SettingList>('/settings', (s) => s.data.find((x) => x.key === 'maximo_entradas')?.value === '7');
  });

  it('a stale If-None-Match gets the fresh answer, a current one 304', async () => {
    const first = await apps[1].inject({ method: 'GET', url: '/api/v1/banners/web' });
    const etag = first.headers.etag as string;
    const again = await apps[1].inject({ method: 'GET', url: '/api/v1/banners/web', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await writer.db.update(schema.banners).set({ name: 'Preventa: ¡ya!' }).where(ne(schema.banners.id, 0));
    await seenEverywhere<{ name: string }[]>('/banners/web', (b) => b.every((x) => x.name === 'Preventa: ¡ya!'));
    for (const app of apps) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/banners/web', headers: { 'if-none-match': etag } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(etag);
      expect((res.json() as { name: string }[]).every((x) => x.name === 'Preventa: ¡ya!')).toBe(true);
    }
  });
});

describe('seats left', () => {
  it('counts every seat but aisles, and lags holds by at most LIVE_TTL_MS + LIVE_STALE_MS', async () => {
    const { dates } = await get<DateList>(apps[0], '/dates/viziona');
    const url = `/movies/theater/viziona/showtimes?date=${dates[1].function_date}`;
    const [showtime] = (await get<Movie[]>(apps[0], url))[0].showtimes!;
    const forSale = await writer.db
      .select({ id: schema.seats.id })
      .from(schema.seats)
      .where(and(eq(schema.seats.roomId, showtime.room), ne(schema.seats.tipoSilla, 'Pasillo')));
    const left = async (app: FastifyInstance) =>
      (await get<Movie[]>(app, url)).flatMap((m) => m.showtimes!).find((s) => s.id === showtime.id)!.seats;
    expect(await left(apps[0])).toBe(forSale.length);
    await left(apps[1]);

    const { userId, consecutivo } = await buyerRow(writer.db);
    await writer.db.insert(schema.seatHolds).values(
      forSale.slice(0, 3).map((s) => ({ showtimeId: showtime.id, seatId: s.id, userId, consecutivo, status: 'held', expiresAt: new Date(Date.now() + 600_000) })),
    );
    // Past the bound, the next read on every process waits for the fresh count.
    clock += LIVE_TTL_MS + LIVE_STALE_MS;
    for (const app of apps) expect(await left(app)).toBe(forSale.length - 3);
  });
});

describe('signed-in sessions kept in memory', () => {
  const profile = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });

  it('a session signed out on one process is refused by every process within the bound', async () => {
    const { token } = await signUp(apps[0]);
    // Both processes have seen (and keep) the session.
    for (const app of apps) expect((await profile(app, token)).statusCode).toBe(200);
    expect((await apps[0].inject({ method: 'GET', url: '/api/v1/profile/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await profile(apps[0], token)).statusCode).toBe(401);
    const deadline = Date.now() + ANNOUNCED_WITHIN_MS;
    let status = (await profile(apps[1], token)).statusCode;
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await profile(apps[1], token)).statusCode;
    }
    expect(status).toBe(401);
  });

  it('a session revoked straight in the database is refused too', async () => {
    const { token, user } = await signUp(apps[0]);
    for (const app of apps) expect((await profile(app, token)).statusCode).toBe(200);
    await writer.db.update(schema.sessions).set({ revokedAt: new Date() }).where(eq(schema.sessions.userId, user.id));
    const deadline = Date.now() + ANNOUNCED_WITHIN_MS;
    for (const app of apps) {
      let status = (await profile(app, token)).statusCode;
      while (status !== 401 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        status = (await profile(app, token)).statusCode;
      }
      expect(status).toBe(401);
    }
  });
});

// PGlite runs in the process: there is no listening connection to lose.
describe.runIf(engineKind === 'postgres')('when a listening connection is lost', () => {
  const listeners = async () =>
    Number(
      ((await writer.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`)) as unknown as { rows: { n: number }[] }).rows[0].n,
    );
  const maximo = (s: SettingList) => s.data.find((x) => x.key === 'maximo_entradas')?.value;

  it('misses no change meanwhile, and follows changes again once reconnected', async () => {
    for (const app of apps) await get(app, '/settings');
    expect(await listeners()).toBe(2);
    await writer.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
    await writer.db.update(schema.settings).set({ value: '9' }).where(eq(schema.settings.key, 'maximo_entradas'));
    await seenEverywhere<SettingList>('/settings', (s) => maximo(s) === '9');

    for (const deadline = Date.now() + 10_000; (await listeners()) < 2 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
    expect(await listeners()).toBe(2);
    for (const app of apps) expect(maximo(await get<SettingList>(app, '/settings'))).toBe('9');
    await writer.db.update(schema.settings).set({ value: '10' }).where(eq(schema.settings.key, 'maximo_entradas'));
    await seenEverywhere<SettingList>('/settings', (s) => maximo(s) === '10');
  });
});
