// What the PQRS inbox and the ethics line's inbox share: the states, the refusals, the people named
// in them, the internal notes, the history (read from the audit log of the report) and the answer.
// A report is `pqrs:<id>` or `etica:<id>` in the audit log; the ethics inbox never writes there
// anything that names the reporter (only what staff wrote: states, notes, answers).
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ServicioEstado, ServicioEvento, ServicioNota, ServicioPersona, ServicioRespuesta } from '../../../openapi/index.ts';
import { schema, type DbOrTx } from '../../db/open.ts';
import { HttpError } from '../../http/errors.ts';

export type Kind = 'pqrs' | 'ethics';
/** The audit target's prefix of each kind. */
export const targetOf = (kind: Kind, id: number) => `${kind === 'pqrs' ? 'pqrs' : 'etica'}:${id}`;

export const bogotaIso = (at: Date) => DateTime.fromJSDate(at, { zone: 'America/Bogota' }).toISO()!;

/** A refusal that leaves nothing changed (thrown before any write, or inside the transaction). */
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const unprocessable = (message: string, errors?: Record<string, string>) => new HttpError(422, message, errors);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);

export const FINAL_STATES: readonly ServicioEstado[] = ['respondida', 'cerrada'];
export const isFinal = (state: string) => (FINAL_STATES as readonly string[]).includes(state);

/** The names of the staff people of these ids. */
export async function peopleByIds(db: DbOrTx, ids: (number | null | undefined)[]): Promise<Map<number, ServicioPersona>> {
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: schema.staffPeople.id, name: schema.staffPeople.name }).from(schema.staffPeople).where(inArray(schema.staffPeople.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function notesOf(db: DbOrTx, kind: Kind, ownerId: number): Promise<ServicioNota[]> {
  const { reportNotes: n, staffPeople: p } = schema;
  const rows = await db
    .select({ id: n.id, text: n.text, at: n.createdAt, personId: p.id, personName: p.name })
    .from(n)
    .leftJoin(p, eq(p.id, n.personId))
    .where(and(eq(n.ownerKind, kind), eq(n.ownerId, ownerId)))
    .orderBy(asc(n.id));
  return rows.map((r) => ({ id: r.id, text: r.text, at: bogotaIso(r.at), by: r.personId === null ? null : { id: r.personId, name: r.personName ?? '' } }));
}

export async function addNote(db: DbOrTx, kind: Kind, ownerId: number, personId: number, text: string) {
  const [row] = await db.insert(schema.reportNotes).values({ ownerKind: kind, ownerId, personId, text }).returning({ id: schema.reportNotes.id });
  return row.id;
}

export async function attachmentsOf(db: DbOrTx, kind: Kind, ownerId: number) {
  const u = schema.uploads;
  const rows = await db
    .select({ id: u.id, name: u.originalName, mime: u.mime, size: u.size })
    .from(u)
    .where(and(eq(u.ownerKind, kind), eq(u.ownerId, ownerId)))
    .orderBy(asc(u.id));
  return rows;
}

/** One attachment of this report, with where it is stored; undefined when it is another's or none. */
export async function attachmentOf(db: DbOrTx, kind: Kind, ownerId: number, attachmentId: number) {
  const u = schema.uploads;
  const [row] = await db
    .select({ id: u.id, name: u.originalName, mime: u.mime, size: u.size, storagePath: u.storagePath })
    .from(u)
    .where(and(eq(u.id, attachmentId), eq(u.ownerKind, kind), eq(u.ownerId, ownerId)));
  return row;
}

/** Reads leave audit lines too (the ethics line's, and attachment downloads); the history shows what was done, not who looked. */
const READ_ACTIONS = ['etica.reporte.leer', 'etica.adjunto.descargar', 'servicio.adjunto.descargar'];

const STATE_WORDS: Record<string, string> = { radicada: 'radicada', en_tramite: 'en trámite', respondida: 'respondida', cerrada: 'cerrada' };

function summaryOf(action: string, after: Record<string, unknown> | null): string {
  const verb = action.split('.').pop();
  switch (verb) {
    case 'nota':
      return 'Agregó una nota interna.';
    case 'estado':
      return after?.state === 'cerrada'
        ? `Cerró sin respuesta. Motivo: ${String(after?.reason ?? '')}`
        : `Cambió el estado a ${STATE_WORDS[String(after?.state)] ?? String(after?.state)}.`;
    case 'asignar':
      return after?.assigned_to_name ? `Asignó a ${String(after.assigned_to_name)}.` : 'Quitó la persona responsable.';
    case 'prorrogar':
      return `Prorrogó el término hasta el ${String(after?.due_date)}. Motivo: ${String(after?.reason ?? '')}`;
    case 'borrador':
      return 'Guardó el borrador de la respuesta.';
    case 'responder':
      return 'Envió la respuesta por correo.';
    default:
      return action;
  }
}

/** The report's history: its filing, then every audited write on it, in order. */
export async function historyOf(db: DbOrTx, kind: Kind, ownerId: number, receivedAt: Date): Promise<ServicioEvento[]> {
  const { staffAudit: a, staffPeople: p } = schema;
  const target = targetOf(kind, ownerId);
  const rows = await db
    .select({ at: a.at, action: a.action, after: a.after, personId: p.id, personName: p.name })
    .from(a)
    .leftJoin(p, eq(p.id, a.personId))
    .where(and(eq(a.target, target), notInArray(a.action, READ_ACTIONS)))
    .orderBy(asc(a.id));
  return [
    { at: bogotaIso(receivedAt), action: 'radicar', by: null, summary: 'Radicada.' },
    ...rows.map((r) => ({
      at: bogotaIso(r.at),
      action: r.action,
      by: r.personId === null ? null : { id: r.personId, name: r.personName ?? '' },
      summary: summaryOf(r.action, (r.after ?? null) as Record<string, unknown> | null),
    })),
  ];
}

interface AnswerColumns {
  answerText: string | null;
  answerSavedAt: Date | null;
  answerSavedBy: number | null;
  answerSentAt: Date | null;
  answerSentBy: number | null;
}

export function answerOf(row: AnswerColumns, people: Map<number, ServicioPersona>): ServicioRespuesta | null {
  if (row.answerText === null || row.answerSavedAt === null) return null;
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return {
    text: row.answerText,
    state: row.answerSentAt ? 'enviada' : 'borrador',
    saved_at: bogotaIso(row.answerSavedAt),
    saved_by: person(row.answerSavedBy),
    sent_at: row.answerSentAt ? bogotaIso(row.answerSentAt) : null,
    sent_by: person(row.answerSentBy),
  };
}

/** A search word for `like`, its wildcards taken literally. */
export const likeWord = (q: string) => `%${q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
