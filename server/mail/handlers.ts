import type { Handlers } from '../http/operation.ts';
import { notFound } from '../http/errors.ts';
import { devMailbox } from './dev-mailbox.ts';

export const mailboxHandlers: Handlers = {
  async listDevMailbox(req) {
    if (req.server.config.nodeEnv === 'production') throw notFound();
    return devMailbox(req.server.db);
  },
};
