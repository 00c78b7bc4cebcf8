// Ticket codes: unguessable and signed, so a door scanner can check one offline with the public
// key. Code = `VZ1.<payload>.<signature>`, both base64url; payload = `<bill number>.<showtime id>.
// <seat id>.<8 random bytes, base64url>`; signature = Ed25519 over the payload bytes.
import { createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/open.ts';
import { tickets } from '../db/schema.ts';
import { activeSigningKey, privateKeyOf } from './keys.ts';

export { TICKET_KEY_SECRET } from './keys.ts';
const PREFIX = 'VZ1';

/** The key that signs new tickets (the active one), with its id. */
export interface TicketKeys {
  id: number;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SPKI PEM, as getTicketSigningKey publishes it. */
  publicKeyPem: string;
}

/** The keys of an Ed25519 private key in PEM (TICKET_SIGNING_KEY), as key `id`. */
export function keysFromPem(privatePem: string, id = 1): TicketKeys {
  const privateKey = privateKeyOf(privatePem);
  const publicKey = createPublicKey(privateKey);
  return { id, privateKey, publicKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/**
 * The active ticket signing key (server/tickets/keys.ts): key 1 is TICKET_SIGNING_KEY when the
 * operator gives one, otherwise the pair generated on first boot and kept in the database; a
 * rotation makes a newer one active. Read from the database on each call, so every process signs
 * with the key active now.
 */
export async function ticketKeys(db: DbOrTx, fromEnv?: string): Promise<TicketKeys> {
  return activeSigningKey(db, fromEnv);
}

export interface TicketClaim {
  bill: string;
  showtimeId: number;
  seatId: number;
}

export function signTicketCode(keys: TicketKeys, claim: TicketClaim): string {
  const payload = Buffer.from(`${claim.bill}.${claim.showtimeId}.${claim.seatId}.${randomBytes(8).toString('base64url')}`);
  const signature = sign(null, payload, keys.privateKey);
  return `${PREFIX}.${payload.toString('base64url')}.${signature.toString('base64url')}`;
}

const codeShape = /^VZ1\.([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{86})$/;
const payloadShape = /^([A-Za-z0-9-]{1,40})\.(\d{1,10})\.(\d{1,10})\.[A-Za-z0-9_-]{11}$/;

/** What a code claims, when one of `keys` signed it; undefined for anything else. */
export function verifyTicketCodeWithAny(keys: readonly { publicKey: KeyObject }[], code: string): TicketClaim | undefined {
  for (const key of keys) {
    const claim = verifyTicketCode(key.publicKey, code);
    if (claim) return claim;
  }
  return undefined;
}

/** What a code claims, when its signature is good; undefined for anything else. */
export function verifyTicketCode(publicKey: KeyObject, code: string): TicketClaim | undefined {
  const parts = codeShape.exec(code);
  if (!parts) return undefined;
  const payload = Buffer.from(parts[1], 'base64url');
  const signature = Buffer.from(parts[2], 'base64url');
  if (signature.length !== 64 || !verify(null, payload, publicKey, signature)) return undefined;
  const fields = payloadShape.exec(payload.toString('utf8'));
  if (!fields) return undefined;
  return { bill: fields[1], showtimeId: Number(fields[2]), seatId: Number(fields[3]) };
}

/** One signed ticket per seat of an accepted bill (inside the acceptance transaction). */
export async function issueTickets(tx: DbOrTx, keys: TicketKeys, input: { billId: number; bill: string; showtimeId: number; seatIds: number[] }) {
  if (input.seatIds.length === 0) return [];
  return tx
    .insert(tickets)
    .values(
      input.seatIds.map((seatId) => ({
        billId: input.billId,
        showtimeId: input.showtimeId,
        seatId,
        code: signTicketCode(keys, { bill: input.bill, showtimeId: input.showtimeId, seatId }),
        signingKeyId: keys.id,
      })),
    )
    .returning();
}

/** Voids a bill's tickets (its money goes back): they no longer enter, and their seats may be sold again. */
export async function voidTickets(tx: DbOrTx, billId: number): Promise<number> {
  const voided = await tx
    .update(tickets)
    .set({ voidedAt: sql`now()` })
    .where(and(eq(tickets.billId, billId), isNull(tickets.voidedAt)))
    .returning({ id: tickets.id });
  return voided.length;
}
