import type { Handlers } from '../../http/operation.ts';
import { badRequest } from '../../http/errors.ts';
import { STAFF_AUDIT_DATES } from '../accounts/messages.ts';
import { auditPage } from './queries.ts';

export const staffAuditHandlers: Handlers = {
  async listStaffAudit(req) {
    const { person, action, target, from, to, before, limit = 50 } = req.query;
    if (from !== undefined && to !== undefined && from > to) throw badRequest(STAFF_AUDIT_DATES, { from: STAFF_AUDIT_DATES });
    return auditPage(req.server.db, { person, action, target, from, to, before, limit });
  },
};
