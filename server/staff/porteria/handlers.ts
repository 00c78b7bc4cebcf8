// The door's operations (issue 28, /staff/porteria, x-roles porteria) and the ticket signing keys'
// admin operations (/staff/llaves-tickets, x-roles admin). Every write is audited in its own
// transaction: a batch of scans is one line with its counts.
import type { Handlers } from '../../http/operation.ts';
import { allKeys, forgetPublishedKeys, retireKey, rotateKey } from '../../tickets/keys.ts';
import { staffActor } from '../accounts/guard.ts';
import { audit } from '../audit/audit.ts';
import { undoIngreso } from './deshacer.ts';
import { enVivoRoute, MAX_MESSAGE_BYTES, upgradeNeeded } from './en-vivo.ts';
import { listDuplicados } from './duplicados.ts';
import { registerIngresos } from './ingresos.ts';
import { porteriaOptions, syncPorteria } from './sincronizacion.ts';

export const porteriaHandlers: Handlers = {
  async getPorteriaOptions(req) {
    return porteriaOptions(req.server.db);
  },

  async syncPorteria(req) {
    return syncPorteria(req.server.db, req.query, req.server.config.ticketSigningKey);
  },

  async registerIngresos(req) {
    const actor = staffActor(req);
    const confirmarSesion = () => req.staffConfirm!();
    return registerIngresos(req.server.db, req.body, { actor, confirmarSesion, fromEnv: req.server.config.ticketSigningKey });
  },

  connectIngresosEnVivo: upgradeNeeded,

  async undoIngreso(req) {
    const actor = staffActor(req);
    return req.server.db.transaction((tx) => undoIngreso(tx, actor, req.body));
  },

  async listDuplicadosOffline(req) {
    return listDuplicados(req.server.db, req.query);
  },

  async listStaffTicketSigningKeys(req) {
    return { keys: await allKeys(req.server.db, req.server.config.ticketSigningKey) };
  },

  async rotateTicketSigningKey(req, reply) {
    const actor = staffActor(req);
    const fromEnv = req.server.config.ticketSigningKey;
    const keys = await req.server.db.transaction(async (tx) => {
      const { id, previous } = await rotateKey(tx, fromEnv);
      await audit(tx, actor, { action: 'tickets.llave.rotate', target: `llave_ticket:${id}`, before: { activa: previous }, after: { activa: id, publicada: previous } });
      return allKeys(tx, fromEnv);
    });
    forgetPublishedKeys(req.server.db);
    reply.code(201);
    return { keys };
  },

  async retireTicketSigningKey(req) {
    const actor = staffActor(req);
    const fromEnv = req.server.config.ticketSigningKey;
    const { id } = req.params;
    const keys = await req.server.db.transaction(async (tx) => {
      await retireKey(tx, id, fromEnv);
      await audit(tx, actor, { action: 'tickets.llave.retire', target: `llave_ticket:${id}`, before: { estado: 'published' }, after: { estado: 'retired' } });
      return allKeys(tx, fromEnv);
    });
    forgetPublishedKeys(req.server.db);
    return { keys };
  },
};

/**
 * A batch of 5,000 scans is ~1.5 MB of JSON: this operation takes up to 4 MB (others 1 MB). Its
 * statement checks the staff session again (viziona_porteria_ingresos), so the guard may let a door
 * in on a session found live seconds before: one database call per scan instead of two.
 */
export const porteriaRoutes = {
  registerIngresos: { bodyLimit: MAX_MESSAGE_BYTES, config: { staffSessionInStatement: true } },
  // The door's scans over a WebSocket (en-vivo.ts): a plain GET answers 426.
  connectIngresosEnVivo: enVivoRoute,
};
