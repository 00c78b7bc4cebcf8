// 'Mis datos' (issue 32): the signed-in moviegoer sees and downloads their data, closes their other
// sessions, accepts new versions of the terms and the privacy policy, and deletes their account.
// Every operation is scoped to the session's own account: nobody reads or deletes another's.
import type { Handlers } from '../../http/operation.ts';
import { conflict, unauthenticated } from '../../http/errors.ts';
import { forgetSessions, signedIn } from '../auth.ts';
import { revokeOtherSessions } from '../sessions.ts';
import { clearSessionCookies } from '../session-cookies.ts';
import { acceptShownVersions, authorizationsOf } from './autorizaciones.ts';
import { ACCOUNT_DELETED, deleteAccount } from './borrado.ts';
import { misDatos, misDatosHtml } from './mis-datos.ts';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { schema } from '../../db/open.ts';

export const NEWER_VERSION = 'Se publicó una versión más reciente mientras la leías. Léela y acéptala de nuevo.';

export const misDatosHandlers: Handlers = {
  async getMisDatos(req) {
    const datos = await misDatos(req.server.db, signedIn(req), req.user!.sessionId, req.server.now());
    if (!datos) throw unauthenticated();
    return datos;
  },

  async downloadMisDatos(req, reply) {
    const datos = await misDatos(req.server.db, signedIn(req), req.user!.sessionId, req.server.now());
    if (!datos) throw unauthenticated();
    const html = req.query.formato === 'html';
    reply
      .header('content-disposition', `attachment; filename="mis-datos-viziona.${html ? 'html' : 'json'}"`)
      .header('cache-control', 'private, no-store');
    if (html) return reply.type('text/html; charset=utf-8').send(misDatosHtml(datos));
    return reply.type('application/json; charset=utf-8').send(datos);
  },

  async closeOtherSessions(req) {
    const userId = signedIn(req);
    const { sessions } = schema;
    const now = req.server.now();
    const closed = await req.server.db.transaction(async (tx) => {
      const live = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), ne(sessions.id, req.user!.sessionId)));
      await revokeOtherSessions(tx, userId, now, req.user!.sessionId);
      return live[0].n;
    });
    forgetSessions(req.server);
    return { message: closed === 1 ? 'Cerramos 1 sesión más.' : closed ? `Cerramos ${closed} sesiones más.` : 'No tenías otras sesiones abiertas.', closed };
  },

  async acceptPolicies(req) {
    const userId = signedIn(req);
    const list = await req.server.db.transaction(async (tx) => {
      if (!(await acceptShownVersions(tx, userId, req.body.documents, req.ip))) throw conflict(NEWER_VERSION);
      return authorizationsOf(tx, userId, []);
    });
    return list;
  },

  async deleteAccount(req, reply) {
    const userId = signedIn(req);
    await req.server.db.transaction((tx) => deleteAccount(tx, userId, req.body.password, req.body.perder_entradas === true));
    forgetSessions(req.server);
    req.server.mailDelivery.wake();
    clearSessionCookies(req, reply);
    return { message: ACCOUNT_DELETED };
  },
};
