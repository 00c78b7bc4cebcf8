// The sandbox gateway: behaves like ePayco's test mode. The card number decides a card's outcome
// (ePayco's published test cards); a PSE transaction waits on our local test bank page, where the
// payer approves, rejects or leaves it pending. Either way the signed confirmation goes through our
// confirmation route, server to server, as ePayco's would. What the sandbox "knows" lives in its
// own table (sandbox_transactions), as ePayco's books do on its side: lookups read it.
import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { sandboxTransactions } from '../db/schema.ts';
import {
  GATEWAY_STATUS,
  RESPONSE_TEXT,
  type CardCharge,
  type ConfirmationFields,
  type ConfirmationSender,
  type GatewayAnswer,
  type GatewayStatus,
  type LookupQuery,
  type PaymentGateway,
  type RefundAnswer,
  type RefundQuery,
  type PseAnswer,
  type PseCharge,
} from './gateway.ts';
import { confirmationSignature, type SignatureKeys } from './signature.ts';

/** ePayco's test cards, and the sandbox's one whose refund it refuses. Any other number is rejected. */
export const TEST_CARDS: Record<string, GatewayStatus> = {
  '4575623182290326': 'accepted',
  '4012888888881881': 'accepted',
  '4151611527583283': 'rejected',
  '5170394490379427': 'failed',
  '373118856457642': 'pending',
};

/**
 * Accepted like 4575623182290326, but the sandbox refuses its refund (as ePayco refuses one it
 * cannot make): the finance desk's refused refund, reachable in tests.
 */
export const REFUND_REFUSED_CARD = '4012888888881881';

/** The sandbox's words when it refuses a refund. */
export const SANDBOX_REFUND_REFUSED = 'La pasarela de pruebas rechazó el reembolso de esta transacción.';

/** Where the sandbox serves its test bank page (outside the API: it is the "bank's" site). */
export const SANDBOX_BANK_PATH = '/sandbox/banco';

const digits = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');

type SandboxRow = typeof sandboxTransactions.$inferSelect;

/** The signed confirmation of a sandbox transaction in its current state. */
export function sandboxConfirmation(keys: SignatureKeys, row: Pick<SandboxRow, 'refPayco' | 'transactionId' | 'amount' | 'currency' | 'invoice' | 'method'>, status: GatewayStatus): ConfirmationFields {
  const signed = { x_ref_payco: row.refPayco, x_transaction_id: row.transactionId, x_amount: String(row.amount), x_currency_code: row.currency };
  return {
    ...signed,
    x_signature: confirmationSignature(keys, signed),
    x_cod_response: String(GATEWAY_STATUS[status]),
    x_response: RESPONSE_TEXT[status],
    x_id_invoice: row.invoice,
    x_approval_code: status === 'accepted' ? digits(6) : '000000',
    x_franchise: row.method === 'pse' ? 'PSE' : 'SANDBOX',
    x_test_request: 'TRUE',
  };
}

export interface SandboxGateway extends PaymentGateway {
  /** The test bank page's transaction behind a token, if any. */
  bankTransaction(token: string): Promise<SandboxRow | undefined>;
  /**
   * The payer's choice at the test bank page: a pending transaction takes the state and its signed
   * confirmation is sent; a settled one keeps its state. Returns the transaction as it now stands.
   */
  decide(token: string, decision: GatewayStatus): Promise<SandboxRow | undefined>;
}

export function sandboxGateway(keys: SignatureKeys, send: ConfirmationSender, db: Db): SandboxGateway {
  const bankTransaction = async (token: string) => (await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.bankToken, token)).limit(1))[0];
  return {
    name: 'sandbox',
    async chargeCard(charge: CardCharge): Promise<GatewayAnswer> {
      const status = TEST_CARDS[charge.card.number] ?? 'rejected';
      const [row] = await db
        .insert(sandboxTransactions)
        .values({
          refPayco: digits(9),
          transactionId: digits(14),
          invoice: charge.invoice,
          method: 'card',
          amount: charge.amount,
          currency: charge.currency,
          status,
          refundRefused: charge.card.number === REFUND_REFUSED_CARD,
        })
        .returning();
      await send(sandboxConfirmation(keys, row, status));
      return { refPayco: row.refPayco, transactionId: row.transactionId, status, confirmed: true };
    },

    async createPse(charge: PseCharge): Promise<PseAnswer> {
      const token = randomBytes(24).toString('base64url');
      const [row] = await db
        .insert(sandboxTransactions)
        .values({
          refPayco: digits(9),
          transactionId: digits(14),
          invoice: charge.invoice,
          method: 'pse',
          amount: charge.amount,
          currency: charge.currency,
          status: 'pending',
          bankToken: token,
          bankCode: charge.bank,
        })
        .returning();
      return { refPayco: row.refPayco, transactionId: row.transactionId, bankUrl: `${charge.origin}${SANDBOX_BANK_PATH}/${token}` };
    },

    async lookup(query: LookupQuery): Promise<ConfirmationFields | null> {
      const [row] = await db
        .select()
        .from(sandboxTransactions)
        .where(query.refPayco ? eq(sandboxTransactions.refPayco, query.refPayco) : eq(sandboxTransactions.invoice, query.invoice))
        .orderBy(desc(sandboxTransactions.createdAt))
        .limit(1);
      return row ? sandboxConfirmation(keys, row, row.status as GatewayStatus) : null;
    },

    async refund(query: RefundQuery): Promise<RefundAnswer> {
      // Like ePayco: only an accepted transaction, whole, once. The refund is taken in one statement.
      const reference = `R${digits(9)}`;
      const [done] = await db
        .update(sandboxTransactions)
        .set({ refundedRef: reference, updatedAt: sql`now()` })
        .where(
          and(
            eq(sandboxTransactions.refPayco, query.refPayco),
            eq(sandboxTransactions.invoice, query.invoice),
            eq(sandboxTransactions.status, 'accepted'),
            eq(sandboxTransactions.amount, query.amount),
            eq(sandboxTransactions.refundRefused, false),
            isNull(sandboxTransactions.refundedRef),
          ),
        )
        .returning();
      return done ? { approved: true, reference } : { approved: false, reason: SANDBOX_REFUND_REFUSED };
    },

    bankTransaction,

    async decide(token: string, decision: GatewayStatus) {
      const [moved] = await db
        .update(sandboxTransactions)
        .set({ status: decision, updatedAt: sql`now()` })
        .where(and(eq(sandboxTransactions.bankToken, token), eq(sandboxTransactions.status, 'pending')))
        .returning();
      const row = moved ?? (await bankTransaction(token));
      // Like ePayco, the bank's answer is confirmed server to server; a repeat is harmless.
      if (row) await send(sandboxConfirmation(keys, row, row.status as GatewayStatus));
      return row;
    },
  };
}
