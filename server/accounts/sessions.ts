import { and, eq, isNull, ne } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/open.ts';
import { hashToken } from './auth.ts';
import { localDateTime } from './queries.ts';
import { newToken } from './secrets.ts';

/** How long a session lasts (the auth_token cookie expires with it). */
export const SESSION_DAYS = 30;

/** Opens a session: the token goes to the client once, only its hash is kept. */
export async function openSession(db: DbOrTx, userId: number, now: Date): Promise<{ token: string; expires_at: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.insert(schema.sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expires_at: localDateTime(expiresAt), expiresAt };
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  const { sessions } = schema;
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the user but `keep` (the one that changed the password, if any). */
export async function revokeOtherSessions(db: DbOrTx, userId: number, now: Date, keep?: number): Promise<void> {
  const { sessions } = schema;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep === undefined ? undefined : ne(sessions.id, keep)));
}
