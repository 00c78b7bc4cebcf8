import type { DbOrTx } from '../../db/open.ts';
import { countRequests, uncountRequests } from './queries.ts';

// Failed logins per client address (the trusted one, request.ip: forwarding headers count only from
// TRUST_PROXY), whatever the accounts: 25 guesses at 25 e-mails in a minute slipped under both the
// loose per-address limit and the per-account one. Past either window's count, a login from that
// address goes on only with a captcha answer, so the people behind one carrier's NAT can still sign
// in. Only failures count, and a success does not reset them. Counted in the database like the other
// limits (request_limits, fixed windows, every process together).

export interface FailedLoginLimit {
  /** Names the window in the stored key. */
  name: string;
  /** Failed logins allowed in the window without a captcha. */
  max: number;
  windowMs: number;
}

export const failedLoginLimits: readonly FailedLoginLimit[] = [
  { name: 'failedLogins:minute', max: 20, windowMs: 60_000 },
  { name: 'failedLogins:hour', max: 100, windowMs: 60 * 60_000 },
];

export interface LoginAttempt {
  /** The address is past a window's count: this login goes on only with a captcha answer. */
  needsCaptcha: boolean;
  /** The attempt was no failure after all (signed in, or refused before any password was checked). */
  takeBack(): Promise<void>;
}

/**
 * Counts a login from `address` as failed before its password is checked, and says whether it is
 * past a limit; the caller takes it back unless it fails. Counting first keeps the limits exact
 * when many guesses arrive at once: each sees its own place in the window, none the count from
 * before the others.
 */
export async function countLoginAttempt(db: DbOrTx, address: string): Promise<LoginAttempt> {
  const counted = await countRequests(
    db,
    failedLoginLimits.map((limit) => ({ key: `${limit.name}|${address}`, windowMs: limit.windowMs })),
  );
  return {
    needsCaptcha: counted.some(({ hits }, i) => hits > failedLoginLimits[i].max),
    takeBack: () => uncountRequests(db, counted),
  };
}
