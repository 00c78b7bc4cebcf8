// The staff guard: every operation under the staff path declares its roles in the contract
// (`x-roles`, server/staff/accounts/roles.ts); this plugin reads them from each route as it is
// registered and checks the staff session and its roles before anything else runs (before the body
// is read or validated, so a visitor learns nothing about an operation it may not use).
import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffRole } from '../../../openapi/rules.ts';
import { STAFF_COOKIE_PATH } from '../../../openapi/session.ts';
import { crossSite } from '../../accounts/auth.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import { STAFF_ROLE_MISSING, STAFF_ROLE_REMOVED, STAFF_SESSION_OVER, STAFF_SIGN_IN_NEEDED } from './messages.ts';
import { actingRole, roleRuleOf } from './roles.ts';
import { clearStaffCookie, STAFF_COOKIE } from './session-cookie.ts';
import { rolesAfterRoleRemoved, touchStaffSession } from './sessions.ts';

/** Who is acting in a staff operation: what `audit()` records. */
export interface StaffActor {
  personId: number;
  sessionId: number;
  roles: StaffRole[];
  /** The role the operation was allowed by; null where any staff person may act. */
  role: StaffRole | null;
  /** The trusted client address (server/options.ts). */
  address: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff person of a guarded staff operation; null elsewhere. */
    staff: StaffActor | null;
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
  fastify.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: string; 'x-roles'?: unknown } | undefined;
    const underStaff = route.url.startsWith(STAFF_COOKIE_PATH);
    if (!schema?.operationId || (!underStaff && schema['x-roles'] === undefined)) return;
    const rule = roleRuleOf(schema.operationId, schema['x-roles']);
    if (rule.open) return;
    const guard: onRequestAsyncHookHandler = async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE];
      if (!token || !tokenShape.test(token) || crossSite(request)) throw new HttpError(401, STAFF_SIGN_IN_NEEDED);
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
      request.staff = { ...live, role, address: request.ip };
    };
    // First of the route's own hooks: before the media-type check of a body (request-guards.ts),
    // so a caller without the role learns nothing about the operation.
    route.onRequest = [guard, ...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : [])];
  });
});
