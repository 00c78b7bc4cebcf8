// Club Vizionarios membership by card (pay_type 3) through the sandbox gateway and the signed
// confirmation path: one year on acceptance, extended from the current end when bought again,
// one pending purchase at a time, and the bad input of issue 11, each refused without a card
// granted or a second charge.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import type { CardCharge } from '../../../server/payments/gateway.ts';
import { signUp } from '../../helpers/accounts.ts';
import { build } from '../../helpers/build.ts';
import { api, CARDS, openConsecutivo, recordCharges } from '../../helpers/purchase.ts';
import { buyMembership, MEMBERSHIP, membershipBody, membershipStatus } from '../../helpers/membership.ts';

const { bills, gatewayConfirmations, memberships, users } = schema;

let app: FastifyInstance;
let charges: CardCharge[] = [];
beforeAll(async () => {
  app = await build();
  charges = recordCharges(app);
});
afterAll(() => app.close());

const billsOf = (userId: number) => app.db.select().from(bills).where(eq(bills.userId, userId));
const cardsOf = (userId: number) => app.db.select().from(memberships).where(eq(memberships.userId, userId));
const chargesOf = (bill: string) => charges.filter((c) => c.invoice === bill);
/** 'YYYY-MM-DD' in Bogotá, a year after the instant. */
const yearAfter = (from: DateTime) => from.setZone('America/Bogota').plus({ years: 1 }).toFormat('yyyy-MM-dd');
const postConfirmation = (fields: object) => app.inject({ method: 'POST', url: '/api/v1/epayco/confirmation', payload: fields });

/** Nothing happened to the user: no bill, no card, no charge since `chargesBefore`. */
async function expectNothing(userId: number, chargesBefore: number) {
  expect(await billsOf(userId)).toHaveLength(0);
  expect(await cardsOf(userId)).toHaveLength(0);
  expect(charges).toHaveLength(chargesBefore);
}

describe('membership by card: accepted', () => {
  it('charges membresia_valor + membresia_servicio once and grants a year: active card, CineFan vigente, Vencimiento', async () => {
    const s = await signUp(app);
    expect(await membershipStatus(app, s.token)).toMatchObject({ Estado: 'usuario sin tarjeta', CineFan: 'no vigente', Vencimiento: null });

    const res = await buyMembership(app, s.token);
    expect(res.statusCode).toBe(200);
    const result = res.json() as PaymentResult;
    expect(result).toMatchObject({ pay_status: { id: 1, name: 'Aceptada' }, payType: 3, pay_method: 'card', message: 'Tu pago fue procesado correctamente.' });
    expect(chargesOf(result.bill)).toEqual([expect.objectContaining({ amount: MEMBERSHIP.total, currency: 'COP' })]);

    const [bill] = await billsOf(s.user.id);
    expect(bill).toMatchObject({ number: result.bill, payType: 3, statusId: 1, showtimeId: null, subtotal: 60_000, totalService: 3_000, total: 63_000 });
    const status = await membershipStatus(app, s.token);
    expect(status).toMatchObject({ Estado: 'usuario con tarjeta activa', CineFan: 'vigente' });
    expect(status.Vencimiento!.slice(0, 10)).toBe(yearAfter(DateTime.now()));
    const cards = await cardsOf(s.user.id);
    expect(cards).toEqual([expect.objectContaining({ billId: bill.id, cinefan: true })]);
  });

  it('bought again while active, the new year runs from the current end', async () => {
    const s = await signUp(app);
    // A card that ends in 100 days.
    const end = DateTime.now().plus({ days: 100 });
    await app.db.insert(memberships).values({ userId: s.user.id, startsAt: sql`now() - interval '265 days'`, endsAt: end.toJSDate(), cinefan: true });
    expect((await membershipStatus(app, s.token)).Vencimiento!.slice(0, 10)).toBe(end.setZone('America/Bogota').toFormat('yyyy-MM-dd'));

    expect(((await buyMembership(app, s.token)).json() as PaymentResult).pay_status.id).toBe(1);
    const status = await membershipStatus(app, s.token);
    expect(status.Estado).toBe('usuario con tarjeta activa');
    expect(status.Vencimiento!.slice(0, 10)).toBe(yearAfter(end));
  });

  it("the year is Bogotá's calendar year, whatever the database's time zone", async () => {
    const s = await signUp(app);
    // Ends on 28 February 2095 at 23:50 in Bogotá, already 1 March in UTC; 2096 has a 29 February.
    const end = DateTime.fromISO('2095-02-28T23:50:00', { zone: 'America/Bogota' });
    await app.db.insert(memberships).values({ userId: s.user.id, startsAt: sql`now() - interval '1 day'`, endsAt: end.toJSDate(), cinefan: true });
    expect(((await buyMembership(app, s.token)).json() as PaymentResult).pay_status.id).toBe(1);
    expect((await membershipStatus(app, s.token)).Vencimiento).toBe('2096-02-28 23:50:00');
  });

  it('an expired card is not extended: the year runs from now', async () => {
    const s = await signUp(app);
    await app.db.insert(memberships).values({ userId: s.user.id, startsAt: sql`now() - interval '400 days'`, endsAt: sql`now() - interval '35 days'`, cinefan: true });
    expect(await membershipStatus(app, s.token)).toMatchObject({ Estado: 'usuario sin tarjeta', CineFan: 'no vigente' });
    expect(((await buyMembership(app, s.token)).json() as PaymentResult).pay_status.id).toBe(1);
    expect((await membershipStatus(app, s.token)).Vencimiento!.slice(0, 10)).toBe(yearAfter(DateTime.now()));
  });
});

