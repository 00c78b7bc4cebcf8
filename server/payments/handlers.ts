import type { PsePaymentRequest } from '../../openapi/index.ts';
import { signedIn } from '../accounts/auth.ts';
import { paymentResult } from '../bills/payment-result.ts';
import { billOf, NO_BILL } from '../bills/queries.ts';
import { notFound } from '../http/errors.ts';
import type { Handlers } from '../http/operation.ts';
import { ticketKeys } from '../tickets/codes.ts';
import { cardInstrument, chargeCard, refuseExpiredCard } from './card.ts';
import { receiveConfirmation } from './confirmations.ts';
import { bankListed, bankPageAgain, openBankPage, pseInstrument } from './pse.ts';
import { listBanks, listPayBrands, paymentStatusOf } from './queries.ts';
import { startPayment } from './start.ts';

export const paymentHandlers: Handlers = {
  async listPayBrands(req) {
    return { data: await listPayBrands(req.server.db) };
  },

  async listBanks(req) {
    return listBanks(req.server.db);
  },

  async payWithCard(req) {
    const { body, server } = req;
    refuseExpiredCard(body, server.now());
    const started = await startPayment(server.db, { userId: signedIn(req), body, method: 'card', gateway: server.paymentGateway.name, instrument: cardInstrument(body) });
    if (started.created) await chargeCard(req, started, body);
    // The sandbox (and any gateway that confirms at once) has changed the bill by now.
    return paymentResult(server.db, started.bill.id);
  },

  async payWithPse(req) {
    const { server } = req;
    const body = req.body as PsePaymentRequest;
    const started = await startPayment(server.db, {
      userId: signedIn(req),
      body,
      method: 'pse',
      gateway: server.paymentGateway.name,
      instrument: pseInstrument(body),
      before: bankListed(body.bank),
    });
    return started.created ? openBankPage(req, started, body) : bankPageAgain(server.db, started.bill);
  },

  async confirmPayment(req) {
    const { db, config } = req.server;
    const keys = await ticketKeys(db, config.ticketSigningKey);
    const result = await receiveConfirmation(db, { keys: config.payments, ticketKeys: keys }, req.body);
    req.log.info({ bill: result.billId, status: result.status, outcome: result.outcome }, 'confirmación de pago');
    return { message: result.outcome === 'replay' ? 'Confirmación ya recibida.' : 'Confirmación recibida.' };
  },

  async getPaymentStatus(req) {
    const found = await billOf(req.server.db, signedIn(req), req.params.bill);
    if (!found || found.bill.pay_method !== req.params.type) throw notFound(NO_BILL);
    return found.bill;
  },

  async getPayResponseStatus(req) {
    const status = await paymentStatusOf(req.server.db, signedIn(req), req.params.id);
    if (!status) throw notFound('No encontramos ese pago.');
    return status;
  },
};
