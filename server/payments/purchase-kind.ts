// What a payment buys: tickets (and confectionery) or the Club membership. The payment start
// (start.ts) runs the checks every purchase shares in the contract's order and asks the kind for
// the rest; a new kind of purchase is one object of this shape.
import type { CardPaymentRequest } from '../../openapi/index.ts';
import type { PayType } from '../../openapi/rules.ts';
import type { BillLine } from '../bills/create.ts';
import type { ConsecutiveRow } from '../checkout/consecutivos.ts';
import type { Db, DbOrTx } from '../db/open.ts';

/** The fields card and PSE payments share. */
export type PaymentCommon = Pick<
  CardPaymentRequest,
  'pay_type' | 'subtotal' | 'total_service' | 'total' | 'device' | 'score_consecutive' | 'score_payment_method' | 'theater_id' | 'showtime_id' | 'seats' | 'products' | 'keyPay' | 'products_description'
>;

export interface PurchaseRequest {
  userId: number;
  body: PaymentCommon;
}

/** What the server charges, computed by it: the bill's totals, its lines and (tickets) the seats that move to 'paying'. */
export interface PricedPurchase {
  totals: { subtotal: number; totalService: number; total: number };
  lines: BillLine[];
  seats?: { showtimeId: number; seatIds: number[] };
}

export interface PurchaseKind<Prepared = unknown> {
  payType: PayType;
  /** A refusal that comes before every other check (the contract's order). */
  refuseFirst?(db: Db, request: PurchaseRequest): Promise<void>;
  /** The kind's checks once the consecutivo is known to be the caller's and without a bill. */
  prepare(db: Db, request: PurchaseRequest, consecutivo: ConsecutiveRow): Promise<Prepared>;
  /** In the bill's transaction: the kind's lock, then the server's price. */
  price(tx: DbOrTx, request: PurchaseRequest, prepared: Prepared): Promise<PricedPurchase>;
  /** In the bill's transaction, just before it is made: the kind's last refusal (a retry of this consecutivo gets its bill instead). */
  refuseLast?(tx: DbOrTx, request: PurchaseRequest, consecutivo: number): Promise<void>;
  /** What the gateway shows the payer. */
  description(body: PaymentCommon, billNumber: string): string;
}

export const THEATER_MISMATCH = 'El teatro no corresponde a la compra.';
