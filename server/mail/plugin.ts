import fp from 'fastify-plugin';
import { keepInOutbox, startMailDelivery, type MailDelivery, type MailDeliveryOptions } from './delivery.ts';
import { smtpTransport } from './transport.ts';
import { devMailboxPage } from './dev-mailbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox over SMTP when SMTP_URL is set; otherwise mail stays in the outbox. */
    mailDelivery: MailDelivery;
  }
}

export type MailPluginOptions = Pick<MailDeliveryOptions, 'intervalMs' | 'retryBaseMs' | 'maxAttempts'>;

/** Starts mail delivery with the app and stops it on close; serves the development mailbox page. */
export default fp<MailPluginOptions>(async function mail(fastify, options) {
  const { smtpUrl, mailFrom, nodeEnv } = fastify.config;
  const delivery = smtpUrl
    ? startMailDelivery({ db: fastify.db, transport: smtpTransport(smtpUrl, mailFrom), log: fastify.log, ...options })
    : keepInOutbox;
  if (!smtpUrl && nodeEnv === 'production') fastify.log.warn('SMTP_URL no está configurado: los correos quedan en la bandeja de salida');
  fastify.decorate('mailDelivery', delivery);
  fastify.addHook('onClose', () => delivery.stop());
  if (nodeEnv !== 'production') fastify.get('/dev/mailbox', devMailboxPage);
});
