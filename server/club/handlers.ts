import type { Handlers } from '../http/operation.ts';
import { signedIn } from '../accounts/auth.ts';
import { membershipStatus } from './status.ts';

export const clubHandlers: Handlers = {
  async getMembershipStatus(req) {
    return [await membershipStatus(req.server.db, signedIn(req), req.server.now())];
  },
};
