// The programming desk's funciones over HTTP, keyed by the contract's operationIds: the wizard's
// options, the listing, the bulk preview and save, and cancelling, deleting and moving one función.
// Each write runs in one transaction with its audit line; the desk's refusals (refusals.ts) leave
// as the contract's ProgramacionError, with their code and every conflict.
import type { FastifyReply } from 'fastify';
import type { FuncionConflict as ContractConflict, FuncionesRequest as ContractRequest, ProgramacionError } from '../../../openapi/index.ts';
import type { Handlers } from '../../http/operation.ts';
import { audit } from '../audit/audit.ts';
import { staffActor } from '../accounts/guard.ts';
import { cancelFuncion } from './cancelacion.ts';
import { deleteFuncion, moveFuncion, type FuncionValues } from './cambios.ts';
import { planFunciones, saveFunciones } from './funciones.ts';
import { bogotaDay, bogotaIso, bogotaTime, programacionOptions, staffFuncion, staffFunciones } from './lecturas.ts';
import { ProgramacionRefusal, refuse, type FuncionConflict } from './refusals.ts';
import type { FuncionesRequest } from './solicitud.ts';

const conflictOf = (c: FuncionConflict): ContractConflict => ({ kind: c.kind, funcion_id: c.funcionId ?? null, message: c.message });

/** Runs the operation; a desk's refusal answers its status with its code and conflicts (nothing was written). */
async function refusing<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProgramacionRefusal)) throw error;
    const body: ProgramacionError = {
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      refusal: error.refusal,
      conflicts: error.conflicts.map(conflictOf),
    };
    return reply.code(error.statusCode).send(body);
  }
}

/** The contract's request (snake_case) as the desk's. */
const requestOf = (body: ContractRequest): FuncionesRequest => ({
  filmId: body.film_id,
  roomIds: body.room_ids,
  from: body.from,
  to: body.to,
  weekdays: body.weekdays,
  times: body.times,
  format: body.format,
  version: body.version,
});

const valuesOf = (f: FuncionValues) => ({
  id: f.id,
  film_id: f.filmId,
  room_id: f.roomId,
  starts_at: bogotaIso(f.startsAt),
  format: f.format as ContractRequest['format'],
  version: f.version as ContractRequest['version'],
});

const funcionTarget = (id: number) => `funcion:${id}`;

export const programacionHandlers: Handlers = {
  async getProgramacionOptions(req) {
    return programacionOptions(req.server.db);
  },

  async listStaffFunciones(req, reply) {
    const { from, to, room_id: roomId, film_id: filmId } = req.query;
    return refusing(reply, () => staffFunciones(req.server.db, { from, to, roomId, filmId }));
  },

  async previewFunciones(req, reply) {
    return refusing(reply, async () => {
      const plan = await planFunciones(req.server.db, requestOf(req.body));
      return {
        film: plan.film,
        format: plan.format,
        version: plan.version,
        cleaning_minutes: plan.cleaningMinutes,
        count: plan.funciones.length,
        conflicted: plan.conflicted,
        funciones: plan.funciones.map((f) => ({
          room_id: f.roomId,
          room_name: f.room,
          date: f.date,
          time: f.time,
          starts_at: bogotaIso(f.startsAt),
          ends_at: bogotaIso(f.endsAt),
          free_at: bogotaIso(f.freeAt),
          conflicts: f.conflicts.map(conflictOf),
        })),
      };
    });
  },

  async createFunciones(req, reply) {
    const actor = staffActor(req);
    return refusing(reply, async () => {
      const saved = await req.server.db.transaction(async (tx) => {
        const made = await saveFunciones(tx, requestOf(req.body));
        await audit(tx, actor, {
          action: 'programacion.funciones.crear',
          target: `film:${made.film.id}`,
          after: { request: req.body, funciones: made.funciones.map((f) => f.id) },
        });
        return made;
      });
      reply.code(201);
      return {
        film: saved.film,
        format: saved.format,
        version: saved.version,
        count: saved.funciones.length,
        funciones: saved.funciones.map((f) => ({ id: f.id, room_id: f.roomId, starts_at: bogotaIso(f.startsAt), date: bogotaDay(f.startsAt), time: bogotaTime(f.startsAt) })),
      };
    });
  },

  async cancelFuncion(req, reply) {
    const actor = staffActor(req);
    const id = req.params.id;
    return refusing(reply, async () => {
      const cancelled = await req.server.db.transaction(async (tx) => {
        const done = await cancelFuncion(tx, id, req.body.reason);
        await audit(tx, actor, {
          action: 'programacion.funcion.cancelar',
          target: funcionTarget(id),
          before: done.before,
          after: { ...done.after, refunds: done.refunds, closed: done.closed, freedHolds: done.freedHolds },
        });
        return done;
      });
      // The buyers' refund e-mails were queued in the transaction: send them now.
      if (cancelled.refunds.length > 0) req.server.mailDelivery.wake();
      const change = (c: (typeof cancelled.refunds)[number]) => ({ bill_id: c.billId, number: c.number, from: c.from, to: c.to });
      return {
        funcion: { id: cancelled.funcion.id, film_id: cancelled.funcion.filmId, room_id: cancelled.funcion.roomId, starts_at: bogotaIso(cancelled.funcion.startsAt) },
        cancelled: { at: bogotaIso(cancelled.after.cancelledAt), reason: cancelled.after.reason },
        refunds: cancelled.refunds.map(change),
        closed: cancelled.closed.map(change),
        freed_holds: cancelled.freedHolds,
      };
    });
  },

  async deleteFuncion(req, reply) {
    const actor = staffActor(req);
    const id = req.params.id;
    return refusing(reply, async () => {
      const { before } = await req.server.db.transaction(async (tx) => {
        const done = await deleteFuncion(tx, id);
        await audit(tx, actor, { action: 'programacion.funcion.borrar', target: funcionTarget(id), before: done.before });
        return done;
      });
      return { message: `Función ${id} borrada.`, funcion: valuesOf(before) };
    });
  },

  async moveFuncion(req, reply) {
    const actor = staffActor(req);
    const id = req.params.id;
    return refusing(reply, async () => {
      await req.server.db.transaction(async (tx) => {
        const done = await moveFuncion(tx, id, { date: req.body.date, time: req.body.time, roomId: req.body.room_id });
        await audit(tx, actor, { action: 'programacion.funcion.mover', target: funcionTarget(id), before: done.before, after: done.after });
      });
      const moved = await staffFuncion(req.server.db, id);
      if (!moved) throw refuse('funcion_inexistente', `La función ${id} no existe.`);
      return moved;
    });
  },
};
