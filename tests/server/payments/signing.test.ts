// The two signatures of a purchase: ePayco's confirmation signature, and our Ed25519 ticket codes
// (the key pair kept in the database, or given by TICKET_SIGNING_KEY).
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TicketSigningKey } from '../../../openapi/index.ts';
import { keysFromPem, signTicketCode, ticketKeys, TICKET_KEY_SECRET, verifyTicketCode } from '../../../server/tickets/codes.ts';
import { schema } from '../../../server/db/open.ts';
import { confirmationSignature, signatureMatches } from '../../../server/payments/signature.ts';
import { build } from '../../helpers/build.ts';

const keys = { custId: '1000000', pKey: 'viziona-sandbox-p-key' };
const fields = { x_ref_payco: '87463521', x_transaction_id: '1928374650', x_amount: '48000', x_currency_code: 'COP' };
// sha256 of '1000000^viziona-sandbox-p-key^87463521^1928374650^48000^COP', computed with sha256sum.
const KNOWN = 'd402c0c78bcf09df0a8751f8c6179f93a1cd84d94a2da144c71c35150da770c7';

describe('confirmation signature', () => {
  it("is sha256 of p_cust_id_cliente^p_key^x_ref_payco^x_transaction_id^x_amount^x_currency_code", () => {
    expect(confirmationSignature(keys, fields)).toBe(KNOWN);
    expect(signatureMatches(keys, fields, KNOWN)).toBe(true);
    expect(signatureMatches(keys, fields, KNOWN.toUpperCase())).toBe(true);
  });

  it('refuses a missing, malformed or other signature, and any changed field', () => {
    for (const s of [undefined, '', 'abc', `${KNOWN}00`, KNOWN.replace(/^d/, 'e')]) expect(signatureMatches(keys, fields, s)).toBe(false);
    for (const change of [{ x_amount: '48001' }, { x_currency_code: 'USD' }, { x_ref_payco: '1' }, { x_transaction_id: '1' }]) {
      expect(signatureMatches(keys, { ...fields, ...change }, KNOWN)).toBe(false);
    }
    expect(signatureMatches({ ...keys, pKey: 'otra' }, fields, KNOWN)).toBe(false);
  });
});

describe('ticket codes', () => {
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  it('verify with the public key, carry bill, función and seat, and never repeat', async () => {
    const k = keysFromPem(pem);
    const claim = { bill: 'VZ1-001234', showtimeId: 120, seatId: 345 };
    const a = signTicketCode(k, claim);
    const b = signTicketCode(k, claim);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^VZ1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
    expect(verifyTicketCode(k.publicKey, a)).toEqual(claim);
  });

  it('refuse a changed payload, a changed signature, or another key', async () => {
    const k = keysFromPem(pem);
    const other = keysFromPem(generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const code = signTicketCode(k, { bill: 'VZ1-001234', showtimeId: 120, seatId: 345 });
    const [prefix, payload, signature] = code.split('.');
    const changed = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('.345.', '.346.')).toString('base64url');
    expect(verifyTicketCode(k.publicKey, [prefix, changed, signature].join('.'))).toBeUndefined();
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyTicketCode(k.publicKey, [prefix, payload, flipped].join('.'))).toBeUndefined();
    expect(verifyTicketCode(other.publicKey, code)).toBeUndefined();
    expect(verifyTicketCode(k.publicKey, `VZ2.${payload}.${signature}`)).toBeUndefined();
  });

  it('the key pair is made on first boot, kept in the database and published', async () => {
    const app = await build();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/tickets/public-key' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const published = res.json() as TicketSigningKey;
      expect(published.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
      const [stored] = await app.db.select().from(schema.serverSecrets).where(eq(schema.serverSecrets.name, TICKET_KEY_SECRET));
      expect(stored.value).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
      expect((await ticketKeys(app.db)).publicKeyPem).toBe(published.publicKey);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('TICKET_SIGNING_KEY from the environment is used instead', async () => {
    const app = await build({ config: { ticketSigningKey: pem } });
    try {
      const published = (await app.inject({ method: 'GET', url: '/api/v1/tickets/public-key' })).json() as TicketSigningKey;
      expect(published.publicKey).toBe(keysFromPem(pem).publicKeyPem);
    } finally {
      await app.close();
    }
  }, 120_000);
});
