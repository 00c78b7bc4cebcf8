// The second factor of every staff account: TOTP (RFC 6238) with otpauth, as authenticator apps
// read it (SHA-1, 6 digits, 30 s). A code is good for its time step and one step either side; the
// caller stores the step it accepted so the same code (or an older one) never works twice.
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import type { TotpEnrolment } from '../../../openapi/index.ts';

const ISSUER = 'Viziona';
export const TOTP_PERIOD_SECONDS = 30;
const shape = { issuer: ISSUER, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS } as const;

/** A new secret (160 bits, as RFC 4226 recommends), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = '') => new TOTP({ ...shape, label, secret: Secret.fromBase32(secret) });

/** What the enrolment page shows: the otpauth:// URI, the same as a QR image (drawn here), the secret. */
export async function enrolmentOf(secret: string, label: string): Promise<TotpEnrolment> {
  const uri = totpOf(secret, label).toString();
  return { uri, qr: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }), secret };
}

/** The time step of `at`. */
export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The time step `code` belongs to, within one step of `at` (clock skew); null when it is no code of the secret. */
export function stepOfCode(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : stepAt(at) + delta;
}
