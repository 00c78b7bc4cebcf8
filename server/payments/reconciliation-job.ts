// The reconciliation job (server/payments/reconciliation.ts) in the runner: every minute.
import type { FastifyInstance } from 'fastify';
import { ticketKeys } from '../tickets/codes.ts';
import { reconcilePayments } from './reconciliation.ts';
import type { Job } from '../jobs/runner.ts';

export const RECONCILE_JOB = 'reconcile-payments';

export function reconciliationJob(app: FastifyInstance): Job {
  return {
    name: RECONCILE_JOB,
    everySeconds: 60,
    run: async (db) =>
      reconcilePayments(db, {
        keys: app.config.payments,
        ticketKeys: await ticketKeys(db, app.config.ticketSigningKey),
        gateway: app.paymentGateway,
        log: app.log,
      }),
  };
}
