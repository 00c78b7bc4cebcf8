// The ethics line's inbox (role `etica` only): list, detail, notes, states and the answer when the
// reporter gave an e-mail. Every read of a report (detail, attachment) leaves an audit line; no
// audit line carries the reporter's name or e-mail, so an anonymous report stays anonymous and a
// named one is named only inside the report itself.
import { and, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EticaReporte, EticaReportePage, EticaReporteSummary } from '../../../openapi/index.ts';
import { schema, type DbOrTx, type Tx } from '../../db/open.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { StaffActor } from '../accounts/guard.ts';
import { audit } from '../audit/audit.ts';
import { addNote, answerOf, attachmentsOf, badRequest, bogotaIso, conflict, historyOf, isFinal, likeWord, notesOf, notFound, peopleByIds, targetOf } from './bandeja.ts';
import { ethicsAnswerMail } from './correos.ts';
import { concurrently } from '../../db/concurrently.ts';

const e = schema.ethicsReports;
const receivedDay = sql<string>`(${e.createdAt} at time zone 'America/Bogota')::date`;
const target = (id: number) => targetOf('ethics', id);

export interface EticaFilters {
  state?: string;
  received_from?: string;
  received_to?: string;
  q?: string;
  page?: number;
  limit?: number;
}

type Row = typeof e.$inferSelect;

function summaryOf(r: Pick<Row, 'id' | 'radicado' | 'company' | 'whistleblower' | 'createdAt' | 'state' | 'name' | 'email'>): EticaReporteSummary {
  return {
    id: r.id,
    radicado: r.radicado,
    company: r.company,
    whistleblower: r.whistleblower,
    received_at: bogotaIso(r.createdAt),
    state: r.state as EticaReporteSummary['state'],
    anonymous: !r.name && !r.email,
    has_email: Boolean(r.email),
  };
}

