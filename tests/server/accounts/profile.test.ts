import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Bill, MembershipStatus, User } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import { build } from '../../helpers/build.ts';
import { bearer, freshAddress, signUp } from '../../helpers/accounts.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const put = (token: string, payload: object) => app.inject({ method: 'PUT', url: '/api/v1/profile', headers: bearer(token), payload });
const get = (token: string, url: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
const changes = (user: User) => ({
  name: user.name,
  lastname: user.lastname,
  email: user.email,
  phone: user.phone,
  doc_type: user.doc_type,
  doc_number: user.doc_number,
  birthday: user.birthday,
  sex: user.sex,
});

const signIn = async (email: string, password: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: freshAddress() });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
};

describe('a password change from the profile', () => {
  it('ends every other session of the user and every reset link sent before, keeping the session that changed it', async () => {
    const { token, user, password } = await signUp(app);
    const phone = await signIn(user.email, password);
    const laptop = await signIn(user.email, password);
    const stranger = (await signUp(app)).token;
    await app.inject({ method: 'POST', url: '/api/v1/forgot', payload: { email: user.email }, remoteAddress: freshAddress() });
    const links = () => app.db.select().from(schema.passwordResets).where(eq(schema.passwordResets.userId, user.id));
    await expect.poll(async () => (await links()).filter((l) => !l.usedAt).length).toBe(1);

    expect((await put(token, { ...changes(user), name: 'Sin cambio de clave' })).statusCode).toBe(200);
    expect((await get(phone, '/profile')).statusCode).toBe(200);

    expect((await put(token, { ...changes(user), password: 'Nueva2026ok' })).statusCode).toBe(200);
    expect((await get(token, '/profile')).statusCode).toBe(200);
    expect((await get(phone, '/profile')).statusCode).toBe(401);
    expect((await get(laptop, '/profile')).statusCode).toBe(401);
    expect((await get(stranger, '/profile')).statusCode).toBe(200);
    expect((await links()).filter((l) => !l.usedAt)).toEqual([]);
  });
});

describe('profile', () => {
  it('updates personal data but never e-mail or document, even when sent', async () => {
    const { token, user } = await signUp(app);
    const res = await put(token, { ...changes(user), name: ' Beatriz ', phone: '3109876543', sex: 'M', email: 'otra@example.com', doc_type: 'NIT', doc_number: '999999' });
    expect(res.statusCode).toBe(200);
    const updated = res.json() as User;
    expect(updated).toMatchObject({ name: 'Beatriz', fullname: 'Beatriz Gómez', phone: '3109876543', sex: 'M' });
    expect(updated).toMatchObject({ email: user.email, doc_type: user.doc_type, doc_number: user.doc_number });
    expect((await get(token, '/profile')).json()).toEqual(updated);
  });

  it('changes the password only when given, following the rule', async () => {
    const { token, user, password } = await signUp(app);
    expect((await put(token, changes(user))).statusCode).toBe(200);
    const login = (pw: string) => app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: pw }, remoteAddress: freshAddress() });
    expect((await login(password)).statusCode).toBe(200);

    const weak = await put(token, { ...changes(user), password: 'debil' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^La contraseña debe tener de 8 a 12 caracteres/);
    expect((await login(password)).statusCode).toBe(200);

    expect((await put(token, { ...changes(user), password: 'Nueva2026ok' })).statusCode).toBe(200);
    expect((await login(password)).statusCode).toBe(401);
    expect((await login('Nueva2026ok')).statusCode).toBe(200);
  });

  it('refuses bad data with the form messages and changes nothing', async () => {
    const { token, user } = await signUp(app);
    const cases: [object, string][] = [
      [{ name: '  ' }, 'El nombre es requerido'],
      [{ sex: 'X' }, 'Seleccione un sexo'],
      [{ birthday: '17/05/1994' }, 'La fecha no es válida'],
      [{ phone: '12' }, 'El teléfono no es válido'],
      [{ lastname: '' }, 'El apellido es requerido'],
    ];
    for (const [change, message] of cases) {
      const res = await put(token, { ...changes(user), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await get(token, '/profile')).json()).toEqual(user);
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/v1/profile', payload: {} });
    expect([400, 401]).toContain(res.statusCode);
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
  });
});

describe('membership status', () => {
  it('says no card without a membership, and the active card with its expiry in Bogotá time', async () => {
    const { token, user } = await signUp(app);
    expect((await get(token, '/profile/membership-status')).json()).toEqual([{ Estado: 'usuario sin tarjeta', CineFan: 'no vigente', Vencimiento: null }]);
    // A card that ends at 23:59:59 in Bogotá a year from now: already the next day in UTC.
    const end = DateTime.now().setZone('America/Bogota').plus({ years: 1 }).set({ hour: 23, minute: 59, second: 59, millisecond: 0 });
    await app.db.insert(schema.memberships).values({
      userId: user.id,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: end.toJSDate(),
      cinefan: true,
    });
    const [status] = (await get(token, '/profile/membership-status')).json() as MembershipStatus[];
    expect(status).toEqual({ Estado: 'usuario con tarjeta activa', CineFan: 'vigente', Vencimiento: end.toFormat('yyyy-MM-dd HH:mm:ss') });
  });
});

describe('purchases', () => {
  async function billFor(userId: number) {
    const [showtime] = await app.db.select().from(schema.showtimes).limit(1);
    const [bill] = await app.db
      .insert(schema.bills)
      .values({ number: `VZ-T${userId}${Date.now() % 100000}`, userId, theaterId: 1, showtimeId: showtime.id, payType: 1, payMethod: 'card', statusId: 1, subtotal: 20000, totalService: 2000, total: 22000 })
      .returning();
    await app.db.insert(schema.billLines).values({ billId: bill.id, kind: 'product', codigo: '1001', descripcion: 'Combo pareja', cantidad: 2, unitPrice: 10000, total: 20000 });
    return bill;
  }

  it('lists only the caller’s own purchases and hides other people’s', async () => {
    const ana = await signUp(app);
    const beto = await signUp(app);
    const bill = await billFor(ana.user.id);

    const mine = (await get(ana.token, '/profile/purchases')).json() as Bill[];
    expect(mine.map((b) => b.bill)).toEqual([bill.number]);
    expect(mine[0]).toMatchObject({ total: 22000, pay_status: { id: 1, name: 'Aceptada' }, products: [{ Codigo: 1001, Cantidad: 2, valor: 20000 }] });
    expect(mine[0].showtime?.movie.title).toBeTruthy();
    expect((await get(ana.token, `/profile/purchases/${bill.id}`)).json()).toMatchObject({ bill: bill.number });

    expect((await get(beto.token, '/profile/purchases')).json()).toEqual([]);
    const theirs = await get(beto.token, `/profile/purchases/${bill.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain(bill.number);
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile/purchases' })).statusCode).toBe(401);
    const [row] = await app.db.select().from(schema.bills).where(eq(schema.bills.id, bill.id));
    expect(row.userId).toBe(ana.user.id);
  });
});
