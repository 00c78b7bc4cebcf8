// What an accepted membership bill does, in the acceptance's transaction: one year of Club
// Vizionarios card with CineFan 'vigente'. Bought while a card is active, the year runs from that
// card's end (the new row covers from now to then + 1 year, so the status shows the new end at
// once). The year is added in Bogotá's calendar: added to a timestamptz it would follow the
// database's TimeZone, and 28 February at 23:50 in Bogotá (1 March in UTC) would end on a 29
// February. One row per bill (memberships.bill_id is unique): a replayed acceptance grants nothing.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/open.ts';
import { memberships } from '../db/schema.ts';
import { ZONE } from '../db/constants.ts';
import { PAY_TYPE } from '../../openapi/rules.ts';

export async function grantMembership(tx: DbOrTx, bill: { id: number; userId: number; payType: number }): Promise<void> {
  if (bill.payType !== PAY_TYPE.membership) return;
  const currentEnd = tx
    .select({ end: sql`max(${memberships.endsAt})` })
    .from(memberships)
    .where(and(eq(memberships.userId, bill.userId), gt(memberships.endsAt, sql`now()`)));
  await tx
    .insert(memberships)
    .values({
      userId: bill.userId,
      billId: bill.id,
      startsAt: sql`now()`,
      endsAt: sql`((greatest(now(), coalesce((${currentEnd}), now())) at time zone ${ZONE}) + interval '1 year') at time zone ${ZONE}`,
      cinefan: true,
    })
    .onConflictDoNothing({ target: memberships.billId });
}
