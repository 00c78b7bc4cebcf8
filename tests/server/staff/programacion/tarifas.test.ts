// The programming desk's prices (server/staff/programacion/tarifas.ts) through the API: a room's
// tarifas, the service fees and the membership's price are read and changed by the programming role,
// each change audited; bad input is a Spanish 4xx that changes nothing. A price change applies to
// new quotes: a buyer who reserved and was quoted before is refused at payment with the server's new
// figures, and a new quote carries the new price.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PurchaseQuote, ShowtimeRoom, StaffTarifa, StaffTarifas } from '../../../../openapi/index.ts';
import { formatPesos } from '../../../../openapi/money.ts';
import { schema } from '../../../../server/db/open.ts';
import { useApp } from '../../../helpers/build.ts';
import { buyMembership } from '../../../helpers/membership.ts';
import { api, cardBody, pay, reserve, type Reserved } from '../../../helpers/purchase.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { settings, showtimes, staffAudit } = schema;

const tarifas = async (app: FastifyInstance, who: SignedInStaff) => (await staffApi(app, who, 'GET', '/staff/programacion/tarifas')).json() as StaffTarifas;
const auditOf = (app: FastifyInstance, action: string) => app.db.select().from(staffAudit).where(eq(staffAudit.action, action));

/** The quote of the reservation as the buyer's next step asks for it. */
async function quote(app: FastifyInstance, r: Reserved): Promise<PurchaseQuote> {
  const res = await api(app, r.session.token, 'POST', '/checkout/quote', { score_consecutive: r.consecutivo, showtime_id: r.showtimeId, seats: r.seats, products: r.products });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The tarifa of the reservation's seats (its room, the seats' zone, the función's format). */
async function tarifaOf(app: FastifyInstance, who: SignedInStaff, r: Reserved): Promise<{ roomId: number; tarifa: StaffTarifa }> {
  const [f] = await app.db.select().from(showtimes).where(eq(showtimes.id, r.showtimeId));
  const room = (await api(app, undefined, 'GET', `/room/${r.showtimeId}`)).json() as ShowtimeRoom;
  const zona = room.prices.find((p) => p.codigo === r.seats[0].Tarifa)!.zona;
  const sala = (await tarifas(app, who)).salas.find((s) => s.id === f.roomId)!;
  return { roomId: f.roomId, tarifa: sala.tarifas.find((t) => t.zona === zona && t.format === f.format)! };
}

/** The función's room read (a cached public read) until `seen` holds: the change's NOTIFY may take a moment. */
async function roomRead(app: FastifyInstance, showtimeId: number, seen: (room: ShowtimeRoom) => boolean): Promise<ShowtimeRoom> {
  const deadline = Date.now() + 3000;
  let room = (await api(app, undefined, 'GET', `/room/${showtimeId}`)).json() as ShowtimeRoom;
  while (!seen(room) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    room = (await api(app, undefined, 'GET', `/room/${showtimeId}`)).json() as ShowtimeRoom;
  }
  return room;
}

const mismatch = (q: Pick<PurchaseQuote, 'subtotal' | 'total_service' | 'total'>) =>
  `Los valores no coinciden: subtotal ${formatPesos(q.subtotal)}, servicio ${formatPesos(q.total_service)}, total ${formatPesos(q.total)}.`;

describe('a room’s tarifas', () => {
  const { app } = useApp();

  it('lists every room with its zones’ tarifas, the service fees and the membership’s price', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const read = await tarifas(app(), programmer);
    expect(read.salas.length).toBe(9);
    expect(read.salas.every((s) => s.tarifas.length > 0)).toBe(true);
    expect(read.salas[0].tarifas[0]).toMatchObject({ format: expect.stringMatching(/^[23]D$/), valor: expect.any(Number), club_valor: expect.any(Number) });
    expect(read.servicio).toEqual({ ticket_servicio: 2500, confiteria_servicio: 1000 });
    expect(read.membresia).toEqual({ valor: 60_000, servicio: 3_000 });
  });

  it('a buyer quoted before a price change is refused at payment with the new figures; a new quote has the new price', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const held = await reserve(app(), { count: 2 });
    const before = await quote(app(), held);
    expect(before.subtotal).toBe(held.expected.subtotal);
    const { roomId, tarifa } = await tarifaOf(app(), programmer, held);

    const raised = { zone_id: tarifa.zone_id, format: tarifa.format, valor: tarifa.valor + 1_500, club_valor: tarifa.club_valor + 500, cliente_frecuente: tarifa.cliente_frecuente };
    const res = await staffApi(app(), programmer, 'PUT', `/staff/programacion/salas/${roomId}/tarifas`, { tarifas: [raised] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tarifas.find((t: StaffTarifa) => t.id === tarifa.id)).toMatchObject({ valor: tarifa.valor + 1_500, club_valor: tarifa.club_valor + 500 });

    // The buyer pays what they were quoted: the server's figures are the new ones.
    const expected = { subtotal: before.subtotal + 2 * 1_500, total_service: before.total_service, total: before.total + 2 * 1_500 };
    const refused = await pay(app(), held.session.token, cardBody(held));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(mismatch(expected));

    const after = await quote(app(), held);
    expect(after).toMatchObject(expected);
    expect(after.tickets.map((t) => t.valor)).toEqual([tarifa.valor + 1_500, tarifa.valor + 1_500]);
    const paid = await pay(app(), held.session.token, cardBody(held, { subtotal: after.subtotal, total_service: after.total_service, total: after.total }));
    expect(paid.statusCode, paid.body).toBe(200);

    // The public room read (cached) shows the new price.
    const room = await roomRead(app(), held.showtimeId, (r) => r.prices.some((p) => p.valor === tarifa.valor + 1_500));
    expect(room.prices.find((p) => p.zona === tarifa.zona)!.valor).toBe(tarifa.valor + 1_500);

    const [line] = await auditOf(app(), 'programacion.tarifas.change');
    expect(line).toMatchObject({ personId: programmer.id, role: 'programacion', target: `sala:${roomId}` });
    expect(line.before).toEqual([tarifa]);
    expect(line.after).toEqual([{ ...tarifa, valor: tarifa.valor + 1_500, club_valor: tarifa.club_valor + 500 }]);
  });

  describe('refused, in Spanish, nothing changed', () => {
    const cases: [string, (t: StaffTarifa) => object, number, string | RegExp][] = [
      ['a negative price', () => ({ valor: -5000 }), 400, 'El campo tarifas.0.valor debe ser mayor o igual a 1.'],
      ['a fractional price', (t) => ({ valor: t.valor + 0.5 }), 400, 'El campo tarifas.0.valor debe ser un número entero.'],
      ['a club price of zero', () => ({ club_valor: 0 }), 400, 'El campo tarifas.0.club_valor debe ser mayor o igual a 1.'],
      ['a club price above the general one', (t) => ({ club_valor: t.valor + 1 }), 400, /^El precio del club de .+ no puede ser mayor que el precio general\.$/],
      ['a zone without a tarifa in the room', () => ({ zone_id: 999_999 }), 404, /^La .+ no tiene tarifa para la zona 999999 en [23]D\.$/],
      ['a format the zone has no tarifa for', (t) => ({ format: t.format === '2D' ? '4D' : '2D' }), 400, /^El campo tarifas\.0\.format debe ser uno de: 2D, 3D\.$/],
    ];
    for (const [what, change, status, message] of cases) {
      it(what, async () => {
        const programmer = await signedInStaff(app(), ['programacion']);
        const read = await tarifas(app(), programmer);
        const sala = read.salas[1];
        const t = sala.tarifas[0];
        const body = { tarifas: [{ zone_id: t.zone_id, format: t.format, valor: t.valor, club_valor: t.club_valor, cliente_frecuente: t.cliente_frecuente, ...change(t) }] };
        const res = await staffApi(app(), programmer, 'PUT', `/staff/programacion/salas/${sala.id}/tarifas`, body);
        expect(res.statusCode, res.body).toBe(status);
        if (typeof message === 'string') expect(res.json().message).toBe(message);
        else expect(res.json().message).toMatch(message);
        expect(await tarifas(app(), programmer)).toEqual(read);
        expect((await app().db.select().from(staffAudit).where(and(eq(staffAudit.personId, programmer.id), eq(staffAudit.target, `sala:${sala.id}`)))).length).toBe(0);
      });
    }

    it('a room that does not exist (404); a change of two zones where the second is bad changes neither', async () => {
      const programmer = await signedInStaff(app(), ['programacion']);
      const read = await tarifas(app(), programmer);
      const t = read.salas[2].tarifas[0];
      const good = { zone_id: t.zone_id, format: t.format, valor: t.valor + 100, club_valor: t.club_valor, cliente_frecuente: t.cliente_frecuente };
      const missing = await staffApi(app(), programmer, 'PUT', '/staff/programacion/salas/999999/tarifas', { tarifas: [good] });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('La sala 999999 no existe.');

      const twice = await staffApi(app(), programmer, 'PUT', `/staff/programacion/salas/${read.salas[2].id}/tarifas`, { tarifas: [good, { ...good, valor: t.valor + 200 }] });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe(`La zona ${t.zona} en ${t.format} va dos veces en la solicitud.`);
      const bad = await staffApi(app(), programmer, 'PUT', `/staff/programacion/salas/${read.salas[2].id}/tarifas`, { tarifas: [good, { ...good, zone_id: 999_999 }] });
      expect(bad.statusCode).toBe(404);
      expect(await tarifas(app(), programmer)).toEqual(read);
    });

    it('another role may not read or change them (403)', async () => {
      const door = await signedInStaff(app(), ['porteria']);
      expect((await staffApi(app(), door, 'GET', '/staff/programacion/tarifas')).statusCode).toBe(403);
      expect((await staffApi(app(), door, 'PUT', '/staff/programacion/servicio', { ticket_servicio: 1, confiteria_servicio: 1 })).statusCode).toBe(403);
    });
  });
});

