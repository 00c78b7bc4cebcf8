// Staff sessions: 12 hours at most and 30 minutes idle, both by the database clock. Every staff
// request finds its session and marks it used in one call (shared with the requests that arrive
// while another is running), so a revocation (sign-out, a role removed, a person deactivated) holds
// from the next request on. The one exception, the door's scans, is checked in the statement that
// records them (viziona_porteria_ingresos): what this process saw live in the last few seconds only
// lets such a request in (recentStaffSession).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '../../db/open.ts';
import { param, preparedPerDb } from '../../db/prepared.ts';
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

const touchQuery = preparedPerDb((db) =>
  db
    .select({ tokenHash: sql<string>`s.token_hash`, sessionId: sql<number>`s.session_id`, personId: sql<number>`s.person_id`, roles: sql<StaffRole[]>`s.roles` })
    .from(sql`viziona_staff_session_touch(${param('hashes')}::jsonb, ${STAFF_TOUCH_SECONDS}::int, ${STAFF_IDLE_MINUTES}::int) as s`)
    .prepare('staff_session_touch'),
);

/** The live sessions of token hashes in one call (viziona_staff_session_touch), by hash. */
async function touchStaffSessions(db: DbOrTx, hashes: string[]): Promise<Map<string, LiveStaffSession>> {
  const rows = await touchQuery(db).execute({ hashes: JSON.stringify(hashes) });
  return new Map(rows.map((r) => [r.tokenHash, { sessionId: r.sessionId, personId: r.personId, roles: r.roles }]));
}

interface Waiting {
  hash: string;
  resolve: (live: LiveStaffSession | null) => void;
  reject: (err: unknown) => void;
}

/** How long a session found live lets in a request whose own statement checks it again. */
export const STAFF_RECENT_SECONDS = 5;
const RECENT_KEPT = 5000;

/** Sessions found live by token hash, per database, with when (this process's clock). */
const recent = new WeakMap<object, Map<string, { live: LiveStaffSession; at: number }>>();

function remember(db: DbOrTx, hash: string, live: LiveStaffSession): void {
  let seen = recent.get(db);
  if (!seen) recent.set(db, (seen = new Map()));
  if (seen.size >= RECENT_KEPT) {
    const old = Date.now() - STAFF_RECENT_SECONDS * 1000;
    for (const [key, entry] of seen) if (entry.at < old) seen.delete(key);
    if (seen.size >= RECENT_KEPT) seen.clear();
  }
  seen.set(hash, { live, at: Date.now() });
}

/**
 * The session of a token this process found live in the last STAFF_RECENT_SECONDS; null otherwise.
 * Not proof that it is live now: only for an operation whose statement checks it (the guard's
 * `staffSessionInStatement`).
 */
export function recentStaffSession(db: DbOrTx, token: string): LiveStaffSession | null {
  const entry = recent.get(db)?.get(hashToken(token));
  return entry && Date.now() - entry.at < STAFF_RECENT_SECONDS * 1000 ? entry.live : null;
}

/** Lookups waiting for the next call, per database (one line per server process). */
const lines = new WeakMap<object, { waiting: Waiting[]; serving: boolean }>();

async function serve(db: DbOrTx, line: { waiting: Waiting[]; serving: boolean }): Promise<void> {
  line.serving = true;
  try {
    while (line.waiting.length > 0) {
      const turn = line.waiting.splice(0, 500);
      try {
        const live = await touchStaffSessions(db, turn.map((w) => w.hash));
        for (const w of turn) {
          const found = live.get(w.hash);
          if (found) remember(db, w.hash, found);
          else recent.get(db)?.delete(w.hash);
          w.resolve(found ?? null);
        }
      } catch (err) {
        for (const w of turn) w.reject(err);
      }
    }
  } finally {
    line.serving = false;
  }
}

/**
 * The live session of a token, marked used now (at most every STAFF_TOUCH_SECONDS: the idle limit
 * counts from then); null when unknown, revoked, over 12 h, idle 30 min, or its person deactivated.
 * The lookups of requests that arrive while one is running go together in the next call, which is
 * sent after they came: a revocation committed before a request holds for it, as with a call of its own.
 */
export function touchStaffSession(db: DbOrTx, token: string): Promise<LiveStaffSession | null> {
  const hash = hashToken(token);
  if (db instanceof PgTransaction) return touchStaffSessions(db, [hash]).then((live) => live.get(hash) ?? null);
  let line = lines.get(db);
  if (!line) lines.set(db, (line = { waiting: [], serving: false }));
  const mine = line;
  return new Promise((resolve, reject) => {
    mine.waiting.push({ hash, resolve, reject });
    if (!mine.serving) void serve(db, mine);
  });
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
