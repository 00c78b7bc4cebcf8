// The doors' line (server/staff/porteria/linea.ts) with its real call (decidirTurno, one statement
// for several doors' requests), on the engine of this run: the first request goes at once, those
// arriving meanwhile go together; within one call a ticket goes to the request that came first and
// each request gets its own audit line; two scans with one nonce never share a call; a call that
// fails is sent again one request at a time, so only the bad request fails; a deadlock is retried.
import { verify as nodeVerify } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reclamoFirmado } from '../../../../openapi/ingreso.ts';
import { schema } from '../../../../server/db/open.ts';
import { decidirTurno, type EscaneoEnLinea, type PedidoEnLinea, type Salida } from '../../../../server/staff/porteria/en-linea.ts';
import { LineaPuertas } from '../../../../server/staff/porteria/linea.ts';
import { keptPublishedKeys, type VerifyingKey } from '../../../../server/tickets/keys.ts';
import { useApp } from '../../../helpers/build.ts';
import { batch, funcionStartingIn, scan, ticketsFor, type DoorTickets } from '../../../helpers/porteria.ts';
import { openStaffSession } from '../../../../server/staff/accounts/sessions.ts';
import { staffPerson } from '../../../helpers/staff.ts';

const { app } = useApp();
let personId: number;
let sessionId: number;
let sold: DoorTickets;
let wrongDoor: { theaterId: number; roomId: number };

const verify = (payload: Uint8Array, signature: Uint8Array, key: VerifyingKey) => nodeVerify(null, payload, key.publicKey, signature);

beforeAll(async () => {
  personId = (await staffPerson(app(), ['porteria'])).id;
  // The statement checks the request's staff session: a live one of this person.
  await openStaffSession(app().db, personId);
  [{ sessionId }] = await app().db.select({ sessionId: schema.staffSessions.id }).from(schema.staffSessions).where(eq(schema.staffSessions.personId, personId));
  const funcion = await funcionStartingIn(app().db, 10);
  sold = await ticketsFor(app().db, funcion, 6);
  const [other] = await app().db.insert(schema.theaters).values({ slug: `linea-${Date.now()}`, name: 'Otro', fullname: 'Otro teatro', address: 'Calle 1', email: 'otro@example.com', phone: '1' }).returning();
  // Another theater's door naming a room of theater 1.
  wrongDoor = { theaterId: other.id, roomId: funcion.roomId };
});

/** A door's online request as registerOnline hands it to the line: what the codes say (the database proves them). */
async function pedido(codes: string[], door: { device: string; theaterId?: number; roomId?: number; person?: number; session?: number; nonces?: string[] }): Promise<PedidoEnLinea> {
  const keys = await keptPublishedKeys(app().db);
  const scans: EscaneoEnLinea[] = codes.map((code, i) => {
    const s = scan(code, door.nonces?.[i] ? { nonce: door.nonces[i] } : {});
    return { nonce: s.nonce, code, scannedAt: new Date(s.scanned_at), claim: reclamoFirmado(code, { verify, keys }) };
  });
  const { device, door: puerta } = batch([], { device: door.device, label: `Puerta ${door.device}`, theaterId: door.theaterId, roomId: door.roomId ?? null });
  return {
    batch: { device, door: puerta, scans: [] },
    scans,
    actor: { personId: door.person ?? personId, sessionId: door.session ?? sessionId, roles: ['porteria'], role: 'porteria', address: '127.0.0.1' },
    errors: 0,
    total: codes.length,
  };
}

/** A line whose calls are the real ones, counted by size (requests per call). */
function countedLine(fail?: (turn: PedidoEnLinea[]) => unknown) {
  const calls: number[] = [];
  const line = new LineaPuertas<EscaneoEnLinea, PedidoEnLinea, Salida>(app().db, async (db, turn) => {
    calls.push(turn.length);
    const err = fail?.(turn);
    if (err) throw err;
    return decidirTurno(db, turn);
  });
  return { line, calls };
}

const auditOf = (devices: string[]) => app().db.select().from(schema.staffAudit).where(inArray(schema.staffAudit.target, devices.map((d) => `dispositivo:${d}`)));