describe('service fees and the membership’s price', () => {
  const { app } = useApp();
  const settingValue = async (key: string) => (await app().db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

  it('a new service fee applies to the next quote; a purchase quoted before is refused with the new figures', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const held = await reserve(app(), { count: 1, combo: true });
    const before = await quote(app(), held);
    const res = await staffApi(app(), programmer, 'PUT', '/staff/programacion/servicio', { ticket_servicio: 3000, confiteria_servicio: 1200 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ticket_servicio: 3000, confiteria_servicio: 1200 });
    expect([await settingValue('ticket_servicio'), await settingValue('confiteria_servicio')]).toEqual(['3000', '1200']);

    const expected = { subtotal: before.subtotal, total_service: 3000 + 1200, total: before.subtotal + 4200 };
    const refused = await pay(app(), held.session.token, cardBody(held));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(mismatch(expected));
    expect(await quote(app(), held)).toMatchObject(expected);

    const [line] = await auditOf(app(), 'programacion.servicio.change');
    expect(line).toMatchObject({ personId: programmer.id, target: 'settings:ticket_servicio,confiteria_servicio' });
    expect([line.before, line.after]).toEqual([
      { ticket_servicio: 2500, confiteria_servicio: 1000 },
      { ticket_servicio: 3000, confiteria_servicio: 1200 },
    ]);
  });

  it('the membership’s new price is what the payment charges; the old price is refused with the new figures', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const res = await staffApi(app(), programmer, 'PUT', '/staff/programacion/membresia', { valor: 70_000, servicio: 3_500 });
    expect(res.statusCode, res.body).toBe(200);
    const buyer = (await reserve(app())).session;
    const old = await buyMembership(app(), buyer.token);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(mismatch({ subtotal: 70_000, total_service: 3_500, total: 73_500 }));
    const paid = await buyMembership(app(), buyer.token, { subtotal: 70_000, total_service: 3_500, total: 73_500 });
    expect(paid.statusCode, paid.body).toBe(200);
    const [line] = await auditOf(app(), 'programacion.membresia.change');
    expect([line.before, line.after]).toEqual([
      { valor: 60_000, servicio: 3_000 },
      { valor: 70_000, servicio: 3_500 },
    ]);
  });

  const refusals: [string, string, object, string][] = [
    ['a negative fee', '/staff/programacion/servicio', { ticket_servicio: -1, confiteria_servicio: 1000 }, 'El campo ticket_servicio debe ser mayor o igual a 0.'],
    ['a fractional fee', '/staff/programacion/servicio', { ticket_servicio: 2500, confiteria_servicio: 999.99 }, 'El campo confiteria_servicio debe ser un número entero.'],
    ['a fee missing', '/staff/programacion/servicio', { ticket_servicio: 2500 }, 'El campo confiteria_servicio es requerido.'],
    ['a negative membership price', '/staff/programacion/membresia', { valor: -60_000, servicio: 3000 }, 'El campo valor debe ser mayor o igual a 0.'],
    ['a fractional membership service', '/staff/programacion/membresia', { valor: 60_000, servicio: 0.5 }, 'El campo servicio debe ser un número entero.'],
  ];
  for (const [what, url, body, message] of refusals) {
    it(`${what}: 400 in Spanish, nothing changed`, async () => {
      const programmer = await signedInStaff(app(), ['programacion']);
      const read = await tarifas(app(), programmer);
      const res = await staffApi(app(), programmer, 'PUT', url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await tarifas(app(), programmer)).toEqual(read);
      expect((await app().db.select().from(staffAudit).where(eq(staffAudit.personId, programmer.id))).filter((l) => l.action.startsWith('programacion.'))).toEqual([]);
    });
  }
});
