// The club's promise (spec §1): club prices on at most 6 tickets and 6 combos a day per member,
// the day being Bogotá's. What a member already used today: the tickets and confectionery units of
// their bills made today (Bogotá) while their card was active, accepted or still waiting for the
// gateway (a rejected or failed payment gives its units back). Units bought beyond the limit count
// too, which changes nothing: by then the day's 6 are used.
import { and, eq, gte, inArray, lte, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/open.ts';
import { ZONE } from '../db/constants.ts';
import { billLines, bills, memberships } from '../db/schema.ts';
import { BILL_STATE } from '../../openapi/rules.ts';

export const CLUB_DAILY_TICKETS = 6;
export const CLUB_DAILY_COMBOS = 6;

export interface ClubAllowance {
  tickets: number;
  combos: number;
}

/** Start of today in Bogotá, on the database clock. */
const startOfBogotaDay = sql`(date_trunc('day', now() at time zone ${ZONE}) at time zone ${ZONE})`;

/** How many tickets and combos the user may still buy at club prices today. */
export async function clubAllowanceToday(db: DbOrTx, userId: number): Promise<ClubAllowance> {
  const [used] = await db
    .select({
      tickets: sql<number>`coalesce(sum(${billLines.cantidad}) filter (where ${billLines.kind} = 'ticket'), 0)::int`,
      combos: sql<number>`coalesce(sum(${billLines.cantidad}) filter (where ${billLines.kind} = 'product'), 0)::int`,
    })
    .from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .where(
      and(
        eq(bills.userId, userId),
        inArray(bills.statusId, [BILL_STATE.accepted, BILL_STATE.pending]),
        gte(bills.createdAt, startOfBogotaDay),
        sql`exists (${db
          .select({ one: sql`1` })
          .from(memberships)
          .where(and(eq(memberships.userId, bills.userId), lte(memberships.startsAt, bills.createdAt), gt(memberships.endsAt, bills.createdAt)))})`,
      ),
    );
  return {
    tickets: Math.max(0, CLUB_DAILY_TICKETS - Number(used?.tickets ?? 0)),
    combos: Math.max(0, CLUB_DAILY_COMBOS - Number(used?.combos ?? 0)),
  };
}
