// EXPLAIN ANALYZE of the hot public reads on a throwaway PostgreSQL 15 with the demo data (prints
// the plans and their times; not a test). Run: npm run bench:explain
import { sql, type SQLWrapper } from 'drizzle-orm';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { seed } from '../server/db/seed/index.ts';
import { listDates, movieBySlug, releases, showtimesOfDay, theaterMovies } from '../server/catalogue/cartelera.ts';
import { listSettings } from '../server/content/queries.ts';
import { roomBySlug } from '../server/catalogue/salas.ts';
import type { Db } from '../server/db/open.ts';

/** Runs `read` with every statement it sends wrapped in EXPLAIN ANALYZE, printing the plans. */
async function explain(db: Db, label: string, read: (db: Db) => Promise<unknown>) {
  const plans: string[] = [];
  const spy = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== 'select' && prop !== 'selectDistinct') return value;
      return (...args: unknown[]) => wrap((value as (...a: unknown[]) => object).apply(target, args));
    },
  });
  // Query builders are thenables: await runs the query; here it runs EXPLAIN ANALYZE of it instead.
  const wrap = (builder: object): object =>
    new Proxy(builder, {
      get(target, prop, receiver) {
        if (prop === 'then') {
          return (resolve: (v: unknown) => void, reject: (e: unknown) => void) =>
            db
              .execute(sql`explain (analyze, costs off) ${target as SQLWrapper}`)
              .then((r) => plans.push(((r as { rows: Record<string, string>[] }).rows).map((row) => row['QUERY PLAN']).join('\n')))
              .then(() => (target as PromiseLike<unknown>).then(resolve, reject));
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (...args: unknown[]) => wrapIfBuilder(value.apply(target, args)) : value;
      },
    });
  const wrapIfBuilder = (v: unknown) => (v && typeof v === 'object' && 'getSQL' in v ? wrap(v) : v);
  await read(spy as Db);
  const t = performance.now();
  await read(db);
  console.log(`\n=== ${label}: ${plans.length} statement(s), ${(performance.now() - t).toFixed(1)} ms from Node\n${plans.join('\n---\n')}`);
}

async function main() {
  const server = await startPostgres();
  try {
    const { db, close } = await openPostgres({ databaseUrl: await server.createDatabase('explain') });
    await seed(db);
    await db.execute(sql`analyze`);
    const now = new Date();
    const filter = { theater: 'viziona', now };
    const [day] = await listDates(db, filter);
    const [movie] = await theaterMovies(db, filter);
    await explain(db, 'cartelera of a day', (d) => showtimesOfDay(d, { ...filter, date: day.function_date }));
    await explain(db, 'dates', (d) => listDates(d, filter));
    await explain(db, 'theater movies', (d) => theaterMovies(d, filter));
    await explain(db, 'movie', (d) => movieBySlug(d, movie.slug, now));
    await explain(db, 'releases', (d) => releases(d, now));
    await explain(db, 'room detail', (d) => roomBySlug(d, 'sala-1'));
    await explain(db, 'settings', (d) => listSettings(d));
    await close();
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
