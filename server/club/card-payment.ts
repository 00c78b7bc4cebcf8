// payWithCard with pay_type 3: the Club Vizionarios membership by card, through the same gateway
// and signed confirmation as tickets (the acceptance grants the card: grant.ts).
import type { OperationRequest, OperationResult } from '../http/operation.ts';
import { paymentResult } from '../bills/bills.ts';
import { chargeCard } from '../payments/card.ts';
import { startMembershipPayment } from './payment-start.ts';

export async function payMembershipWithCard(req: OperationRequest<'payWithCard'>, userId: number): Promise<OperationResult<'payWithCard'>> {
  const body = req.body;
  const { db } = req.server;
  const started = await startMembershipPayment(db, {
    userId,
    body,
    method: 'card',
    gateway: req.server.paymentGateway.name,
    instrument: { last4: body.card_number.slice(-4), dues: body.dues },
  });
  if (started.existing) return paymentResult(db, started.existing.id);
  const { created, price } = started;

  await chargeCard(req, {
    userId,
    billNumber: created.bill.number,
    paymentId: created.payment.id,
    amount: price.total,
    description: 'Membresía Club Vizionarios',
    dues: body.dues,
    card: { name: body.card_name, number: body.card_number, cvc: body.cvc, expMonth: body.exp_month, expYear: body.exp_year },
  });
  return paymentResult(db, created.bill.id);
}
