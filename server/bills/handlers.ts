// A buyer's own bills: each read is scoped by the signed-in user (anyone else's bill is 404).
import type { Handlers } from '../http/operation.ts';
import { notFound } from '../http/errors.ts';
import { signedIn } from '../accounts/auth.ts';
import { billOf, NO_BILL, purchaseOf, purchasesOf, ticketOfBill } from './queries.ts';

export const billHandlers: Handlers = {
  async listPurchases(req) {
    return purchasesOf(req.server.db, signedIn(req));
  },

  async getPurchase(req) {
    const bill = await purchaseOf(req.server.db, signedIn(req), req.params.id);
    if (!bill) throw notFound('No encontramos esa compra.');
    return bill;
  },

  async getBill(req) {
    const { db } = req.server;
    const found = await billOf(db, signedIn(req), req.params.bill);
    if (!found) throw notFound(NO_BILL);
    const ticket = await ticketOfBill(db, found);
    return ticket ? { ...found.bill, tickets: [ticket] } : found.bill;
  },
};
