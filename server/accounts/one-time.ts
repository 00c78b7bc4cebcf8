// Single-use secrets of the account flows: robot-check tokens, password reset codes and e-mail
// verification codes. Only hashes are stored; each is consumed by one atomic UPDATE so two
// requests racing with the same secret cannot both succeed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/open.ts';
import { hashToken } from './auth.ts';
import { newToken, sixDigitCode } from './secrets.ts';

const { registerTokens, passwordResets, verificationCodes } = schema;

export const REGISTER_TOKEN_MINUTES = 15;
export const RESET_CODE_MINUTES = 60;
export const VERIFICATION_CODE_MINUTES = 10;
/** Codes one account may be sent within VERIFICATION_CODE_MINUTES, whatever address asks. */
export const VERIFICATION_CODES_PER_WINDOW = 3;
/** Wrong guesses a verification code survives. */
export const VERIFICATION_ATTEMPTS = 5;

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export async function issueRegisterToken(db: DbOrTx, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(registerTokens).values({ tokenHash: hashToken(token), expiresAt: minutesAfter(now, REGISTER_TOKEN_MINUTES) });
  return token;
}

export async function consumeRegisterToken(db: DbOrTx, token: string, now: Date): Promise<boolean> {
  const used = await db
    .update(registerTokens)
    .set({ usedAt: now })
    .where(and(eq(registerTokens.tokenHash, hashToken(token)), isNull(registerTokens.usedAt), gt(registerTokens.expiresAt, now)))
    .returning({ id: registerTokens.id });
  return used.length === 1;
}

export async function issueResetCode(db: DbOrTx, userId: number, now: Date): Promise<string> {
  const code = newToken();
  await db.insert(passwordResets).values({ codeHash: hashToken(code), userId, expiresAt: minutesAfter(now, RESET_CODE_MINUTES) });
  return code;
}

/** The user whose reset code this is, consuming it; undefined when unknown, used or expired. */
export async function consumeResetCode(db: DbOrTx, code: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.codeHash, hashToken(code)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Voids every reset link of the user still outstanding (after the password changed). */
export async function voidResetCodes(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * A 6-digit code has only 10^6 values, so a plain hash of it is reversed offline at once: it is
 * keyed with the server's CODE_SECRET (kept out of the database), bound to the user.
 */
export const codeHash = (secret: string, userId: number, code: string) => createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Codes sent to a user in the last VERIFICATION_CODE_MINUTES (the per-account send limit reads it). */
export async function recentVerificationCodes(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), gt(verificationCodes.createdAt, new Date(now.getTime() - VERIFICATION_CODE_MINUTES * 60_000))));
  return Number(row?.n ?? 0);
}

/** A new 6-digit code for the user; earlier ones stop working. */
export async function issueVerificationCode(db: DbOrTx, secret: string, userId: number, now: Date): Promise<string> {
  const code = sixDigitCode();
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.usedAt)));
  await db.insert(verificationCodes).values({ userId, codeHash: codeHash(secret, userId, code), createdAt: now, expiresAt: minutesAfter(now, VERIFICATION_CODE_MINUTES) });
  return code;
}

/** True (and the code is spent) when it is the user's live code; a wrong guess counts against it. */
export async function consumeVerificationCode(db: DbOrTx, secret: string, userId: number, code: string, now: Date): Promise<boolean> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        sql`${verificationCodes.attempts} < ${VERIFICATION_ATTEMPTS}`,
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!live) return false;
  if (!sameHash(live.codeHash, codeHash(secret, userId, code))) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, live.id));
    return false;
  }
  const spent = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return spent.length === 1;
}