describe('membership by card: not accepted', () => {
  for (const [outcome, card, id] of [
    ['rejected', CARDS.rejected, 2],
    ['failed', CARDS.failed, 4],
  ] as const) {
    it(`${outcome}: the bill takes that state and no card is granted`, async () => {
      const s = await signUp(app);
      const result = (await buyMembership(app, s.token, { card_number: card })).json() as PaymentResult;
      expect(result.pay_status.id).toBe(id);
      expect(await cardsOf(s.user.id)).toHaveLength(0);
      expect((await membershipStatus(app, s.token)).Estado).toBe('usuario sin tarjeta');
    });
  }
});

describe('a pending membership purchase', () => {
  it('refuses a second purchase until it is settled; the signed acceptance grants the card once, a replay grants nothing', async () => {
    const s = await signUp(app);
    const first = (await buyMembership(app, s.token, { card_number: CARDS.pending })).json() as PaymentResult;
    expect(first.pay_status.id).toBe(3);
    expect((await membershipStatus(app, s.token)).Estado).toBe('usuario sin tarjeta');

    const before = charges.length;
    const second = await buyMembership(app, s.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Ya tienes una compra de la membresía pendiente de confirmación. Espera su resultado antes de intentarlo de nuevo.');
    expect(charges).toHaveLength(before);
    expect(await billsOf(s.user.id)).toHaveLength(1);
    expect(await cardsOf(s.user.id)).toHaveLength(0);

    // A forged acceptance (no valid signature) changes nothing.
    const [bill] = await billsOf(s.user.id);
    const [sent] = await app.db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.billId, bill.id));
    const pendingPayload = sent.payload as Record<string, string>;
    const forged = await postConfirmation({ ...pendingPayload, x_cod_response: '1', x_response: 'Aceptada', x_transaction_id: '999', x_signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('La firma de la confirmación no es válida.');
    expect(await cardsOf(s.user.id)).toHaveLength(0);

    // The gateway's signed acceptance of that transaction: the card is granted.
    const accepted = await signedConfirmation(pendingPayload, 1);
    expect((await postConfirmation(accepted)).statusCode).toBe(200);
    expect(await membershipStatus(app, s.token)).toMatchObject({ Estado: 'usuario con tarjeta activa', CineFan: 'vigente' });
    const end = (await membershipStatus(app, s.token)).Vencimiento;

    // The same confirmation again: answered, nothing granted twice.
    const replay = await postConfirmation(accepted);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe('Confirmación ya recibida.');
    expect(await cardsOf(s.user.id)).toHaveLength(1);
    expect((await membershipStatus(app, s.token)).Vencimiento).toBe(end);

    // Settled: buying again is allowed (and extends).
    expect(((await buyMembership(app, s.token)).json() as PaymentResult).pay_status.id).toBe(1);
    expect(await cardsOf(s.user.id)).toHaveLength(2);
  });

  it('two purchases at once with two consecutivos: one bill, one charge, the other refused', async () => {
    const s = await signUp(app);
    const [a, b] = await Promise.all([openConsecutivo(app, s.token), openConsecutivo(app, s.token)]);
    const before = charges.length;
    const answers = await Promise.all([
      api(app, s.token, 'POST', '/epayco/card/pay', membershipBody(a, { card_number: CARDS.pending })),
      api(app, s.token, 'POST', '/epayco/card/pay', membershipBody(b, { card_number: CARDS.pending })),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await billsOf(s.user.id)).toHaveLength(1);
    expect(charges).toHaveLength(before + 1);
  });

  it('a retried request with the same consecutivo answers its bill and charges nothing more', async () => {
    const s = await signUp(app);
    const c = await openConsecutivo(app, s.token);
    const first = (await api(app, s.token, 'POST', '/epayco/card/pay', membershipBody(c, { card_number: CARDS.pending }))).json() as PaymentResult;
    const again = await api(app, s.token, 'POST', '/epayco/card/pay', membershipBody(c));
    expect(again.statusCode).toBe(200);
    expect((again.json() as PaymentResult).bill).toBe(first.bill);
    expect(chargesOf(first.bill)).toHaveLength(1);
    expect(await cardsOf(s.user.id)).toHaveLength(0);
  });
});

/** A confirmation of the same transaction as `payload` in another state, signed with the sandbox's dev keys. */
async function signedConfirmation(payload: Record<string, string>, code: 1 | 2 | 4) {
  const { createHash } = await import('node:crypto');
  const signature = createHash('sha256')
    .update(['1000000', 'viziona-sandbox-p-key', payload.x_ref_payco, payload.x_transaction_id, payload.x_amount, payload.x_currency_code].join('^'))
    .digest('hex');
  return { ...payload, x_cod_response: String(code), x_response: ['', 'Aceptada', 'Rechazada', '', 'Fallida'][code], x_signature: signature };
}

describe('bad input: refused, no card granted, nothing charged', () => {
  it('not signed in: 401', async () => {
    const s = await signUp(app);
    const c = await openConsecutivo(app, s.token);
    const before = charges.length;
    const res = await api(app, undefined, 'POST', '/epayco/card/pay', membershipBody(c));
    expect(res.statusCode).toBe(401);
    await expectNothing(s.user.id, before);
  });

  it('a user without a name: 400', async () => {
    const s = await signUp(app);
    await app.db.update(users).set({ name: ' ' }).where(eq(users.id, s.user.id));
    const before = charges.length;
    const res = await buyMembership(app, s.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Completa tu nombre en Mi perfil para comprar la membresía.');
    await expectNothing(s.user.id, before);
  });

  it("totals different from the server's: 400 naming the right figures", async () => {
    const s = await signUp(app);
    const before = charges.length;
    for (const wrong of [{ total: 62_000, subtotal: 59_000 }, { total_service: 0, total: 60_000 }, { subtotal: 1, total_service: 0, total: 1 }]) {
      const res = await buyMembership(app, s.token, wrong);
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().message).toBe('Los valores no coinciden: subtotal $\u00a060.000, servicio $\u00a03.000, total $\u00a063.000.');
    }
    await expectNothing(s.user.id, before);
  });

  it('a función, seats or products in a membership purchase: 400', async () => {
    const s = await signUp(app);
    const before = charges.length;
    const seat = { Fila: 1, Columna: 1, FilRelativa: 'A', ColRelativa: '1', Tarifa: 1 };
    for (const extra of [{ showtime_id: 1 }, { seats: [seat] }, { products: [{ Codigo: 1, Cantidad: 1 }] }]) {
      const res = await buyMembership(app, s.token, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe('La compra de la membresía no lleva función, sillas ni productos.');
    }
    await expectNothing(s.user.id, before);
  });

  it("someone else's consecutivo or a made-up keyPay: refused", async () => {
    const owner = await signUp(app);
    const thief = await signUp(app);
    const c = await openConsecutivo(app, owner.token);
    const before = charges.length;
    const stolen = await api(app, thief.token, 'POST', '/epayco/card/pay', membershipBody(c));
    expect(stolen.statusCode).toBe(400);
    const forgedKey = await api(app, owner.token, 'POST', '/epayco/card/pay', membershipBody(c, { keyPay: 'x'.repeat(43) }));
    expect(forgedKey.statusCode).toBe(400);
    expect(forgedKey.json().message).toBe('La llave de pago no es válida.');
    await expectNothing(owner.user.id, before);
    await expectNothing(thief.user.id, before);
  });

  it('a signed rejection of a pending membership bill grants nothing; money arriving later (a late acceptance) grants the year once', async () => {
    const s = await signUp(app);
    (await buyMembership(app, s.token, { card_number: CARDS.pending })).json();
    const [bill] = await billsOf(s.user.id);
    const [sent] = await app.db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.billId, bill.id));
    const payload = sent.payload as Record<string, string>;
    expect((await postConfirmation(await signedConfirmation(payload, 2))).statusCode).toBe(200);
    expect((await billsOf(s.user.id))[0].statusId).toBe(2);
    expect(await cardsOf(s.user.id)).toHaveLength(0);
    expect((await membershipStatus(app, s.token)).Estado).toBe('usuario sin tarjeta');
    // The late-payment policy (docs/payments.md): the money did arrive, so the member gets what they paid for.
    await postConfirmation(await signedConfirmation(payload, 1));
    await postConfirmation(await signedConfirmation(payload, 1));
    expect(await cardsOf(s.user.id)).toHaveLength(1);
    expect((await membershipStatus(app, s.token)).Estado).toBe('usuario con tarjeta activa');
  });
});
