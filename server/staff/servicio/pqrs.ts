// The PQRS inbox (role `servicio`): the list with its filters and deadline order, a PQRS's detail,
// and its writes (note, state, assignment, extension, draft answer, sending the answer), each in
// the caller's transaction with its audit line. A refusal throws before anything is written.
import { and, asc, desc, eq, gte, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ServicioPqrs, ServicioPqrsPage, ServicioPqrsSummary } from '../../../openapi/index.ts';
import { schema, type DbOrTx, type Tx } from '../../db/open.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { StaffActor } from '../accounts/guard.ts';
import { audit } from '../audit/audit.ts';
import {
  addNote,
  answerOf,
  attachmentsOf,
  badRequest,
  bogotaIso,
  conflict,
  historyOf,
  isFinal,
  likeWord,
  notesOf,
  notFound,
  peopleByIds,
  targetOf,
  unprocessable,
} from './bandeja.ts';
import { extensionMail, pqrsAnswerMail } from './correos.ts';
import { deadlineOf, extensionLimit, extensionRefusal, today, type Today } from './plazos.ts';
import { concurrently } from '../../db/concurrently.ts';

const p = schema.pqrs;
/** The due date in force: the extension's, if any. */
const currentDue = sql<string>`coalesce(${p.extendedDueDate}, ${p.dueDate})`;
const receivedDay = sql<string>`(${p.createdAt} at time zone 'America/Bogota')::date`;
const open = sql`${p.state} in ('radicada', 'en_tramite')`;

export interface PqrsFilters {
  state?: string;
  type_pqr?: string;
  assigned_to?: number;
  unassigned?: boolean;
  received_from?: string;
  received_to?: string;
  deadline?: 'vencida' | 'por_vencer';
  q?: string;
  page?: number;
  limit?: number;
}

const summaryColumns = {
  id: p.id,
  radicado: p.radicado,
  typePqr: p.typePqr,
  name: p.name,
  email: p.email,
  createdAt: p.createdAt,
  dueDate: currentDue,
  state: p.state,
  assignedTo: p.assignedTo,
  assignedName: schema.staffPeople.name,
  extendedDueDate: p.extendedDueDate,
};

type SummaryRow = { id: number; radicado: string; typePqr: string; name: string; email: string; createdAt: Date; dueDate: string; state: string; assignedTo: number | null; assignedName: string | null; extendedDueDate: string | null };

function summaryOf(r: SummaryRow, t: Today): ServicioPqrsSummary {
  return {
    id: r.id,
    radicado: r.radicado,
    type_pqr: r.typePqr as ServicioPqrsSummary['type_pqr'],
    name: r.name,
    email: r.email,
    received_at: bogotaIso(r.createdAt),
    due_date: r.dueDate,
    state: r.state as ServicioPqrsSummary['state'],
    deadline: deadlineOf(r.state, r.dueDate, t),
    assigned_to: r.assignedTo === null ? null : { id: r.assignedTo, name: r.assignedName ?? '' },
    extended: r.extendedDueDate !== null,
  };
}

