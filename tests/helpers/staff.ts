// Staff helpers for server tests: a staff person with roles, written straight into the database,
// and signed in through the API with a TOTP code computed by the library (as an authenticator app).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../openapi/rules.ts';
import { STAFF_COOKIE } from '../../openapi/session.ts';
import { schema } from '../../server/db/open.ts';
import { hashPassword } from '../../server/accounts/passwords.ts';
import { newTotpSecret, stepAt, TOTP_PERIOD_SECONDS } from '../../server/staff/accounts/totp.ts';
import { sealTotpSecret } from '../../server/staff/accounts/totp-secrets.ts';
import { freshAddress } from './accounts.ts';

export interface StaffPersonMade {
  id: number;
  email: string;
  name: string;
  password: string;
  secret: string;
  roles: StaffRole[];
  /** The last time step this helper signed in with (a code is never accepted twice). */
  lastStep: number;
}

export interface SignedInStaff extends StaffPersonMade {
  /** The session cookie's value. */
  token: string;
  /** `{ cookie: 'vz_staff=…' }`, for app.inject. */
  headers: { cookie: string };
}

let counter = 0;
const password = 'taquilla-norte-2026';

/** The 6-digit code of `secret` at a time step (by default the current one). */
export function totpCode(secret: string, step = stepAt(new Date())): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) }).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

/** A staff person with these roles (active, enrolled), unique per call. */
export async function staffPerson(app: FastifyInstance, roles: StaffRole[], overrides: { email?: string; name?: string } = {}): Promise<StaffPersonMade> {
  counter++;
  const email = overrides.email ?? `staff.${process.pid}.${Date.now().toString(36)}.${counter}@viziona.test`;
  const name = overrides.name ?? `Persona ${counter}`;
  const secret = newTotpSecret();
  const [row] = await app.db
    .insert(schema.staffPeople)
    .values({ email, name, passwordHash: await hashPassword(password), totpSecret: sealTotpSecret(app.staffTotpKeys, secret), roles })
    .returning({ id: schema.staffPeople.id });
  return { id: row.id, email, name, password, secret, roles, lastStep: 0 };
}

/**
 * A code the server will accept for the person now: the current step, or the next one when the
 * current was used (one step of skew is allowed), waiting for time to move on after that.
 */
export async function freshCode(person: StaffPersonMade): Promise<string> {
  for (;;) {
    const now = stepAt(new Date());
    const step = Math.max(now, person.lastStep + 1);
    if (step <= now + 1) {
      person.lastStep = step;
      return totpCode(person.secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The session token in an answer's Set-Cookie, if it sets one. */
export function staffTokenIn(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === STAFF_COOKIE && c.value !== '')?.value;
}

export const staffCookie = (token: string) => ({ cookie: `${STAFF_COOKIE}=${token}` });

/** Signs the person in through the API (staffSignIn) and returns the session cookie. */
export async function signInStaff(app: FastifyInstance, person: StaffPersonMade): Promise<SignedInStaff> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/session',
    payload: { email: person.email, password: person.password, code: await freshCode(person) },
    remoteAddress: freshAddress(),
  });
  const token = staffTokenIn(res);
  if (res.statusCode !== 200 || !token) throw new Error(`inicio de sesión del personal falló: ${res.statusCode} ${res.body}`);
  return Object.assign(person, { token, headers: staffCookie(token) });
}

/** A new staff person with these roles, signed in. */
export async function signedInStaff(app: FastifyInstance, roles: StaffRole[]): Promise<SignedInStaff> {
  return signInStaff(app, await staffPerson(app, roles));
}

/** A staff API call with the person's session: `staffApi(app, ana, 'GET', '/staff/me')`. */
export function staffApi(app: FastifyInstance, who: { headers: { cookie: string } } | null, method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, remoteAddress: freshAddress(), ...(payload === undefined ? {} : { payload: payload as object }) });
}
