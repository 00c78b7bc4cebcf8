// The Club Vizionarios status a member sees (spec §4): the active membership, else the last one that ended.
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { MembershipStatus } from '../../openapi/index.ts';
import { ACTIVE_CARD, CINEFAN_OFF, CINEFAN_ON, NO_CARD } from '../../openapi/rules.ts';
import { localDateTime } from '../accounts/queries.ts';
import { schema, type DbOrTx } from '../db/open.ts';

const { memberships } = schema;

/** Club Vizionarios status: the active membership if any, else the last one that ended. */
export async function membershipStatus(db: DbOrTx, userId: number, now: Date): Promise<MembershipStatus> {
  const [active] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), lte(memberships.startsAt, now), gt(memberships.endsAt, now)))
    .orderBy(desc(memberships.endsAt))
    .limit(1);
  if (active) {
    return { Estado: ACTIVE_CARD, CineFan: active.cinefan ? CINEFAN_ON : CINEFAN_OFF, Vencimiento: localDateTime(active.endsAt) };
  }
  const [last] = await db
    .select({ endsAt: memberships.endsAt })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), lte(memberships.endsAt, now)))
    .orderBy(desc(memberships.endsAt))
    .limit(1);
  return { Estado: NO_CARD, CineFan: CINEFAN_OFF, Vencimiento: last ? localDateTime(last.endsAt) : null };
}

