// The keys that sign ticket codes, with ids (issue 28): one active key signs new tickets, published
// ones still verify, retired ones are refused. Key 1 is the key the server had before keys had ids
// (TICKET_SIGNING_KEY, or the pair kept in server_secrets), written to the table on first use, so
// no ticket is signed again. A code does not name its key: a checker tries each published one.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { StaffTicketKey, TicketPublishedKey } from '../../openapi/index.ts';
import type { DbOrTx } from '../db/open.ts';
import { ticketSigningKeys } from '../db/schema.ts';
import { serverSecret } from '../checkout/secrets.ts';
import { conflict, notFound } from '../http/errors.ts';
import { DateTime } from 'luxon';
import { ZONE } from '../db/constants.ts';

export const TICKET_KEY_SECRET = 'ticket_signing_key';

const toInstant = (instant: Date) => DateTime.fromJSDate(instant, { zone: ZONE }).toISO()!;

const newPrivateKeyPem = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** An Ed25519 private key in PEM (TICKET_SIGNING_KEY), checked. */
export function privateKeyOf(pem: string): KeyObject {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('TICKET_SIGNING_KEY debe ser una llave privada Ed25519 en PEM.');
  return privateKey;
}

/** The public halves of a key: SPKI PEM and the 32 raw bytes as base64url. */
export function publicPartsOf(publicKey: KeyObject): { publicKey: string; publicKeyRaw: string } {
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    publicKeyRaw: (publicKey.export({ format: 'jwk' }) as { x: string }).x,
  };
}

const keyOne = new WeakMap<DbOrTx, Promise<void>>();

/** Key 1 in the table (once per database handle): the key tickets were signed with so far. */
export function ensureKeyOne(db: DbOrTx, fromEnv?: string): Promise<void> {
  let done = keyOne.get(db);
  if (!done) {
    done = (async () => {
      const [existing] = await db.select({ id: ticketSigningKeys.id }).from(ticketSigningKeys).limit(1);
      if (existing) return;
      const privatePem = fromEnv ?? (await serverSecret(db, TICKET_KEY_SECRET, newPrivateKeyPem));
      const parts = publicPartsOf(createPublicKey(privateKeyOf(privatePem)));
      await db
        .insert(ticketSigningKeys)
        .values({ id: 1, ...parts, privateKey: fromEnv ? null : privatePem, state: 'active' })
        .onConflictDoNothing();
    })();
    if (!('rollback' in db)) keyOne.set(db, done);
    done.catch(() => keyOne.delete(db));
  }
  return done;
}

export interface SigningKey {
  id: number;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
}

export interface VerifyingKey {
  id: number;
  state: 'active' | 'published';
  publicKey: KeyObject;
  publicKeyPem: string;
  publicKeyRaw: string;
}

const parsed = new Map<string, KeyObject>();
const keyObject = (pem: string, make: (pem: string) => KeyObject): KeyObject => {
  let key = parsed.get(pem);
  if (!key) {
    key = make(pem);
    if (parsed.size > 64) parsed.clear();
    parsed.set(pem, key);
  }
  return key;
};

/** The active key, which signs new tickets (read each time: a rotation in another process counts at once). */
export async function activeSigningKey(db: DbOrTx, fromEnv?: string): Promise<SigningKey> {
  await ensureKeyOne(db, fromEnv);
  const [row] = await db.select().from(ticketSigningKeys).where(eq(ticketSigningKeys.state, 'active')).limit(1);
  if (!row) throw new Error('No hay llave activa para firmar tickets.');
  const privatePem = row.privateKey ?? fromEnv;
  if (!privatePem) throw new Error(`La llave de tickets ${row.id} está en TICKET_SIGNING_KEY, que no está configurada.`);
  const privateKey = keyObject(privatePem, privateKeyOf);
  const publicKey = keyObject(row.publicKey, (pem) => createPublicKey(pem));
  return { id: row.id, privateKey, publicKey, publicKeyPem: row.publicKey };
}

/** The published keys (active first, then the newest): what a checker tries. */
export async function publishedKeys(db: DbOrTx, fromEnv?: string): Promise<VerifyingKey[]> {
  await ensureKeyOne(db, fromEnv);
  const rows = await db
    .select()
    .from(ticketSigningKeys)
    .where(ne(ticketSigningKeys.state, 'retired'))
    .orderBy(sql`${ticketSigningKeys.state} = 'active' desc`, desc(ticketSigningKeys.id));
  return rows.map((row) => ({
    id: row.id,
    state: row.state as VerifyingKey['state'],
    publicKey: keyObject(row.publicKey, (pem) => createPublicKey(pem)),
    publicKeyPem: row.publicKey,
    publicKeyRaw: row.publicKeyRaw,
  }));
}

