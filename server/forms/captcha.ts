import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaChallenge } from '../../openapi/index.ts';
import type { Config } from '../config.ts';
import { schema, type DbOrTx } from '../db/open.ts';

// The anti-bot check of the forms: reCAPTCHA when its keys are configured, otherwise the
// self-hosted ALTCHA proof of work. An accepted answer is recorded in `captcha_uses` (the database,
// not process memory, so a replay is refused whichever server process receives it).

/**
 * SHA-256 iterations per attempt and the counter range: 160,000 hashes on average, about 0.2 s for
 * a bot in Node on an idle server core and about a second for the widget on one core of a mid-range
 * phone (bench/altcha.ts measures it and states the assumptions). Spam costs a bot time per
 * message; a person waits about a second once per form.
 */
export const ALTCHA_COST = 8;
export const ALTCHA_COUNTER = [10_000, 30_000] as const;
const ALTCHA_LIFETIME_MS = 10 * 60_000;
/** reCAPTCHA tokens live two minutes at Google; we keep their use a little longer. */
const RECAPTCHA_USE_TTL_MS = 10 * 60_000;

/** An answer that passed verification, ready to be recorded as used. */
export interface CaptchaUse {
  key: string;
  provider: 'altcha' | 'recaptcha';
  expiresAt: Date;
}

export async function newChallenge(config: Config): Promise<CaptchaChallenge> {
  if (config.recaptcha) return { provider: 'recaptcha', siteKey: config.recaptcha.siteKey };
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: ALTCHA_COST,
    counter: randomInt(...ALTCHA_COUNTER),
    deriveKey,
    // altcha-lib checks expiry against the wall clock (Date.now), so the challenge is dated by it too.
    expiresAt: new Date(Date.now() + ALTCHA_LIFETIME_MS),
    hmacSignatureSecret: config.captchaSecret,
  });
  return { provider: 'altcha', parameters: challenge.parameters, signature: challenge.signature };
}

function decodeAltcha(answer: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Payload;
    return payload && typeof payload === 'object' && payload.challenge?.parameters && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

async function checkAltcha(config: Config, answer: string): Promise<CaptchaUse | null> {
  const payload = decodeAltcha(answer);
  if (!payload) return null;
  const challenge = payload.challenge as Challenge;
  const result = await verifySolution({ challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: config.captchaSecret }).catch(() => null);
  if (!result?.verified) return null;
  const { nonce, expiresAt } = challenge.parameters;
  return { key: `altcha:${nonce}`, provider: 'altcha', expiresAt: new Date((expiresAt ?? 0) * 1000 || Date.now() + ALTCHA_LIFETIME_MS) };
}

async function checkRecaptcha(recaptcha: NonNullable<Config['recaptcha']>, answer: string, remoteIp: string): Promise<CaptchaUse | null> {
  try {
    const res = await fetch(recaptcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: recaptcha.secretKey, response: answer, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await res.json()) as { success?: boolean };
    if (!res.ok || body.success !== true) return null;
  } catch {
    return null;
  }
  const key = `recaptcha:${createHash('sha256').update(answer).digest('hex')}`;
  return { key, provider: 'recaptcha', expiresAt: new Date(Date.now() + RECAPTCHA_USE_TTL_MS) };
}

/** Verifies an answer (signature and work for ALTCHA, Google's verdict for reCAPTCHA); null when it fails. */
export function checkCaptcha(config: Config, answer: string, remoteIp: string): Promise<CaptchaUse | null> {
  return config.recaptcha ? checkRecaptcha(config.recaptcha, answer, remoteIp) : checkAltcha(config, answer);
}

/**
 * Records the answer as used, inside the caller's transaction; false when it was already used
 * (the primary key makes two concurrent submissions of one answer race to a single winner).
 * Expired records are purged on the way, which keeps the table bounded.
 */
export async function recordCaptchaUse(tx: DbOrTx, use: CaptchaUse): Promise<boolean> {
  // Wall clock, like the expiry checks of altcha-lib and Google.
  await tx.delete(schema.captchaUses).where(lt(schema.captchaUses.expiresAt, new Date()));
  const rows = await tx
    .insert(schema.captchaUses)
    .values({ key: use.key, provider: use.provider, expiresAt: use.expiresAt })
    .onConflictDoNothing()
    .returning({ key: schema.captchaUses.key });
  return rows.length === 1;
}
