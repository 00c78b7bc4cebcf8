// The staff guard: every operation under the staff path declares its roles in the contract
// (`x-roles`, server/staff/accounts/roles.ts); this plugin reads them from each route as it is
// registered and checks the staff session and its roles before anything else runs (before the body
// is read or validated, so a visitor learns nothing about an operation it may not use). An operation
// whose own statement checks the session (`staffSessionInStatement`: the door's scans) may be let in
// on a session this process found live seconds before; the statement then refuses what ended since.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffRole } from '../../../openapi/rules.ts';
import { STAFF_COOKIE_PATH } from '../../../openapi/session.ts';
import { crossSite } from '../../accounts/auth.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import { STAFF_ROLE_MISSING, STAFF_ROLE_REMOVED, STAFF_SESSION_OVER, STAFF_SIGN_IN_NEEDED } from './messages.ts';
import { actingRole, roleRuleOf } from './roles.ts';
import { clearStaffCookie, STAFF_COOKIE } from './session-cookie.ts';
import { recentStaffSession, rolesAfterRoleRemoved, touchStaffSession } from './sessions.ts';

/** Who is acting in a staff operation: what `audit()` records. */
export interface StaffActor {
  personId: number;
  sessionId: number;
  roles: StaffRole[];
  /** The role the operation was allowed by; null where any staff person may act. */
  role: StaffRole | null;
  /** The trusted client address (server/options.ts). */
  address: string;
  /**
   * Let in on a session this process found live seconds before (recentStaffSession), without asking
   * the database again: only for an operation whose own statement checks the session (route config
   * `staffSessionInStatement`); its handler calls `request.staffConfirm()` before any other write.
   */
  provisional?: true;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff person of a guarded staff operation; null elsewhere. */
    staff: StaffActor | null;
    /** The guard's check of the request's staff session, run again now: the live actor, or 401/403. */
    staffConfirm: (() => Promise<StaffActor>) | null;
  }
  interface FastifyContextConfig {
    /** The operation's statement checks the staff session itself (see StaffActor.provisional). */
    staffSessionInStatement?: boolean;
  }
}

const tokenShape = /^[A-Za-z0-9_-]{20,100}$/;

/** The actor of a guarded staff operation (the guard has let it through). */
export function staffActor(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new HttpError(401, STAFF_SIGN_IN_NEEDED);
  return request.staff;
}

/** The glue's security handler of the contract's staffSession scheme: the guard has done the work. */
export const staffSecurityHandlers = {
  async staffSession(request: FastifyRequest) {
    staffActor(request);
  },
};

export default fp(async function staffGuard(fastify) {
  fastify.decorateRequest('staff', null);
  fastify.decorateRequest('staffConfirm', null);
  fastify.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: string; 'x-roles'?: unknown } | undefined;
    const underStaff = route.url.startsWith(STAFF_COOKIE_PATH);
    if (!schema?.operationId || (!underStaff && schema['x-roles'] === undefined)) return;
    const rule = roleRuleOf(schema.operationId, schema['x-roles']);
    if (rule.open) return;
    const inStatement = route.config?.staffSessionInStatement === true;
    const check = async (request: FastifyRequest, reply: FastifyReply, token: string): Promise<StaffActor> => {
      const live = await touchStaffSession(request.server.db, token);
      if (!live) {
        // Ended because a role was removed, and this operation needs a role the person no longer
        // has: 403 saying so (the cookie is kept, so every request says it until the 12 hours are
        // over). Otherwise (signed out, expired, idle, deactivated, or the role left still allows
        // this operation) the session just ended: 401.
        const roles = await rolesAfterRoleRemoved(request.server.db, token);
        if (roles && actingRole(rule, roles) === undefined) throw forbidden(STAFF_ROLE_REMOVED);
        clearStaffCookie(request, reply);
        throw new HttpError(401, STAFF_SESSION_OVER);
      }
      const role = actingRole(rule, live.roles);
      if (role === undefined) throw forbidden(STAFF_ROLE_MISSING);
      return (request.staff = { ...live, role, address: request.ip });
    };
    const guard: onRequestAsyncHookHandler = async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE];
      if (!token || !tokenShape.test(token) || crossSite(request)) throw new HttpError(401, STAFF_SIGN_IN_NEEDED);
      request.staffConfirm = () => check(request, reply, token);
      // A door scans several times a second: its operation's statement checks the session itself,
      // so a session this process found live moments ago lets the request in without a call of its own.
      const recent = inStatement ? recentStaffSession(request.server.db, token) : null;
      const role = recent ? actingRole(rule, recent.roles) : undefined;
      if (recent && role !== undefined) {
        request.staff = { ...recent, role, address: request.ip, provisional: true };
        return;
      }
      await check(request, reply, token);
    };
    // First of the route's own hooks: before the media-type check of a body (request-guards.ts),
    // so a caller without the role learns nothing about the operation.
    route.onRequest = [guard, ...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : [])];
  });
});
