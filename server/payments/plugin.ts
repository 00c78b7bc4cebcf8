import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ConfirmationFields, PaymentGateway } from './gateway.ts';
import { sandboxGateway } from './sandbox.ts';
import { sandboxBankPage } from './sandbox-bank.ts';
import { epaycoGateway } from './epayco.ts';
import { timedGateway } from '../metrics/gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway chosen by PAYMENT_GATEWAY (sandbox by default). */
    paymentGateway: PaymentGateway;
  }
}

export const CONFIRMATION_URL = '/api/v1/epayco/confirmation';

/**
 * application/x-www-form-urlencoded bodies (ePayco posts its confirmations this way), parsed with
 * URLSearchParams into a flat object of strings; a repeated field is refused, not guessed.
 */
function formBody(fastify: FastifyInstance) {
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body as string)) {
      if (Object.hasOwn(fields, key)) {
        done(Object.assign(new Error('repeated form field'), { statusCode: 400 }), undefined);
        return;
      }
      fields[key] = value;
    }
    done(null, fields);
  });
}

/** The sandbox's server-to-server confirmation: a form post to our own confirmation route, in process. */
function confirmationSender(fastify: FastifyInstance) {
  return async (fields: ConfirmationFields) => {
    const res = await fastify.inject({
      method: 'POST',
      url: CONFIRMATION_URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    if (res.statusCode !== 200) throw new Error(`la confirmación del sandbox fue rechazada (${res.statusCode})`);
  };
}

export default fp(async function payments(fastify) {
  formBody(fastify);
  const { payments: config, nodeEnv } = fastify.config;
  if (nodeEnv === 'production' && config.gateway === 'sandbox') {
    fastify.log.warn('pasarela de pagos sandbox en producción: ningún pago se cobra de verdad (PAYMENT_GATEWAY)');
  }
  if (config.gateway === 'epayco' && config.epayco) {
    fastify.decorate('paymentGateway', timedGateway(epaycoGateway(config.epayco, { confirmationUrl: `${fastify.config.publicUrl}${CONFIRMATION_URL}` })));
    return;
  }
  const sandbox = sandboxGateway(config, confirmationSender(fastify), fastify.db);
  fastify.decorate('paymentGateway', timedGateway(sandbox));
  // The sandbox's test bank page (PSE), outside the API like a bank's own site.
  sandboxBankPage(fastify, sandbox);
});
