// Deleting an account (issue 32): after the password, closed at once (every session ends, the
// e-mail and document can register again), the bills kept with the buyer's name and document only,
// the membership lost, future tickets refused until the person confirms losing them, refused while
// a payment is in flight; wrong passwords, twice and a session used afterwards change nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { deletedEmail } from '../../../../server/accounts/datos-personales/borrado.ts';
import { build } from '../../../helpers/build.ts';
import { freshAddress, registerToken, registrationBody, signUp } from '../../../helpers/accounts.ts';
import { api, CARDS, cardBody, newBuyer, pay, reserve } from '../../../helpers/purchase.ts';
import { makeMember } from '../../../helpers/purchase-rows.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const del = (token: string, body: object) => api(app, token, 'POST', '/profile/borrar', body);
const userOf = async (id: number) => (await app.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: freshAddress() });

describe('deleteAccount', () => {
  it('refuses a wrong password with a Spanish 400 and changes nothing', async () => {
    const s = await signUp(app);
    const before = await userOf(s.user.id);
    const res = await del(s.token, { password: 'Otra2026ok' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'La contraseña no es correcta. Tu cuenta sigue activa.', errors: { password: 'La contraseña no es correcta. Tu cuenta sigue activa.' } });
    expect(await userOf(s.user.id)).toEqual(before);
    expect((await api(app, s.token, 'GET', '/profile')).statusCode).toBe(200);
  });

  it('closes the account at once: every session ends, signing in fails, the e-mail and document register again as a new person', async () => {
    const r = await reserve(app);
    const paid = (await pay(app, r.session.token, cardBody(r))).json() as PaymentResult;
    // A función that has passed: its tickets are not "future" (moved back in time by the test).
    const [bill] = await app.db.select().from(schema.bills).where(eq(schema.bills.number, paid.bill));
    await app.db.update(schema.showtimes).set({ startsAt: new Date(Date.now() - 3 * 3600_000) }).where(eq(schema.showtimes.id, bill.showtimeId!));
    const s = r.session;
    const second = (await login(s.body.email, s.password)).json().token as string;
    await makeMember(app.db, s.userId);

    const res = await del(s.token, { password: s.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tu cuenta fue eliminada. Te enviamos un correo de confirmación.' });
    expect(String(res.headers['set-cookie'])).toContain('auth_token=;');

    for (const token of [s.token, second]) expect((await api(app, token, 'GET', '/profile')).statusCode).toBe(401);
    // Deleting twice, or anything else with the old session: 401, nothing more happens.
    expect((await del(s.token, { password: s.password })).statusCode).toBe(401);
    expect((await login(s.body.email, s.password)).statusCode).toBe(401);

    const gone = await userOf(s.userId);
    expect(gone).toMatchObject({ email: deletedEmail(s.userId), phone: '', birthday: null, sex: null, name: 'Cuenta', lastname: 'eliminada' });
    expect(gone.deletedAt).toBeInstanceOf(Date);
    expect(await app.db.select().from(schema.sessions).where(eq(schema.sessions.userId, s.userId))).toEqual([]);
    expect(await app.db.select().from(schema.memberships).where(eq(schema.memberships.userId, s.userId))).toEqual([]);

    // The bill stays, naming the buyer by name and document only.
    const [kept] = await app.db.select().from(schema.bills).where(eq(schema.bills.id, bill.id));
    expect(kept).toMatchObject({ statusId: 1, total: bill.total, buyerName: 'Ana Gómez', buyerDocType: 'CC', buyerDocNumber: s.body.doc_number.toUpperCase() });

    // The confirmation mail is the one mail left for the address.
    const mails = await app.db.select().from(schema.outgoingMail).where(eq(schema.outgoingMail.to, s.body.email));
    expect(mails.map((m) => m.subject)).toEqual(['Tu cuenta de Viziona fue eliminada']);

    const again = registrationBody({ register_token: await registerToken(app), email: s.body.email, doc_number: s.body.doc_number, name: 'Nueva', phone: '3119998888' });
    const reg = await app.inject({ method: 'POST', url: '/api/v1/register', payload: again, remoteAddress: freshAddress() });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().user.id).not.toBe(s.userId);
    const fresh = await api(app, reg.json().token, 'GET', '/profile/mis-datos');
    expect(fresh.json()).toMatchObject({ purchases: [], profile: { name: 'Nueva', phone: '3119998888' } });
  });

  it('refuses while a payment is in flight, until it settles', async () => {
    const r = await reserve(app);
    const pending = (await pay(app, r.session.token, cardBody(r, { card_number: CARDS.pending }))).json() as PaymentResult;
    expect(pending.pay_status.id).toBe(3);
    const res = await del(r.session.token, { password: r.session.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Tienes un pago en proceso. Espera a que el banco o la pasarela lo confirme (unos minutos) y vuelve a intentarlo: tu cuenta sigue activa.');
    expect((await userOf(r.session.userId)).deletedAt).toBeNull();
    expect((await api(app, r.session.token, 'GET', '/profile')).statusCode).toBe(200);
  });

  it('refuses while tickets for funciones to come are unused, until the person confirms losing them (then void)', async () => {
    const r = await reserve(app, { count: 2 });
    const paid = (await pay(app, r.session.token, cardBody(r))).json() as PaymentResult;
    expect(paid.pay_status.id).toBe(1);
    const refused = await del(r.session.token, { password: r.session.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'entradas_futuras',
      message: 'Tienes 2 entradas sin usar para funciones que aún no han pasado. Si eliminas tu cuenta las pierdes y no se reembolsan: confirma que quieres perderlas o espera a que pasen.',
    });
    expect((await userOf(r.session.userId)).deletedAt).toBeNull();

    const res = await del(r.session.token, { password: r.session.password, perder_entradas: true });
    expect(res.statusCode).toBe(200);
    const [bill] = await app.db.select().from(schema.bills).where(eq(schema.bills.number, paid.bill));
    const tickets = await app.db.select().from(schema.tickets).where(eq(schema.tickets.billId, bill.id));
    expect(tickets).toHaveLength(2);
    expect(tickets.every((t) => t.voidedAt instanceof Date)).toBe(true);
  });

  it('cannot delete anyone but the session holder (the body names no account)', async () => {
    const victim = await newBuyer(app);
    const attacker = await signUp(app);
    const res = await api(app, attacker.token, 'POST', '/profile/borrar', { password: victim.password, user_id: victim.userId });
    expect(res.statusCode).toBe(400);
    expect((await userOf(victim.userId)).deletedAt).toBeNull();
    expect((await userOf(attacker.user.id)).deletedAt).toBeNull();
  });
});
