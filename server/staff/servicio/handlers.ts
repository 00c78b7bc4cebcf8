// The service desk's operations (/staff/servicio/…, role servicio; the extra non-working days also
// admin) and the ethics line's (/staff/etica/…, role etica only). Each write is one transaction with
// its audit line and answers the report as it now is; attachments leave only through here, as a
// download, never from a public address, each download in the audit log.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/operation.ts';
import { staffActor } from '../accounts/guard.ts';
import { attachmentOf, notFound, type Kind } from './bandeja.ts';
import { addDia, deleteDia, listDias } from './dias.ts';
import { addEticaNote, auditEticaDownload, changeEticaState, eticaDetail, listEtica, readEtica, saveEticaDraft, sendEticaAnswer } from './etica.ts';
import { addPqrsNote, assignPqrs, auditPqrsDownload, changePqrsState, extendPqrs, listPqrs, pqrsDetail, savePqrsDraft, sendPqrsAnswer, servicioPeople } from './pqrs.ts';

async function sendAttachment(req: FastifyRequest, reply: FastifyReply, kind: Kind, ownerId: number, attachmentId: number, onRead?: () => Promise<void>) {
  const found = await attachmentOf(req.server.db, kind, ownerId, attachmentId);
  if (!found) throw notFound('Ese adjunto no existe o no es de este radicado.');
  const bytes = await fs.readFile(path.join(req.server.config.dataDir, 'uploads', found.storagePath));
  await onRead?.();
  return reply
    .type('application/octet-stream')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(found.name)}`)
    .send(bytes);
}

export const servicioHandlers: Handlers = {
  async listServicioPqrs(req) {
    return listPqrs(req.server.db, req.query);
  },
  async getServicioPqrs(req) {
    return pqrsDetail(req.server.db, req.params.id);
  },
  async downloadServicioPqrsAdjunto(req, reply) {
    const actor = staffActor(req);
    const { id, adjunto } = req.params;
    return sendAttachment(req, reply, 'pqrs', id, adjunto, () => req.server.db.transaction((tx) => auditPqrsDownload(tx, actor, id, adjunto)));
  },
  async addServicioPqrsNota(req, reply) {
    const actor = staffActor(req);
    await req.server.db.transaction((tx) => addPqrsNote(tx, actor, req.params.id, req.body.text));
    reply.code(201);
    return pqrsDetail(req.server.db, req.params.id);
  },
  async changeServicioPqrsEstado(req) {
    const actor = staffActor(req);
    await req.server.db.transaction((tx) => changePqrsState(tx, actor, req.params.id, req.body.state, req.body.reason));
    return pqrsDetail(req.server.db, req.params.id);
  },
  async assignServicioPqrs(req) {
    const actor = staffActor(req);
    await req.server.db.transaction((tx) => assignPqrs(tx, actor, req.params.id, req.body.person_id ?? null));
    return pqrsDetail(req.server.db, req.params.id);
  },
  async extendServicioPqrs(req) {
    const actor = staffActor(req);
    await req.server.db.transaction((tx) => extendPqrs(tx, actor, req.params.id, req.body.due_date, req.body.reason));
    req.server.mailDelivery.wake();
    return pqrsDetail(req.server.db, req.params.id);
  },
  async saveServicioPqrsRespuesta(req) {
    const actor = staffActor(req);
    await req.server.db.transaction((tx) => savePqrsDraft(tx, actor, req.params.id, req.body.text));
    return pqrsDetail(req.server.db, req.params.id);
  },
  async sendServicioPqrsRespuesta(req) {
    const actor = staffActor(req);
    await req.server.db.transaction((tx) => sendPqrsAnswer(tx, actor, req.params.id));
    req.server.mailDelivery.wake();
    return pqrsDetail(req.server.db, req.params.id);
  },
  async listServicioPersonal(req) {
    return servicioPeople(req.server.db);
  },

  async listDiasNoHabiles(req) {
    return listDias(req.server.db);
  },
  async addDiaNoHabil(req, reply) {
    const actor = staffActor(req);
    const made = await req.server.db.transaction((tx) => addDia(tx, actor, req.body.day, req.body.reason));
    reply.code(201);
    return made;
  },
  async deleteDiaNoHabil(req) {
    const actor = staffActor(req);
    return req.server.db.transaction((tx) => deleteDia(tx, actor, req.params.id));
  },

  async listEticaReportes(req) {
    return listEtica(req.server.db, req.query);
  },
  async getEticaReporte(req) {
    const actor = staffActor(req);
    return req.server.db.transaction((tx) => readEtica(tx, actor, req.params.id));
  },
  async downloadEticaAdjunto(req, reply) {
    const actor = staffActor(req);
    const { id, adjunto } = req.params;
    return sendAttachment(req, reply, 'ethics', id, adjunto, () => req.server.db.transaction((tx) => auditEticaDownload(tx, actor, id, adjunto)));
  },
  async addEticaNota(req, reply) {
    const actor = staffActor(req);
    await req.server.db.transaction((tx) => addEticaNote(tx, actor, req.params.id, req.body.text));
    reply.code(201);
    return eticaDetail(req.server.db, req.params.id);
  },
  async changeEticaEstado(req) {
    const actor = staffActor(req);
    await req.server.db.transaction((tx) => changeEticaState(tx, actor, req.params.id, req.body.state, req.body.reason));
    return eticaDetail(req.server.db, req.params.id);
  },
  async saveEticaRespuesta(req) {
    const actor = staffActor(req);
    await req.server.db.transaction((tx) => saveEticaDraft(tx, actor, req.params.id, req.body.text));
    return eticaDetail(req.server.db, req.params.id);
  },
  async sendEticaRespuesta(req) {
    const actor = staffActor(req);
    await req.server.db.transaction((tx) => sendEticaAnswer(tx, actor, req.params.id));
    req.server.mailDelivery.wake();
    return eticaDetail(req.server.db, req.params.id);
  },
};