export async function listEtica(db: DbOrTx, f: EticaFilters): Promise<EticaReportePage> {
  const where: SQL[] = [];
  if (f.state) where.push(eq(e.state, f.state));
  if (f.received_from) where.push(gte(receivedDay, f.received_from));
  if (f.received_to) where.push(lte(receivedDay, f.received_to));
  if (f.q) {
    const word = likeWord(f.q);
    where.push(or(ilike(e.radicado, word), ilike(e.company, word))!);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const limit = f.limit ?? 50;
  const page = f.page ?? 1;
  const [rows, [count]] = await concurrently(db, [
    () => db
      .select({ id: e.id, radicado: e.radicado, company: e.company, whistleblower: e.whistleblower, createdAt: e.createdAt, state: e.state, name: e.name, email: e.email })
      .from(e)
      .where(condition)
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(limit)
      .offset((page - 1) * limit),
    () => db.select({ n: sql<number>`count(*)::int` }).from(e).where(condition),
  ]);
  return { items: rows.map(summaryOf), total: Number(count.n), page, limit };
}

async function reportRow(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(e).where(eq(e.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(`El reporte ${id} no existe.`);
  return row;
}

async function detailOf(db: DbOrTx, row: Row): Promise<EticaReporte> {
  const [attachments, notes, history, people] = await concurrently(db, [
    () => attachmentsOf(db, 'ethics', row.id),
    () => notesOf(db, 'ethics', row.id),
    () => historyOf(db, 'ethics', row.id, row.createdAt),
    () => peopleByIds(db, [row.answerSavedBy, row.answerSentBy]),
  ]);
  return {
    ...summaryOf(row),
    details: row.details,
    name: row.name ?? null,
    email: row.email ?? null,
    closure: row.closedAt === null ? null : { reason: row.closedReason ?? '', at: bogotaIso(row.closedAt) },
    answer: answerOf(row, people),
    attachments,
    notes,
    history,
  };
}

/** The report as a write left it (no read line: the write's own line says it). */
export async function eticaDetail(db: DbOrTx, id: number): Promise<EticaReporte> {
  return detailOf(db, await reportRow(db, id));
}

/** A read of the report by a person of the `etica` role: audited, in the read's transaction. */
export async function readEtica(tx: Tx, actor: StaffActor, id: number): Promise<EticaReporte> {
  const row = await reportRow(tx, id);
  await audit(tx, actor, { action: 'etica.reporte.leer', target: target(id) });
  return detailOf(tx, row);
}

export async function addEticaNote(tx: Tx, actor: StaffActor, id: number, text: string) {
  await reportRow(tx, id, true);
  const noteId = await addNote(tx, 'ethics', id, actor.personId, text);
  await audit(tx, actor, { action: 'etica.reporte.nota', target: target(id), after: { note_id: noteId, text } });
}

export async function changeEticaState(tx: Tx, actor: StaffActor, id: number, state: 'en_tramite' | 'cerrada', reason?: string) {
  const row = await reportRow(tx, id, true);
  if (isFinal(row.state)) throw conflict(`El reporte ${row.radicado} ya está ${row.state}: su estado no cambia.`);
  if (state === 'en_tramite') {
    if (row.state === 'en_tramite') throw conflict(`El reporte ${row.radicado} ya está en trámite.`);
    await tx.update(e).set({ state }).where(eq(e.id, id));
    await audit(tx, actor, { action: 'etica.reporte.estado', target: target(id), before: { state: row.state }, after: { state } });
    return;
  }
  const why = reason?.trim();
  if (!why) throw badRequest('Escribe el motivo del cierre.', { reason: 'Escribe el motivo del cierre.' });
  await tx.update(e).set({ state: 'cerrada', closedReason: why, closedAt: sql`now()` }).where(eq(e.id, id));
  await audit(tx, actor, { action: 'etica.reporte.estado', target: target(id), before: { state: row.state }, after: { state: 'cerrada', reason: why } });
}

const noEmail = (radicado: string) => conflict(`Quien hizo el reporte ${radicado} no dejó un correo: no hay a quién enviar una respuesta.`);

export async function saveEticaDraft(tx: Tx, actor: StaffActor, id: number, text: string) {
  const row = await reportRow(tx, id, true);
  if (!row.email) throw noEmail(row.radicado);
  if (row.answerSentAt) throw conflict(`El reporte ${row.radicado} ya fue respondido: la respuesta enviada no se edita.`);
  if (row.state === 'cerrada') throw conflict(`El reporte ${row.radicado} está cerrado: no se responde.`);
  await tx.update(e).set({ answerText: text, answerSavedAt: sql`now()`, answerSavedBy: actor.personId }).where(and(eq(e.id, id), isNull(e.answerSentAt)));
  await audit(tx, actor, { action: 'etica.reporte.borrador', target: target(id), before: { text: row.answerText }, after: { text } });
}

export async function sendEticaAnswer(tx: Tx, actor: StaffActor, id: number) {
  const row = await reportRow(tx, id, true);
  if (row.answerSentAt) return;
  if (!row.email) throw noEmail(row.radicado);
  if (row.state === 'cerrada') throw conflict(`El reporte ${row.radicado} está cerrado: no se responde.`);
  if (!row.answerText) throw conflict(`El reporte ${row.radicado} no tiene una respuesta escrita para enviar.`);
  await tx.update(e).set({ state: 'respondida', answerSentAt: sql`now()`, answerSentBy: actor.personId }).where(eq(e.id, id));
  await enqueueMail(tx, ethicsAnswerMail(row.email, row.radicado, row.answerText));
  // The text staff wrote, never the address it went to.
  await audit(tx, actor, { action: 'etica.reporte.responder', target: target(id), before: { state: row.state }, after: { state: 'respondida', text: row.answerText } });
}

/** An attachment download by the `etica` role: audited like a read. */
export async function auditEticaDownload(tx: Tx, actor: StaffActor, id: number, attachmentId: number) {
  await audit(tx, actor, { action: 'etica.adjunto.descargar', target: target(id), after: { attachment_id: attachmentId } });
}
