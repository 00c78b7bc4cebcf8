import { and, eq, isNull } from 'drizzle-orm';
import { qrSvg } from './qr.ts';
import { ticketKeys, verifyTicketCodeWithAny } from './codes.ts';
import { publishedKeys, publishedOf } from './keys.ts';
import { BILL_STATE } from '../../openapi/rules.ts';
import { schema } from '../db/open.ts';
import { notFound } from '../http/errors.ts';
import type { Handlers } from '../http/operation.ts';
import { billOf, ticketOfBill, ticketPurchasesOf } from '../bills/queries.ts';
import { signedIn } from '../accounts/auth.ts';

const { bills, tickets } = schema;

const NO_TICKET = 'No encontramos ese ticket.';

export const ticketHandlers: Handlers = {
  async listMyTickets(req) {
    return ticketPurchasesOf(req.server.db, signedIn(req));
  },

  async getTicket(req) {
    const { db } = req.server;
    const found = await billOf(db, signedIn(req), req.params.bill);
    const ticket = found && (await ticketOfBill(db, found));
    if (!ticket) throw notFound(NO_TICKET);
    return ticket;
  },

  async getTicketQr(req, reply) {
    const { db, config } = req.server;
    const userId = signedIn(req);
    const { code } = req.params;
    // A code whose signature fails is not drawn, whoever asks.
    const keys = await publishedKeys(db, config.ticketSigningKey);
    if (!verifyTicketCodeWithAny(keys, code)) throw notFound(NO_TICKET);
    const [own] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .innerJoin(bills, eq(bills.id, tickets.billId))
      .where(and(eq(tickets.code, code), eq(bills.userId, userId), eq(bills.statusId, BILL_STATE.accepted), isNull(tickets.voidedAt)))
      .limit(1);
    if (!own) throw notFound(NO_TICKET);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(await qrSvg(code));
  },

  async getTicketSigningKey(req, reply) {
    const keys = await ticketKeys(req.server.db, req.server.config.ticketSigningKey);
    reply.header('Cache-Control', 'public, max-age=86400');
    return { algorithm: 'Ed25519' as const, publicKey: keys.publicKeyPem };
  },

  async listTicketSigningKeys(req, reply) {
    const keys = await publishedKeys(req.server.db, req.server.config.ticketSigningKey);
    // A retirement must reach the doors soon: a minute at most in a shared cache.
    reply.header('Cache-Control', 'public, max-age=60');
    return { keys: keys.map(publishedOf) };
  },
};
