// connectIngresosEnVivo (issue 28): a door's scans over one WebSocket, each message answered as
// registerIngresos would answer it (the same rule, statement and audit line), in order, with its id.
// The handshake passes the staff guard; a revocation holds from the next message, which answers
// its 401/403 and closes the connection; a bad message gets its 400 and the connection goes on.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as WebSocketClient, type WebSocket } from 'ws';
import type { IngresoEnVivoPedido, IngresoEnVivoRespuesta } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { MAX_CONNECTIONS, MAX_PENDING } from '../../../../server/staff/porteria/en-vivo.ts';
import { useApp } from '../../../helpers/build.ts';
import { batch, funcionStartingIn, scan, ticketsFor, type DoorFuncion, type DoorTickets } from '../../../helpers/porteria.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { app } = useApp();
const URL = '/api/v1/staff/porteria/ingresos/en-vivo';
let origin: string;
let door: SignedInStaff;
let funcion: DoorFuncion;
let sold: DoorTickets;

/** A door's connection: what it sends, and each answer in the order it came. */
class Puerta {
  private readonly answers: IngresoEnVivoRespuesta[] = [];
  private readonly waiting: ((a: IngresoEnVivoRespuesta) => void)[] = [];
  readonly closed: Promise<{ code: number }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const answer = JSON.parse(String(data)) as IngresoEnVivoRespuesta;
      const next = this.waiting.shift();
      if (next) next(answer);
      else this.answers.push(answer);
    });
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve({ code })));
  }

  /** Over a real socket to the listening server; listening before the handshake ends, so an answer sent at once is not missed. */
  static async open(headers: Record<string, string>, options: { origin?: string } = {}): Promise<Puerta> {
    const ws = new WebSocketClient(`${origin.replace(/^http/, 'ws')}${URL}`, { headers, ...options });
    const puerta = new Puerta(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return puerta;
  }

  next(): Promise<IngresoEnVivoRespuesta> {
    const ready = this.answers.shift();
    return ready ? Promise.resolve(ready) : new Promise((resolve) => this.waiting.push(resolve));
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async ask(message: IngresoEnVivoPedido) {
    this.send(message);
    return this.next();
  }

  async close() {
    this.ws.close();
    await this.closed;
  }
}

const pedido = (scans: ReturnType<typeof scan>[], over: Parameters<typeof batch>[1] = {}): IngresoEnVivoPedido => ({ id: randomUUID(), batch: batch(scans, over) });
const rowsOf = (nonce: string) => app().db.select().from(schema.porteriaIngresos).where(eq(schema.porteriaIngresos.nonce, nonce));
const auditLines = async (personId: number) =>
  (
    await app()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(schema.staffAudit)
      .where(and(eq(schema.staffAudit.personId, personId), eq(schema.staffAudit.action, 'porteria.ingresos.registrar')))
  )[0].n;

beforeAll(async () => {
  origin = await app().listen({ port: 0, host: '127.0.0.1' });
  door = await signedInStaff(app(), ['porteria']);
  funcion = await funcionStartingIn(app().db, 10);
  sold = await ticketsFor(app().db, funcion, 12);
});

describe('scans over the connection', () => {
  it('valido, then ya_usado at another door: each answer is the HTTP operation’s, with its id, recorded and audited once', async () => {
    const puerta = await Puerta.open(door.headers);
    const lines = await auditLines(door.id);
    const first = pedido([scan(sold.codes[0])]);
    const a = await puerta.ask(first);
    expect(a).toMatchObject({ id: first.id, status: 200 });
    expect(a.result?.results[0]).toMatchObject({ nonce: first.batch.scans[0].nonce, result: 'valido', message: 'Puede entrar.', repeated: false });
    expect(a.result?.results[0].ticket).toMatchObject({ bill: sold.bill, funcion_id: funcion.showtimeId });
    expect(a.result?.counts).toEqual({ total: 1, valido: 1, rechazado: 0, repetido: 0, error: 0, duplicado_offline: 0 });
    expect((await rowsOf(first.batch.scans[0].nonce))[0]).toMatchObject({ accepted: true, door: 'Puerta 1', personId: door.id });

    const second = pedido([scan(sold.codes[0])], { device: 'dispositivo-2', label: 'Puerta 2' });
    const b = await puerta.ask(second);
    expect(b).toMatchObject({ id: second.id, status: 200 });
    expect(b.result?.results[0]).toMatchObject({ result: 'ya_usado', previous: { door: 'Puerta 1', device: 'dispositivo-1' } });
    // The HTTP operation says the same of the ticket.
    const overHttp = await staffApi(app(), door, 'POST', '/staff/porteria/ingresos', batch([scan(sold.codes[0])]));
    expect(overHttp.json().results[0]).toMatchObject({ result: 'ya_usado', previous: { door: 'Puerta 1' } });
    expect(await auditLines(door.id)).toBe(lines + 3);
    await puerta.close();
  });

  it('messages sent at once are answered one by one, in their order; a repeated nonce answers its record', async () => {
    const puerta = await Puerta.open(door.headers);
    const s = scan(sold.codes[1]);
    const sent = [pedido([s]), pedido([scan(sold.codes[2])]), pedido([{ ...s, code: sold.codes[3] }])];
    for (const p of sent) puerta.send(p);
    const answers = [await puerta.next(), await puerta.next(), await puerta.next()];
    expect(answers.map((a) => a.id)).toEqual(sent.map((p) => p.id));
    expect(answers.map((a) => a.result?.results[0].result)).toEqual(['valido', 'valido', 'valido']);
    expect(answers[2].result?.results[0]).toEqual({ ...answers[0].result?.results[0], repeated: true });
    // The code sent with the repeated nonce did not enter.
    expect((await puerta.ask(pedido([scan(sold.codes[3])]))).result?.results[0].result).toBe('valido');
    await puerta.close();
  });

  it('takes a queue of offline scans too (the session is confirmed first)', async () => {
    const puerta = await Puerta.open(door.headers);
    const queued = [scan(sold.codes[4], { offline: true }), scan(sold.codes[5], { offline: true })];
    const a = await puerta.ask(pedido(queued));
    expect(a.status).toBe(200);
    expect(a.result?.counts).toMatchObject({ total: 2, valido: 2 });
    await puerta.close();
  });
});

describe('bad messages: a Spanish 400, nothing recorded, and the connection goes on', () => {
  it.each([
    ['not JSON', '{"id": "a", "batch": ', null, 'El mensaje no es un JSON válido.'],
    ['no batch', { id: 'sin-lote' }, 'sin-lote', /batch/],
    ['an id too long', { id: 'x'.repeat(65), batch: batch([scan('VZ1.a.b')]) }, null, /id/],
    ['no scans', { id: 'vacio', batch: batch([]) }, 'vacio', /batch\.scans/],
    ['an unknown field', { id: 'extra', batch: { ...batch([scan('VZ1.a.b')]), extra: 1 } }, 'extra', /batch\.extra/],
    ['a NUL in a code', { id: 'nul', batch: batch([scan('VZ1.\u0000.b')]) }, 'nul', 'El campo batch.scans.0.code contiene un carácter no permitido (carácter nulo).'],
  ])('%s', async (_, message, id, text) => {
    const puerta = await Puerta.open(door.headers);
    const before = (await app().db.select({ n: sql<number>`count(*)::int` }).from(schema.porteriaIngresos))[0].n;
    const lines = await auditLines(door.id);
    puerta.send(message);
    const a = await puerta.next();
    expect(a).toMatchObject({ id, status: 400 });
    expect(a.error?.message).toMatch(text);
    expect((await app().db.select({ n: sql<number>`count(*)::int` }).from(schema.porteriaIngresos))[0].n).toBe(before);
    expect(await auditLines(door.id)).toBe(lines);
    // The connection still takes the next scan.
    const next = pedido([scan('no es un ticket')]);
    expect(await puerta.ask(next)).toMatchObject({ id: next.id, status: 200, result: { results: [{ result: 'firma_invalida' }] } });
    await puerta.close();
  });

  it('a batch for a theater that does not exist: 404, as over HTTP', async () => {
    const puerta = await Puerta.open(door.headers);
    const a = await puerta.ask(pedido([scan(sold.codes[6])], { theaterId: 999 }));
    expect(a).toMatchObject({ status: 404, error: { message: 'El teatro 999 no existe.' } });
    expect(await rowsOf((await puerta.ask(pedido([scan(sold.codes[6])]))).result!.results[0].nonce)).toHaveLength(1);
    await puerta.close();
  });

  it(`more than ${MAX_PENDING} messages without an answer: the rest are refused with 429, the first ones answered in order`, async () => {
    const puerta = await Puerta.open(door.headers);
    const sent = Array.from({ length: MAX_PENDING + 3 }, () => pedido([scan('no es un ticket')]));
    const answers: IngresoEnVivoRespuesta[] = [];
    // The audit table held: no message can finish before all have arrived.
    await app().db.transaction(async (tx) => {
      await tx.execute(sql`lock table staff_audit in exclusive mode`);
      for (const p of sent) puerta.send(p);
      for (let i = 0; i < 3; i++) answers.push(await puerta.next());
    });
    for (let i = 3; i < sent.length; i++) answers.push(await puerta.next());
    expect(answers.slice(0, 3).every((a) => a.status === 429 && a.id === null && a.error?.message === 'Llegaron demasiados mensajes sin respuesta: espera la respuesta de cada escaneo antes de enviar otro.')).toBe(true);
    expect(answers.slice(3).map((a) => [a.id, a.status])).toEqual(sent.slice(0, MAX_PENDING).map((p) => [p.id, 200]));
    await puerta.close();
  });
});

describe('who may open it', () => {
  it('nobody without a staff session; nobody without the porteria role; no page of another site', async () => {
    await expect(Puerta.open({})).rejects.toThrow('Unexpected server response: 401');
    const taquilla = await signedInStaff(app(), ['programacion']);
    await expect(Puerta.open(taquilla.headers)).rejects.toThrow('Unexpected server response: 403');
    await expect(Puerta.open(door.headers, { origin: 'https://otro.example' })).rejects.toThrow('Unexpected server response: 401');
    await expect(Puerta.open({ ...door.headers, 'sec-fetch-site': 'cross-site' }, { origin })).rejects.toThrow('Unexpected server response: 401');
    // The site's own page opens it.
    const own = await Puerta.open({ ...door.headers, 'sec-fetch-site': 'same-origin' }, { origin });
    expect((await own.ask(pedido([scan('no es un ticket')]))).status).toBe(200);
    await own.close();
  });

  it('a plain GET is told to ask for the WebSocket (426)', async () => {
    const res = await staffApi(app(), door, 'GET', '/staff/porteria/ingresos/en-vivo');
    expect(res.statusCode).toBe(426);
    expect(res.json().message).toMatch(/^Esta dirección recibe los escaneos por WebSocket/);
  });

  it('a revoked session: the next message answers 401, records nothing, and the connection closes (4401)', async () => {
    const eva = await signedInStaff(app(), ['porteria']);
    const puerta = await Puerta.open(eva.headers);
    expect((await puerta.ask(pedido([scan('no es un ticket')]))).status).toBe(200);
    await app().db.update(schema.staffSessions).set({ revokedAt: sql`now()`, revokedReason: 'cerrada' }).where(eq(schema.staffSessions.personId, eva.id));
    const s = scan(sold.codes[7]);
    const a = await puerta.ask(pedido([s]));
    expect(a.status).toBe(401);
    expect(a.error?.message).toMatch(/^Tu sesión del personal terminó/);
    expect(await rowsOf(s.nonce)).toEqual([]);
    expect((await puerta.closed).code).toBe(4401);
  });

  it('a role removed by an admin: the next message answers 403 saying so, and the connection closes (4403)', async () => {
    const admin = await signedInStaff(app(), ['admin']);
    const luis = await signedInStaff(app(), ['porteria', 'programacion']);
    const puerta = await Puerta.open(luis.headers);
    expect((await staffApi(app(), admin, 'PUT', `/staff/people/${luis.id}/roles`, { roles: ['programacion'] })).statusCode).toBe(200);
    const s = scan(sold.codes[8], { offline: true });
    const a = await puerta.ask(pedido([s]));
    expect(a).toMatchObject({ status: 403, error: { message: expect.stringMatching(/^Un administrador te quitó el rol/) } });
    expect(await rowsOf(s.nonce)).toEqual([]);
    expect((await puerta.closed).code).toBe(4403);
  });

  it(`one staff session keeps at most ${MAX_CONNECTIONS} connections: the next is told so (429) and closed; a closed one frees its place`, async () => {
    const ana = await signedInStaff(app(), ['porteria']);
    const open = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => Puerta.open(ana.headers)));
    const extra = await Puerta.open(ana.headers);
    expect(await extra.next()).toMatchObject({ id: null, status: 429, error: { message: `Ya tienes ${MAX_CONNECTIONS} conexiones de portería abiertas con esta sesión: cierra alguna e inténtalo de nuevo.` } });
    expect((await extra.closed).code).toBe(4429);
    await open[0].close();
    const again = await retrying(() => Puerta.open(ana.headers));
    expect((await again.ask(pedido([scan('no es un ticket')]))).status).toBe(200);
    await Promise.all([...open.slice(1), again].map((p) => p.close()));
  });
});

/** The server counts a connection closed a moment after the client does: the first connection it lets stay open. */
async function retrying(connect: () => Promise<Puerta>): Promise<Puerta> {
  for (let attempt = 0; ; attempt++) {
    const puerta = await connect();
    const closed = await Promise.race([puerta.closed, new Promise<null>((r) => setTimeout(() => r(null), 200))]);
    if (closed === null) return puerta;
    if (attempt > 20) throw new Error(`sigue rechazada (${closed.code})`);
  }
}
