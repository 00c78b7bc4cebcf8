// Staff TOTP secrets at rest (OWASP ASVS V2.8: authenticator secrets protected at rest): whoever reads
// a backup or a copy of the database must not be able to compute anyone's codes. Each secret is
// stored sealed with AES-256-GCM under a key from the configuration (STAFF_TOTP_KEYS, never in the
// database), as `gcm:<key id>:<nonce>:<ciphertext and tag>` (base64url). The value names its key, so
// keys rotate: the first key of the ring seals, every key of the ring opens. A value that no key of
// the ring opens (a wrong key, a key gone from the ring, a changed value) is an error, never a guess.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** STAFF_TOTP_KEYS, read: the key that seals new values, and every key that opens stored ones. */
export interface TotpKeyRing {
  current: string;
  keys: ReadonlyMap<string, Buffer>;
}

export const SEALED_PREFIX = 'gcm:';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const KEY_TEXT = /^[A-Za-z0-9+/_-]{43}=?$/;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** STAFF_TOTP_KEYS is not a list of `id:key` with 32-byte keys. */
export class TotpKeysError extends Error {}

/**
 * STAFF_TOTP_KEYS: `id:key` entries separated by commas, each key 32 random bytes in base64 (or
 * base64url), ids unique. The first one seals; all of them open (the others are older keys, kept
 * until `npm run staff:totp-reseal` has sealed every value under the first).
 */
export function parseTotpKeys(text: string): TotpKeyRing {
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) throw new TotpKeysError('STAFF_TOTP_KEYS está vacía: debe ser una lista de id:llave (32 bytes en base64), la primera la que cifra.');
  const keys = new Map<string, Buffer>();
  for (const entry of entries) {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at);
    const keyText = entry.slice(at + 1);
    if (at < 0 || !KEY_ID.test(id)) throw new TotpKeysError(`STAFF_TOTP_KEYS: cada llave va como id:llave, con un id de letras, números, - o _ (hasta 32); no se entiende la entrada ${at < 0 ? 'sin id' : `'${id.slice(0, 32)}'`}.`);
    if (keys.has(id)) throw new TotpKeysError(`STAFF_TOTP_KEYS: el id '${id}' está repetido.`);
    // Node's base64 reads the base64url alphabet too.
    const key = Buffer.from(keyText, 'base64');
    if (!KEY_TEXT.test(keyText) || key.length !== 32) throw new TotpKeysError(`STAFF_TOTP_KEYS: la llave '${id}' debe ser de 32 bytes en base64 (por ejemplo, la salida de \`openssl rand -base64 32\`).`);
    keys.set(id, key);
  }
  return { current: entries[0].slice(0, entries[0].indexOf(':')), keys };
}

/** The ring as STAFF_TOTP_KEYS writes it (for a cluster's workers, and the development key file). */
export const totpKeysText = (ring: TotpKeyRing): string =>
  [ring.current, ...[...ring.keys.keys()].filter((id) => id !== ring.current)].map((id) => `${id}:${ring.keys.get(id)!.toString('base64')}`).join(',');

/** A new ring of one random key with this id. */
export const newTotpKeyRing = (id: string): TotpKeyRing => ({ current: id, keys: new Map([[id, randomBytes(32)]]) });

// The key id is bound to the ciphertext, so a value cannot be passed off as another key's.
const aad = (keyId: string) => Buffer.from(`viziona/staff-totp/${keyId}`);

/** `secret` sealed under the ring's current key. */
export function sealTotpSecret(ring: TotpKeyRing, secret: string): string {
  const key = ring.keys.get(ring.current)!;
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(aad(ring.current));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${SEALED_PREFIX}${ring.current}:${nonce.toString('base64url')}:${sealed.toString('base64url')}`;
}

/** A stored value that no key of the ring opens. Its message names whose it is and the key, never the value. */
export class TotpSecretUnreadable extends Error {
  constructor(
    readonly whose: string,
    readonly keyId: string | null,
    reason: string,
  ) {
    super(`No se pudo leer el secreto TOTP de ${whose}: ${reason}. Nadie entra con él hasta que STAFF_TOTP_KEYS tenga su llave.`);
    this.name = 'TotpSecretUnreadable';
  }
}

/** The key id a stored value was sealed with; null when it is not a sealed value. */
export function sealedWith(stored: string): string | null {
  if (!stored.startsWith(SEALED_PREFIX)) return null;
  const id = stored.slice(SEALED_PREFIX.length).split(':')[0];
  return KEY_ID.test(id) ? id : null;
}

/** Whether a stored value is a TOTP secret in clear, as they were stored before sealing (base32). */
export const isClearTotpSecret = (stored: string): boolean => /^[A-Z2-7]+=*$/.test(stored);

/** The secret of a stored value; `whose` (e.g. 'staff_person:12') goes in the error when no key opens it. */
export function openTotpSecret(ring: TotpKeyRing, stored: string, whose: string): string {
  const [, keyId, nonceText, sealedText, ...rest] = stored.split(':');
  if (sealedWith(stored) === null || rest.length > 0 || !nonceText || !sealedText) {
    throw new TotpSecretUnreadable(whose, null, isClearTotpSecret(stored) ? 'está guardado sin cifrar' : 'no tiene la forma de un secreto cifrado');
  }
  const key = ring.keys.get(keyId);
  if (!key) throw new TotpSecretUnreadable(whose, keyId, `está cifrado con la llave '${keyId}', que STAFF_TOTP_KEYS no tiene`);
  const nonce = Buffer.from(nonceText, 'base64url');
  const sealed = Buffer.from(sealedText, 'base64url');
  try {
    if (nonce.length !== NONCE_BYTES || sealed.length <= TAG_BYTES) throw new Error('short');
    const decipher = createDecipheriv('aes-256-gcm', key, nonce).setAAD(aad(keyId)).setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new TotpSecretUnreadable(whose, keyId, `la llave '${keyId}' de STAFF_TOTP_KEYS no lo abre (¿otra llave con el mismo id?, ¿un valor alterado?)`);
  }
}
