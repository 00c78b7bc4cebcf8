// Staff sessions: 12 hours at most and 30 minutes idle, both by the database clock. Every staff
// request finds its session and marks it used in one statement; nothing is kept in memory, so a
// revocation (sign-out, a role removed, a person deactivated) holds from the next request on.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/open.ts';
import { hashToken } from '../../accounts/auth.ts';
import { newToken } from '../../accounts/secrets.ts';
import type { StaffRole } from '../../../openapi/rules.ts';

const { staffSessions, staffPeople } = schema;

export const STAFF_SESSION_HOURS = 12;
export const STAFF_IDLE_MINUTES = 30;

export interface LiveStaffSession {
  sessionId: number;
  personId: number;
  roles: StaffRole[];
}

export async function openStaffSession(db: DbOrTx, personId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const [row] = await db
    .insert(staffSessions)
    .values({ tokenHash: hashToken(token), personId, expiresAt: sql`now() + make_interval(hours => ${STAFF_SESSION_HOURS})` })
    .returning({ expiresAt: staffSessions.expiresAt });
  return { token, expiresAt: row.expiresAt };
}

/** The live session of a token, marked used now; null when unknown, revoked, over 12 h, idle 30 min, or its person deactivated. */
export async function touchStaffSession(db: DbOrTx, token: string): Promise<LiveStaffSession | null> {
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .from(staffPeople)
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        sql`${staffSessions.expiresAt} > now()`,
        sql`${staffSessions.lastSeenAt} > now() - make_interval(mins => ${STAFF_IDLE_MINUTES})`,
        eq(staffPeople.id, staffSessions.personId),
        isNull(staffPeople.deactivatedAt),
      ),
    )
    .returning({ sessionId: staffSessions.id, personId: staffPeople.id, roles: staffPeople.roles });
  return row ? { ...row, roles: row.roles as StaffRole[] } : null;
}

export async function revokeStaffSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every live session of the person (a role removed, the person deactivated). */
export async function revokeStaffSessionsOf(db: DbOrTx, personId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(and(eq(staffSessions.personId, personId), isNull(staffSessions.revokedAt)));
}