/** The inbox: overdue first, then due within 2 business days (each by due date), then the rest, newest first. */
export async function listPqrs(db: DbOrTx, f: PqrsFilters): Promise<ServicioPqrsPage> {
  const t = await today(db);
  const where: SQL[] = [];
  if (f.state) where.push(eq(p.state, f.state));
  if (f.type_pqr) where.push(eq(p.typePqr, f.type_pqr));
  if (f.assigned_to !== undefined) where.push(eq(p.assignedTo, f.assigned_to));
  if (f.unassigned) where.push(isNull(p.assignedTo));
  if (f.received_from) where.push(gte(receivedDay, f.received_from));
  if (f.received_to) where.push(lte(receivedDay, f.received_to));
  if (f.deadline === 'vencida') where.push(and(open, lt(currentDue, t.day))!);
  if (f.deadline === 'por_vencer') where.push(and(open, gte(currentDue, t.day), lte(currentDue, t.soonUntil))!);
  if (f.q) {
    const word = likeWord(f.q);
    where.push(or(ilike(p.radicado, word), ilike(p.name, word), ilike(p.email, word))!);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const limit = f.limit ?? 50;
  const page = f.page ?? 1;
  // Overdue and due soon (open, due by the end of the due-soon window) by due date; then the rest.
  const urgentFirst = sql`case when ${open} and ${currentDue} <= ${t.soonUntil} then ${currentDue} end asc nulls last`;
  const [rows, [count]] = await concurrently(db, [
    () => db
      .select(summaryColumns)
      .from(p)
      .leftJoin(schema.staffPeople, eq(schema.staffPeople.id, p.assignedTo))
      .where(condition)
      .orderBy(urgentFirst, desc(p.createdAt), desc(p.id))
      .limit(limit)
      .offset((page - 1) * limit),
    () => db.select({ n: sql<number>`count(*)::int` }).from(p).where(condition),
  ]);
  return { items: rows.map((r) => summaryOf(r, t)), total: Number(count.n), page, limit, today: t.day };
}

async function pqrsRow(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(p).where(eq(p.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(`La PQRS ${id} no existe.`);
  return row;
}

export async function pqrsDetail(db: DbOrTx, id: number): Promise<ServicioPqrs> {
  const row = await pqrsRow(db, id);
  const t = await today(db);
  const [attachments, notes, history, people] = await concurrently(db, [
    () => attachmentsOf(db, 'pqrs', id),
    () => notesOf(db, 'pqrs', id),
    () => historyOf(db, 'pqrs', id, row.createdAt),
    () => peopleByIds(db, [row.assignedTo, row.answerSavedBy, row.answerSentBy]),
  ]);
  const due = row.extendedDueDate ?? row.dueDate;
  const canExtend = !isFinal(row.state) && row.extendedDueDate === null && row.dueDate >= t.day;
  return {
    ...summaryOf({ ...row, dueDate: due, assignedName: row.assignedTo === null ? null : (people.get(row.assignedTo)?.name ?? '') }, t),
    phone: row.phone,
    message: row.message,
    original_due_date: row.dueDate,
    extension: row.extendedDueDate === null ? null : { due_date: row.extendedDueDate, reason: row.extensionReason ?? '', at: bogotaIso(row.extendedAt!) },
    extension_limit: canExtend ? extensionLimit(row.dueDate, t.extra) : null,
    closure: row.closedAt === null ? null : { reason: row.closedReason ?? '', at: bogotaIso(row.closedAt) },
    answer: answerOf(row, people),
    attachments,
    notes,
    history,
  };
}

const target = (id: number) => targetOf('pqrs', id);

export async function addPqrsNote(tx: Tx, actor: StaffActor, id: number, text: string) {
  await pqrsRow(tx, id, true);
  const noteId = await addNote(tx, 'pqrs', id, actor.personId, text);
  await audit(tx, actor, { action: 'servicio.pqrs.nota', target: target(id), after: { note_id: noteId, text } });
}

export async function changePqrsState(tx: Tx, actor: StaffActor, id: number, state: 'en_tramite' | 'cerrada', reason?: string) {
  const row = await pqrsRow(tx, id, true);
  if (isFinal(row.state)) throw conflict(`La PQRS ${row.radicado} ya está ${row.state}: su estado no cambia.`);
  if (state === 'en_tramite') {
    if (row.state === 'en_tramite') throw conflict(`La PQRS ${row.radicado} ya está en trámite.`);
    await tx.update(p).set({ state }).where(eq(p.id, id));
    await audit(tx, actor, { action: 'servicio.pqrs.estado', target: target(id), before: { state: row.state }, after: { state } });
    return;
  }
  const why = reason?.trim();
  if (!why) throw badRequest('Escribe el motivo del cierre.', { reason: 'Escribe el motivo del cierre.' });
  await tx.update(p).set({ state: 'cerrada', closedReason: why, closedAt: sql`now()` }).where(eq(p.id, id));
  await audit(tx, actor, { action: 'servicio.pqrs.estado', target: target(id), before: { state: row.state }, after: { state: 'cerrada', reason: why } });
}

/** Active staff people with the `servicio` role: who may be put in charge of a PQRS. */
export async function servicioPeople(db: DbOrTx) {
  const s = schema.staffPeople;
  return db
    .select({ id: s.id, name: s.name })
    .from(s)
    .where(and(isNull(s.deactivatedAt), sql`'servicio' = any(${s.roles})`))
    .orderBy(asc(s.name), asc(s.id));
}

export async function assignPqrs(tx: Tx, actor: StaffActor, id: number, personId: number | null) {
  const row = await pqrsRow(tx, id, true);
  if (isFinal(row.state)) throw conflict(`La PQRS ${row.radicado} ya está ${row.state}: no se reasigna.`);
  let name: string | null = null;
  if (personId !== null) {
    const person = (await servicioPeople(tx)).find((x) => x.id === personId);
    if (!person) throw unprocessable('Esa persona no está activa en el rol servicio: no se le puede asignar una PQRS.', { person_id: 'Esa persona no está activa en el rol servicio.' });
    name = person.name;
  }
  await tx.update(p).set({ assignedTo: personId }).where(eq(p.id, id));
  await audit(tx, actor, { action: 'servicio.pqrs.asignar', target: target(id), before: { assigned_to: row.assignedTo }, after: { assigned_to: personId, assigned_to_name: name } });
}

export async function extendPqrs(tx: Tx, actor: StaffActor, id: number, newDate: string, reason: string) {
  const row = await pqrsRow(tx, id, true);
  const why = reason.trim();
  if (!why) throw badRequest('Escribe el motivo de la prórroga.', { reason: 'Escribe el motivo de la prórroga.' });
  const refusal = extensionRefusal(row, newDate, await today(tx));
  if (refusal?.kind === 'conflict') throw conflict(refusal.message);
  if (refusal) throw unprocessable(refusal.message, { due_date: refusal.message });
  await tx.update(p).set({ extendedDueDate: newDate, extensionReason: why, extendedAt: sql`now()` }).where(eq(p.id, id));
  await enqueueMail(tx, extensionMail(row.email, row.radicado, row.dueDate, newDate, why));
  await audit(tx, actor, { action: 'servicio.pqrs.prorrogar', target: target(id), before: { due_date: row.dueDate }, after: { due_date: newDate, reason: why } });
}

export async function savePqrsDraft(tx: Tx, actor: StaffActor, id: number, text: string) {
  const row = await pqrsRow(tx, id, true);
  if (row.answerSentAt) throw conflict(`La PQRS ${row.radicado} ya fue respondida: la respuesta enviada no se edita.`);
  if (row.state === 'cerrada') throw conflict(`La PQRS ${row.radicado} está cerrada: no se responde.`);
  await tx.update(p).set({ answerText: text, answerSavedAt: sql`now()`, answerSavedBy: actor.personId }).where(and(eq(p.id, id), isNull(p.answerSentAt)));
  await audit(tx, actor, { action: 'servicio.pqrs.borrador', target: target(id), before: { text: row.answerText }, after: { text } });
}

/** Sends the draft once: a repeated call finds it sent and changes nothing. */
export async function sendPqrsAnswer(tx: Tx, actor: StaffActor, id: number) {
  const row = await pqrsRow(tx, id, true);
  if (row.answerSentAt) return;
  if (row.state === 'cerrada') throw conflict(`La PQRS ${row.radicado} está cerrada: no se responde.`);
  if (!row.answerText) throw conflict(`La PQRS ${row.radicado} no tiene una respuesta escrita para enviar.`);
  await tx.update(p).set({ state: 'respondida', answerSentAt: sql`now()`, answerSentBy: actor.personId }).where(eq(p.id, id));
  await enqueueMail(tx, pqrsAnswerMail(row.email, row.radicado, row.typePqr, row.answerText));
  await audit(tx, actor, { action: 'servicio.pqrs.responder', target: target(id), before: { state: row.state }, after: { state: 'respondida', text: row.answerText } });
}

/** An attachment download by the `servicio` role: in the audit log, like the ethics line's (not in the PQRS's history). */
export async function auditPqrsDownload(tx: Tx, actor: StaffActor, id: number, attachmentId: number) {
  await audit(tx, actor, { action: 'servicio.adjunto.descargar', target: target(id), after: { attachment_id: attachmentId } });
}
