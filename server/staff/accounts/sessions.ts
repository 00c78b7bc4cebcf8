// Staff sessions: 12 hours at most and 30 minutes idle, both by the database clock. Every staff
// request finds its session and marks it used in one statement; nothing is kept in memory, so a
// revocation (sign-out, a role removed, a person deactivated) holds from the next request on.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/open.ts';
import type { StaffSessionRevokedReason } from '../../db/schema.ts';
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

/** A session used again within this many seconds is not written again (a door scans several times a second). */
export const STAFF_TOUCH_SECONDS = 10;

/**
 * The live session of a token, marked used now (at most every STAFF_TOUCH_SECONDS: the idle limit
 * counts from then); null when unknown, revoked, over 12 h, idle 30 min, or its person deactivated.
 * One call (server/db/functions/viziona_staff_session_touch.sql) that writes only when the mark is that old.
 */
export async function touchStaffSession(db: DbOrTx, token: string): Promise<LiveStaffSession | null> {
  const result = (await db.execute(
    sql`select session_id as "sessionId", person_id as "personId", roles from viziona_staff_session_touch(${hashToken(token)}::text, ${STAFF_TOUCH_SECONDS}::int, ${STAFF_IDLE_MINUTES}::int)`,
  )) as unknown as { rows: { sessionId: number; personId: number; roles: StaffRole[] }[] };
  const [row] = result.rows;
  return row ? { sessionId: row.sessionId, personId: row.personId, roles: row.roles } : null;
}

export async function revokeStaffSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'cerrada' })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every live session of the person (a role removed, the person deactivated), saying why. */
export async function revokeStaffSessionsOf(db: DbOrTx, personId: number, reason: Exclude<StaffSessionRevokedReason, 'cerrada'>): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(staffSessions.personId, personId), isNull(staffSessions.revokedAt)));
}

/**
 * The current roles of a token's session ended because a role was removed (before its 12 hours, its
 * person still active); null otherwise. Asked only when touchStaffSession found no live session, so
 * the guard can say "your role was removed" instead of "your session ended".
 */
export async function rolesAfterRoleRemoved(db: DbOrTx, token: string): Promise<StaffRole[] | null> {
  const result = (await db.execute(sql`
    select p.roles from ${staffSessions} s join ${staffPeople} p on p.id = s.person_id
     where s.token_hash = ${hashToken(token)} and s.revoked_reason = 'rol_retirado' and s.expires_at > now() and p.deactivated_at is null`)) as unknown as {
    rows: { roles: StaffRole[] }[];
  };
  return result.rows[0]?.roles ?? null;
}