export const publishedOf = (key: Pick<VerifyingKey, 'id' | 'state' | 'publicKeyPem' | 'publicKeyRaw'>): TicketPublishedKey => ({
  id: key.id,
  algorithm: 'Ed25519',
  publicKey: key.publicKeyPem,
  publicKeyRaw: key.publicKeyRaw,
  state: key.state,
});

/** Every key, retired ones too, newest first (the admin's list). */
export async function allKeys(db: DbOrTx, fromEnv?: string): Promise<StaffTicketKey[]> {
  await ensureKeyOne(db, fromEnv);
  const rows = await db.select().from(ticketSigningKeys).orderBy(desc(ticketSigningKeys.id));
  return rows.map((row) => ({
    id: row.id,
    algorithm: 'Ed25519' as const,
    publicKey: row.publicKey,
    publicKeyRaw: row.publicKeyRaw,
    state: row.state as StaffTicketKey['state'],
    created_at: toInstant(row.createdAt),
    state_changed_at: toInstant(row.stateChangedAt),
  }));
}

/**
 * A new active key; the active one becomes published (its tickets still enter). In the caller's
 * transaction; the keys are locked, so two rotations at once take turns. Returns the new key's id
 * and the one it replaced.
 */
export async function rotateKey(tx: DbOrTx, fromEnv?: string): Promise<{ id: number; previous: number }> {
  await ensureKeyOne(tx, fromEnv);
  const rows = await tx.select({ id: ticketSigningKeys.id, state: ticketSigningKeys.state }).from(ticketSigningKeys).orderBy(asc(ticketSigningKeys.id)).for('update');
  const previous = rows.find((r) => r.state === 'active')!.id;
  const id = Math.max(...rows.map((r) => r.id)) + 1;
  const privatePem = newPrivateKeyPem();
  await tx
    .update(ticketSigningKeys)
    .set({ state: 'published', stateChangedAt: sql`now()`, changedXid: sql`pg_current_xact_id()` })
    .where(eq(ticketSigningKeys.id, previous));
  await tx.insert(ticketSigningKeys).values({ id, ...publicPartsOf(createPublicKey(privateKeyOf(privatePem))), privateKey: privatePem, state: 'active' });
  return { id, previous };
}

export const KEY_NOT_FOUND = (id: number) => `La llave ${id} no existe.`;
export const KEY_ACTIVE = (id: number) => `La llave ${id} es la activa: rota la llave antes de retirarla.`;
export const KEY_RETIRED = (id: number) => `La llave ${id} ya está retirada.`;

/** Retires a published key (its tickets are refused from now on); the caller's transaction. */
export async function retireKey(tx: DbOrTx, id: number, fromEnv?: string): Promise<void> {
  await ensureKeyOne(tx, fromEnv);
  const [row] = await tx.select({ state: ticketSigningKeys.state }).from(ticketSigningKeys).where(eq(ticketSigningKeys.id, id)).for('update');
  if (!row) throw notFound(KEY_NOT_FOUND(id));
  if (row.state === 'active') throw conflict(KEY_ACTIVE(id));
  if (row.state === 'retired') throw conflict(KEY_RETIRED(id));
  await tx
    .update(ticketSigningKeys)
    .set({ state: 'retired', stateChangedAt: sql`now()`, changedXid: sql`pg_current_xact_id()` })
    .where(eq(ticketSigningKeys.id, id));
}

const kept = new WeakMap<DbOrTx, { keys: Promise<VerifyingKey[]>; at: number }>();

/**
 * The published keys as this process last read them (a door checks every scan's signature with
 * them). A rotation or retirement here forgets them (`forgetPublishedKeys`); one in another process
 * shows when a signature fails with the kept keys (`fresh`: read again, at most once a second). A
 * retired key kept here still verifies: the online statement refuses its tickets by the table.
 */
export function keptPublishedKeys(db: DbOrTx, fromEnv?: string, fresh = false): Promise<VerifyingKey[]> {
  const now = Date.now();
  const held = kept.get(db);
  if (held && !(fresh && now - held.at > 1000)) return held.keys;
  const keys = publishedKeys(db, fromEnv);
  kept.set(db, { keys, at: now });
  keys.catch(() => kept.delete(db));
  return keys;
}

export const forgetPublishedKeys = (db: DbOrTx) => void kept.delete(db);