describe("the doors' line", () => {
  it('the first request goes at once, the others together next; one ticket goes to the request that came first; an audit line per request', async () => {
    const { line, calls } = countedLine();
    const pedidos = [
      await pedido([sold.codes[0]], { device: 'l1-a' }),
      await pedido([sold.codes[1]], { device: 'l1-b' }),
      await pedido([sold.codes[1], sold.codes[0]], { device: 'l1-c' }),
      await pedido([sold.codes[2]], { device: 'l1-d', ...wrongDoor }),
    ];
    // Sent one after another while the first call runs.
    const [a, b, c, d] = await Promise.all(pedidos.map((p) => line.decide(p)));
    expect(calls).toEqual([1, 3]);
    expect(a.decididos.map((x) => [x.answer.result, x.aceptado])).toEqual([['valido', true]]);
    expect(b.decididos.map((x) => [x.answer.result, x.aceptado])).toEqual([['valido', true]]);
    // Came after b in the same call: told ya_usado for the ticket b took, and for a's from before.
    expect(c.decididos.map((x) => [x.answer.result, x.aceptado, x.registrado])).toEqual([
      ['ya_usado', false, true],
      ['ya_usado', false, true],
    ]);
    expect(c.decididos[1].answer.previous).toMatchObject({ door: 'Puerta l1-a', device: 'l1-a' });
    // A room of another theater's: refused, nothing of it recorded, and the others not held back.
    expect(d).toMatchObject({ teatro: true, puerta: false, decididos: [] });
    const rows = await app().db.select().from(schema.porteriaIngresos).where(inArray(schema.porteriaIngresos.device, ['l1-a', 'l1-b', 'l1-c', 'l1-d']));
    expect(rows.filter((r) => r.accepted).map((r) => r.device).sort()).toEqual(['l1-a', 'l1-b']);
    expect(rows.filter((r) => r.device === 'l1-c').map((r) => r.result)).toEqual(['ya_usado', 'ya_usado']);
    expect(rows.some((r) => r.device === 'l1-d')).toBe(false);
    const lines = await auditOf(['l1-a', 'l1-b', 'l1-c', 'l1-d']);
    expect(lines.map((l) => [l.target, l.after]).sort()).toEqual([
      ['dispositivo:l1-a', expect.objectContaining({ puerta: 'Puerta l1-a', total: 1, valido: 1, rechazado: 0, repetido: 0 })],
      ['dispositivo:l1-b', expect.objectContaining({ puerta: 'Puerta l1-b', total: 1, valido: 1, rechazado: 0, repetido: 0 })],
      ['dispositivo:l1-c', expect.objectContaining({ puerta: 'Puerta l1-c', total: 2, valido: 0, rechazado: 2, repetido: 0 })],
    ]);
    expect(lines.every((l) => l.personId === personId && l.action === 'porteria.ingresos.registrar')).toBe(true);
  });

  it('a request whose staff session ended, or whose person lost the role it acts in, decides and records nothing; a live one is marked used', async () => {
    const sessionOf = async (person: number) => {
      await openStaffSession(app().db, person);
      const [row] = await app().db.select({ id: schema.staffSessions.id }).from(schema.staffSessions).where(eq(schema.staffSessions.personId, person));
      return row.id;
    };
    const signedOut = (await staffPerson(app(), ['porteria'])).id;
    const signedOutSession = await sessionOf(signedOut);
    await app().db.update(schema.staffSessions).set({ revokedAt: sql`now()`, revokedReason: 'cerrada' }).where(eq(schema.staffSessions.id, signedOutSession));
    const withoutRole = (await staffPerson(app(), ['programacion'])).id;
    const withoutRoleSession = await sessionOf(withoutRole);
    await app().db.update(schema.staffSessions).set({ lastSeenAt: sql`now() - interval '20 seconds'` }).where(eq(schema.staffSessions.id, sessionId));
    const { line } = countedLine();
    const [gone, noRole, live] = await Promise.all([
      line.decide(await pedido([sold.codes[2]], { device: 'l5-a', person: signedOut, session: signedOutSession })),
      line.decide(await pedido([sold.codes[2]], { device: 'l5-b', person: withoutRole, session: withoutRoleSession })),
      line.decide(await pedido(['VZ1.nada.nada'], { device: 'l5-c' })),
    ]);
    expect(gone).toMatchObject({ sesion: false, decididos: [] });
    expect(noRole).toMatchObject({ sesion: false, decididos: [] });
    expect(live.sesion).toBe(true);
    expect(live.decididos.map((x) => x.answer.result)).toEqual(['firma_invalida']);
    expect(await app().db.select().from(schema.porteriaIngresos).where(inArray(schema.porteriaIngresos.device, ['l5-a', 'l5-b']))).toEqual([]);
    expect((await auditOf(['l5-a', 'l5-b', 'l5-c'])).map((l) => l.target)).toEqual(['dispositivo:l5-c']);
    const [{ idle }] = await app().db.select({ idle: sql<number>`extract(epoch from now() - ${schema.staffSessions.lastSeenAt})::float` }).from(schema.staffSessions).where(eq(schema.staffSessions.id, sessionId));
    expect(idle).toBeLessThan(10);
  });

  it('two scans with one nonce never share a call: the later one answers from the first one’s record', async () => {
    const { line, calls } = countedLine();
    const nonce = crypto.randomUUID();
    const pedidos = [
      await pedido([sold.codes[3]], { device: 'l2-a' }),
      await pedido([sold.codes[4]], { device: 'l2-b', nonces: [nonce] }),
      await pedido([sold.codes[4]], { device: 'l2-c', nonces: [nonce] }),
    ];
    const [, b, c] = await Promise.all(pedidos.map((p) => line.decide(p)));
    expect(calls).toEqual([1, 1, 1]);
    expect(b.decididos).toMatchObject([{ nonce, aceptado: true }]);
    expect(c).toMatchObject({ vistos: [{ nonce }], decididos: [] });
    expect(await app().db.select().from(schema.porteriaIngresos).where(eq(schema.porteriaIngresos.nonce, nonce))).toHaveLength(1);
  });

  it('a call that fails is sent again one request at a time: only the bad request fails', async () => {
    const { line, calls } = countedLine();
    const pedidos = [
      await pedido([sold.codes[5]], { device: 'l3-a' }),
      // A theater number past PostgreSQL's integer: reading the requests fails the whole statement.
      await pedido([sold.codes[5]], { device: 'l3-b', theaterId: 3_000_000_000 }),
      await pedido([sold.codes[5]], { device: 'l3-c' }),
    ];
    const [a, b, c] = await Promise.allSettled(pedidos.map((p) => line.decide(p)));
    expect(calls).toEqual([1, 2, 1, 1]);
    expect(a.status === 'fulfilled' && a.value.decididos[0].aceptado).toBe(true);
    expect(b.status).toBe('rejected');
    expect(c.status === 'fulfilled' && c.value.decididos.map((x) => x.answer.result)).toEqual(['ya_usado']);
  });

  it('a deadlock is sent again', async () => {
    let tries = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01', severity: 'ERROR' });
    const { line, calls } = countedLine(() => (tries++ === 0 ? deadlock : undefined));
    const out = await line.decide(await pedido(['VZ1.nada.nada'], { device: 'l4-a' }));
    expect(calls).toEqual([1, 1]);
    expect(out.decididos.map((x) => x.answer.result)).toEqual(['firma_invalida']);
  });

  it("the next call is on its way before the last turn's doors are answered", async () => {
    // As node-postgres's pool does, the fake call writes its statement on the next tick.
    const events: string[] = [];
    const line = new LineaPuertas<EscaneoEnLinea, PedidoEnLinea, string>(app().db, (_db, turn) => {
      const devices = turn.map((p) => p.batch.device);
      process.nextTick(() => events.push(`sent ${devices.join('+')}`));
      return new Promise((resolve) => setTimeout(() => resolve(devices), 5));
    });
    const first = line.decide(await pedido([sold.codes[5]], { device: 'l5-a' })).then(() => events.push('answered l5-a'));
    const second = line.decide(await pedido([sold.codes[5]], { device: 'l5-b' })).then(() => events.push('answered l5-b'));
    await Promise.all([first, second]);
    expect(events).toEqual(['sent l5-a', 'sent l5-b', 'answered l5-a', 'answered l5-b']);
  });
});
