import { randomBytes, randomInt } from 'node:crypto';

/** An opaque random token: 256 bits, URL-safe. Only its sha256 (`hashToken`) is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** A 6-digit e-mail verification code. */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
