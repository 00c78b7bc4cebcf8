// Ticket signing keys with ids (issue 28): the existing key is key 1, a rotation makes a new active
// key while the older one's tickets still enter, a retired key is no longer published and its
// tickets are refused; the admin's operations are audited.
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IngresoBatchResult, StaffTicketKeyList, TicketSigningKeyList } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import { keysFromPem, ticketKeys } from '../../../server/tickets/codes.ts';
import { build, useApp } from '../../helpers/build.ts';
import { batch, funcionStartingIn, scan, ticketsFor, type DoorFuncion } from '../../helpers/porteria.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../helpers/staff.ts';

const { app, get } = useApp();
let admin: SignedInStaff;
let door: SignedInStaff;
let funcion: DoorFuncion;

const published = async () => {
  const res = await app().inject({ method: 'GET', url: '/api/v1/tickets/signing-keys' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  return (res.json() as TicketSigningKeyList).keys;
};
const enter = async (code: string) => {
  const res = await staffApi(app(), door, 'POST', '/staff/porteria/ingresos', batch([scan(code)]));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as IngresoBatchResult).results[0].result;
};

beforeAll(async () => {
  admin = await signedInStaff(app(), ['admin']);
  door = await signedInStaff(app(), ['porteria']);
  funcion = await funcionStartingIn(app().db, 15);
});

describe('the keys, rotated and retired', () => {
  it('key 1 is the key the server had: getTicketSigningKey and the list publish it, with its raw bytes', async () => {
    const before = await ticketsFor(app().db, funcion, 1);
    const [one] = await published();
    const single = await get<{ publicKey: string }>('/tickets/public-key');
    expect(one).toEqual({ id: 1, algorithm: 'Ed25519', publicKey: single.body.publicKey, publicKeyRaw: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), state: 'active' });
    const jwk = createPublicKey(one.publicKey).export({ format: 'jwk' }) as { x: string };
    expect(one.publicKeyRaw).toBe(jwk.x);
    expect(await enter(before.codes[0])).toBe('valido');
  });

  it('a rotation signs new tickets with key 2; key 1’s tickets still enter; audited', async () => {
    const byOne = await ticketsFor(app().db, funcion, 1);
    const res = await staffApi(app(), admin, 'POST', '/staff/llaves-tickets');
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as StaffTicketKeyList).keys.map((k) => [k.id, k.state])).toEqual([[2, 'active'], [1, 'published']]);
    expect((await published()).map((k) => [k.id, k.state])).toEqual([[2, 'active'], [1, 'published']]);
    expect((await get<{ publicKey: string }>('/tickets/public-key')).body.publicKey).toBe((await published())[0].publicKey);
    expect((await ticketKeys(app().db)).id).toBe(2);
    const byTwo = await ticketsFor(app().db, funcion, 1);
    expect(await enter(byOne.codes[0])).toBe('valido');
    expect(await enter(byTwo.codes[0])).toBe('valido');
    const [line] = await app().db.select().from(schema.staffAudit).where(eq(schema.staffAudit.action, 'tickets.llave.rotate'));
    expect(line).toMatchObject({ personId: admin.id, target: 'llave_ticket:2', before: { activa: 1 }, after: { activa: 2, publicada: 1 } });
  });

  it('a retired key is no longer published and its tickets are refused; the active key and a retired one cannot be retired', async () => {
    const byOne = await ticketsFor(app().db, funcion, 1, await keyOne());
    const activeRefused = await staffApi(app(), admin, 'POST', '/staff/llaves-tickets/2/retiro');
    expect(activeRefused.statusCode).toBe(409);
    expect(activeRefused.json().message).toBe('La llave 2 es la activa: rota la llave antes de retirarla.');
    const res = await staffApi(app(), admin, 'POST', '/staff/llaves-tickets/1/retiro');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as StaffTicketKeyList).keys.map((k) => [k.id, k.state])).toEqual([[2, 'active'], [1, 'retired']]);
    expect((await published()).map((k) => k.id)).toEqual([2]);
    expect(await enter(byOne.codes[0])).toBe('firma_invalida');
    const again = await staffApi(app(), admin, 'POST', '/staff/llaves-tickets/1/retiro');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La llave 1 ya está retirada.');
    const unknown = await staffApi(app(), admin, 'POST', '/staff/llaves-tickets/99/retiro');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('La llave 99 no existe.');
    const [line] = await app().db.select().from(schema.staffAudit).where(eq(schema.staffAudit.action, 'tickets.llave.retire'));
    expect(line).toMatchObject({ target: 'llave_ticket:1', after: { estado: 'retired' } });
  });

  it('only an admin rotates or retires', async () => {
    expect((await staffApi(app(), door, 'POST', '/staff/llaves-tickets')).statusCode).toBe(403);
    expect((await staffApi(app(), door, 'GET', '/staff/llaves-tickets')).statusCode).toBe(403);
  });
});

/** Key 1's private half (kept in the table when it came from server_secrets). */
async function keyOne() {
  const [row] = await app().db.select().from(schema.ticketSigningKeys).where(eq(schema.ticketSigningKeys.id, 1));
  return keysFromPem(row.privateKey!, 1);
}

describe('TICKET_SIGNING_KEY', () => {
  it('is key 1, its private half left out of the table', async () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const own = await build({ config: { ticketSigningKey: pem } });
    try {
      const res = await own.inject({ method: 'GET', url: '/api/v1/tickets/signing-keys' });
      const [one] = (res.json() as TicketSigningKeyList).keys;
      expect(one.publicKey).toBe(createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString());
      const [row] = await own.db.select().from(schema.ticketSigningKeys);
      expect(row).toMatchObject({ id: 1, privateKey: null, state: 'active' });
      expect((await ticketKeys(own.db, pem)).id).toBe(1);
    } finally {
      await own.close();
    }
  });
});
