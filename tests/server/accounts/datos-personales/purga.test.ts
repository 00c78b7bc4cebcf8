// The five-year purge (issue 32): a deleted account's bills lose the buyer's name and document once
// the tax term ends (five years from 1 January after the bill's year, in Bogotá), not a day before;
// live accounts' bills and younger bills keep theirs.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../../server/db/open.ts';
import { purgeExpiredBuyers } from '../../../../server/accounts/datos-personales/purga.ts';
import { useApp } from '../../../helpers/build.ts';
import { billRow, buyerRow, futureFuncionId } from '../../../helpers/purchase-rows.ts';

const { app } = useApp();
const { bills, users } = schema;

/** A bill of a (deleted or live) account, issued at `issued` (a timestamptz literal), with buyer_* filled. */
async function bill(issued: string, deleted: boolean): Promise<number> {
  const db = app().db;
  const buyer = await buyerRow(db);
  const id = await billRow(db, { ...buyer, showtimeId: await futureFuncionId(db) });
  await db
    .update(bills)
    .set({ buyerName: 'Ana Pérez', buyerDocType: 'CC', buyerDocNumber: '1020304050', createdAt: sql`${issued}::timestamptz`, paidAt: sql`${issued}::timestamptz` })
    .where(eq(bills.id, id));
  if (deleted) await db.update(users).set({ deletedAt: sql`now()` }).where(eq(users.id, buyer.userId));
  return id;
}
const buyerOf = async (id: number) => {
  const [b] = await app().db.select({ name: bills.buyerName, type: bills.buyerDocType, doc: bills.buyerDocNumber }).from(bills).where(eq(bills.id, id));
  return b;
};

describe('purgeExpiredBuyers', () => {
  it('blanks buyer_* of deleted accounts whose bill year ended more than five years ago, in Bogotá, and nothing else', async () => {
    const result = (await app().db.execute(sql`select extract(year from now() at time zone 'America/Bogota')::int as year`)) as unknown as { rows: { year: number }[] };
    const { year } = result.rows[0];
    // Issued on the last minute of year-6 in Bogotá (already year-5 in UTC): its term has ended.
    const ended = await bill(`${year - 6}-12-31T23:59:00-05:00`, true);
    // Issued on the first minute of year-5 in Bogotá: kept until the end of this year.
    const kept = await bill(`${year - 5}-01-01T00:01:00-05:00`, true);
    const live = await bill(`${year - 8}-06-01T12:00:00-05:00`, false);

    expect(await purgeExpiredBuyers(app().db)).toBeGreaterThanOrEqual(1);
    expect(await buyerOf(ended)).toEqual({ name: null, type: null, doc: null });
    expect(await buyerOf(kept)).toEqual({ name: 'Ana Pérez', type: 'CC', doc: '1020304050' });
    expect(await buyerOf(live)).toEqual({ name: 'Ana Pérez', type: 'CC', doc: '1020304050' });
    // The bill itself stays (its number, totals, state): only who bought is forgotten.
    expect((await app().db.select({ id: bills.id }).from(bills).where(eq(bills.id, ended))).length).toBe(1);
    // Safe to run again.
    await purgeExpiredBuyers(app().db);
    expect(await buyerOf(kept)).toEqual({ name: 'Ana Pérez', type: 'CC', doc: '1020304050' });
  });
});
