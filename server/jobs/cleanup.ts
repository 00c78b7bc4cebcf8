import { and, isNotNull, isNull, lt, ne, or, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/open.ts';
import { deleteEndedWindows } from '../http/limits/queries.ts';
import { STAFF_IDLE_MINUTES } from '../staff/accounts/sessions.ts';

// Clean-up of what piles up by itself: sessions, robot-check tokens, reset links and verification
// codes past their use, captcha answers past their expiry, request-limit windows that have ended,
// and the bodies of mail already sent (the outbox row stays as the record of who was sent what,
// when). Plain statements, each safe to run again or from several processes at once (a row deleted
// twice is deleted once). The job runner
// (server/jobs/) decides when; this only does it.

const { sessions, staffSessions, registerTokens, passwordResets, verificationCodes, captchaUses, outgoingMail } = schema;

/** Removes what has expired or been used by `now`; the number of rows touched, per kind. */
export async function cleanUp(db: DbOrTx, now: Date = new Date()): Promise<Record<string, number>> {
  const count = (rows: unknown[]) => rows.length;
  return {
    sessions: count(
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
        .returning({ id: sessions.id }),
    ),
    // A staff session also ends after STAFF_IDLE_MINUTES without use. One ended because a role was
    // removed is kept until its 12 hours are over: the guard tells its
    // holder why (server/staff/accounts/guard.ts).
    staffSessions: count(
      await db
        .delete(staffSessions)
        .where(
          or(
            lt(staffSessions.expiresAt, now),
            and(
              or(isNull(staffSessions.revokedReason), ne(staffSessions.revokedReason, 'rol_retirado')),
              or(isNotNull(staffSessions.revokedAt), lt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000))),
            ),
          ),
        )
        .returning({ id: staffSessions.id }),
    ),
    registerTokens: count(
      await db
        .delete(registerTokens)
        .where(or(lt(registerTokens.expiresAt, now), isNotNull(registerTokens.usedAt)))
        .returning({ id: registerTokens.id }),
    ),
    passwordResets: count(
      await db
        .delete(passwordResets)
        .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id }),
    ),
    // Only expired ones: the codes of the last window, used or not, count against the per-account limit.
    verificationCodes: count(await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now)).returning({ id: verificationCodes.id })),
    captchaUses: count(await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now)).returning({ key: captchaUses.key })),
    requestLimits: await deleteEndedWindows(db, now),
    sentMailBodies: count(
      await db
        .update(outgoingMail)
        .set({ text: '', html: null, attachments: null })
        .where(and(eq(outgoingMail.status, 'sent'), or(ne(outgoingMail.text, ''), isNotNull(outgoingMail.html))))
        .returning({ id: outgoingMail.id }),
    ),
  };
}
