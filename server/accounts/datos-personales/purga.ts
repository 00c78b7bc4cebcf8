// The end of the tax term (issue 32): a deleted account's bills keep the buyer's name and document
// (bills.buyer_*) only as long as the law obliges the company to keep them. Estatuto Tributario art.
// 632 with Ley 962 de 2005 art. 46: five years counted from 1 January of the year after the
// document was issued. The bill's date is its issue: the later of created_at and paid_at, in
// Bogotá, so a bill started on 31 December and paid on 1 January counts from the later year (the
// safe side: kept a year longer, never erased early). Live accounts are left alone: their bills
// name them through the account, which they can delete themselves.
import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/open.ts';
import type { Job } from '../../jobs/runner.ts';

const { bills, users } = schema;

/** Years the term lasts after the year of issue. */
export const TAX_TERM_YEARS = 5;

/** Blanks buyer_* on the bills of deleted accounts whose term ended by the database's clock; how many. */
export async function purgeExpiredBuyers(db: DbOrTx): Promise<number> {
  const year = (at: ReturnType<typeof sql>) => sql`extract(year from (${at}) at time zone 'America/Bogota')`;
  const issued = sql`greatest(${bills.createdAt}, coalesce(${bills.paidAt}, ${bills.createdAt}))`;
  const rows = await db
    .update(bills)
    .set({ buyerName: null, buyerDocType: null, buyerDocNumber: null })
    .where(
      sql`(${bills.buyerName} is not null or ${bills.buyerDocType} is not null or ${bills.buyerDocNumber} is not null)
        and ${year(issued)} + ${TAX_TERM_YEARS} < ${year(sql`now()`)}
        and exists (select 1 from ${users} u where u.id = ${bills.userId} and u.deleted_at is not null)`,
    )
    .returning({ id: bills.id });
  return rows.length;
}

/** Once a day is plenty: the term ends on a 1 January. */
export const purgeJob = (): Job => ({ name: 'purge-expired-bill-buyers', everySeconds: 24 * 3600, run: (db) => purgeExpiredBuyers(db) });
