import type { Handlers } from '../http/operation.ts';
import { notFound } from '../http/errors.ts';
import { devMailAttachment, devMailbox } from './dev-mailbox.ts';

export const mailboxHandlers: Handlers = {
  async listDevMailbox(req) {
    if (req.server.config.nodeEnv === 'production') throw notFound();
    return devMailbox(req.server.db);
  },

  async getDevMailAttachment(req, reply) {
    if (req.server.config.nodeEnv === 'production') throw notFound();
    const attachment = await devMailAttachment(req.server.db, req.params.id, req.params.index);
    if (!attachment) throw notFound('No encontramos ese adjunto.');
    const name = encodeURIComponent(attachment.filename);
    return reply
      .type(attachment.contentType)
      .header('cache-control', 'no-store')
      // Images shown in place; anything else downloads rather than opening as a page of this site.
      .header('content-disposition', `${attachment.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
      .send(attachment.bytes);
  },
};
