// Bills, payments, tickets and QR images are their owner's only: anyone else gets 404 (as if they
// did not exist), a visitor 401. The QR works with the session cookie, so an <img src> can show it,
// and a code whose signature does not verify is never drawn.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill, PaymentResult, Ticket } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import { build } from '../../helpers/build.ts';
import { signUp } from '../../helpers/accounts.ts';
import { api, CARDS, cardBody, pay, reserve, type Reserved } from '../../helpers/purchase.ts';

let app: FastifyInstance;
let owner: Reserved;
let paid: PaymentResult;
let ticket: Ticket;
let stranger: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await build();
  owner = await reserve(app);
  paid = (await pay(app, owner.session.token, cardBody(owner))).json() as PaymentResult;
  ticket = (await api(app, owner.session.token, 'GET', `/tickets/${paid.bill}`)).json() as Ticket;
  stranger = await signUp(app);
});
afterAll(() => app.close());

const reads = () => [
  `/bills/${paid.bill}`,
  `/epayco/card/status/${paid.bill}`,
  `/pay-responses/${paid.pay_response_id}/status`,
  `/tickets/${paid.bill}`,
  `/tickets/qr/${ticket.codes[0].code}`,
];

describe('owner only', () => {
  it('the owner reads each one', async () => {
    for (const url of reads()) expect((await api(app, owner.session.token, 'GET', url)).statusCode, url).toBe(200);
  });

  it("someone else's bill, payment, ticket and QR: 404", async () => {
    for (const url of reads()) {
      const res = await api(app, stranger.token, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(ticket.codes[0].code);
    }
    const theirs = (await api(app, stranger.token, 'GET', '/profile/tickets')).json() as Bill[];
    expect(theirs).toEqual([]);
  });

  it('a visitor: 401', async () => {
    for (const url of reads()) expect((await api(app, undefined, 'GET', url)).statusCode, url).toBe(401);
  });

  it('the QR works with the auth_token cookie alone, as an <img src>', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/tickets/qr/${ticket.codes[0].code}`, cookies: { auth_token: owner.session.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const theirs = await app.inject({ method: 'GET', url: `/api/v1/tickets/qr/${ticket.codes[0].code}`, cookies: { auth_token: stranger.token } });
    expect(theirs.statusCode).toBe(404);
  });

  it("a code of the owner's bill whose signature does not verify is not drawn", async () => {
    const [row] = await app.db.select().from(schema.tickets).where(eq(schema.tickets.code, ticket.codes[1].code));
    const [prefix, payload, signature] = row.code.split('.');
    // Another payload under the same signature, stored as if it were a ticket of this bill.
    const otherPayload = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(/\.\d+\./, '.999999.')).toString('base64url');
    const forged = [prefix, otherPayload, signature].join('.');
    await app.db.update(schema.tickets).set({ voidedAt: new Date() }).where(eq(schema.tickets.code, row.code));
    await app.db.insert(schema.tickets).values({ billId: row.billId, showtimeId: row.showtimeId, seatId: row.seatId, code: forged });
    expect((await api(app, owner.session.token, 'GET', `/tickets/qr/${forged}`)).statusCode).toBe(404);
    // A voided ticket is not drawn either.
    expect((await api(app, owner.session.token, 'GET', `/tickets/qr/${row.code}`)).statusCode).toBe(404);
  });

  it("a rejected purchase has no ticket, and is listed with its pay method for /pay-status", async () => {
    const r = await reserve(app, { session: owner.session });
    const rejected = (await pay(app, owner.session.token, cardBody(r, { card_number: CARDS.rejected }))).json() as PaymentResult;
    expect((await api(app, owner.session.token, 'GET', `/tickets/${rejected.bill}`)).statusCode).toBe(404);
    const bill = (await api(app, owner.session.token, 'GET', `/bills/${rejected.bill}`)).json() as Bill;
    expect(bill.tickets).toBeUndefined();
    const mine = (await api(app, owner.session.token, 'GET', '/profile/tickets')).json() as Bill[];
    expect(mine.map((b) => [b.bill, b.pay_status.id, b.pay_method])).toEqual([
      [rejected.bill, 2, 'card'],
      [paid.bill, 1, 'card'],
    ]);
  });
});
