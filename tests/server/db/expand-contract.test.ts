// Migrations stay compatible with the version still running (docs/operations.md, "Deploys"): during
// a deploy the new version's first worker migrates the database while the old version's workers
// still serve on it, so a release's migrations only expand (add tables, columns that are nullable
// or have a default, new functions under new names) and what the old version used is dropped, made
// NOT NULL or renamed one release later (contract), once no old worker is left. Here the change
// "every table gains a column the next version writes" is made the way the rule says, and the
// running version (this code) keeps selling and letting people in at the door on that schema: no
// statement of it depends on a table's column list (no positional INSERT, no SELECT * into a row).
// Then the same column made NOT NULL in the same release (the contract step too early) stops the
// running version's sales: the reason for the rule.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { IngresoBatchResult, PaymentResult } from '../../../openapi/index.ts';
import type { Database } from '../../../server/db/open.ts';
import { build } from '../../helpers/build.ts';
import { engine as makeEngine } from '../../helpers/engines.ts';
import { batch, funcionStartingIn, scan, ticketsFor } from '../../helpers/porteria.ts';
import { cardBody, pay, reserve } from '../../helpers/purchase.ts';
import { signedInStaff, staffApi } from '../../helpers/staff.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const engine = makeEngine();
let database: Database | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await database?.close();
  [app, database] = [undefined, undefined];
});

/** The tables of the app's schema. */
async function tables(db: Database['db']): Promise<string[]> {
  const result = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)) as unknown as { rows: { tablename: string }[] };
  return result.rows.map((r) => r.tablename);
}

/** The next version's expand migration: on every table a column it writes (nullable) and one with a default; a table of its own. */
async function expand(db: Database['db']) {
  for (const table of await tables(db)) {
    await db.execute(sql.raw(`alter table "${table}" add column "proxima_version" text, add column "proxima_version_n" integer not null default 0`));
  }
  await db.execute(sql.raw(`create table "proxima_version_tabla" (id serial primary key, nota text not null)`));
}

async function sellAndLetIn(app: FastifyInstance) {
  const reserved = await reserve(app, { count: 2 });
  const paid = await pay(app, reserved.session.token, cardBody(reserved));
  const door = await signedInStaff(app, ['porteria']);
  const sold = await ticketsFor(app.db, await funcionStartingIn(app.db, 10), 1);
  const scanned = await staffApi(app, door, 'POST', '/staff/porteria/ingresos', batch([scan(sold.codes[0])]));
  return { paid, scanned };
}

describe(`expand, then contract (${engine.name})`, () => {
  it("the running version keeps selling and letting people in on the next version's expanded schema", async () => {
    database = await engine.open();
    await expand(database.db);
    app = await build({ database });
    const { paid, scanned } = await sellAndLetIn(app);
    expect(paid.statusCode).toBe(200);
    expect((paid.json() as PaymentResult).pay_status.id).toBe(1);
    expect(scanned.statusCode).toBe(200);
    expect((scanned.json() as IngresoBatchResult).results[0].result).toBe('valido');
    // The old version's rows carry the new columns' defaults, for the new version to fill.
    const bills = (await database.db.execute(sql`select count(*)::int as n from bills where proxima_version is null and proxima_version_n = 0`)) as unknown as { rows: { n: number }[] };
    expect(bills.rows[0].n).toBeGreaterThan(0);
  });

  it('the contract step in the same release (the new column NOT NULL at once) stops the running version\'s sales', async () => {
    database = await engine.open();
    await database.db.execute(sql.raw(`alter table bills add column "proxima_version" text not null default ''`));
    await database.db.execute(sql.raw(`alter table bills alter column "proxima_version" drop default`));
    app = await build({ database });
    const reserved = await reserve(app, { count: 2 });
    const paid = await pay(app, reserved.session.token, cardBody(reserved));
    // The old version's insert leaves the column out: the database refuses the bill.
    expect(paid.statusCode).toBe(500);
    const bills = (await database.db.execute(sql`select count(*)::int as n from bills where user_id = ${reserved.session.userId}`)) as unknown as { rows: { n: number }[] };
    expect(bills.rows[0].n).toBe(0);
  });
});
