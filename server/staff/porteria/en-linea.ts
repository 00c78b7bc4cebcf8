// Scans decided online (issue 28): a code's proof is its exact text in the database (the server
// issued it and keeps the key that signed it), so its signature is not checked again; a request
// with a code the database does not prove (a forgery, a ticket signed before tickets kept their
// key) is sent again with its signatures checked here. ONE statement per turn of the doors' line (linea.ts: the requests that came while
// the last call ran; server/db/functions/viziona_porteria_ingresos.sql) decides each scan on the database's facts (the key not
// retired, the bill, the función, the theater and room, the entry window, an entry already
// standing), takes the entry with INSERT … ON CONFLICT DO NOTHING on the unique index of accepted
// entries per ticket (porteria_ingresos_one_entry: two doors never both let one ticket in), records
// the others and writes the batch's audit line with its counts. The SQL checks the rule's
// conditions in openapi/ingreso.ts's order and decides only whether the entry is taken; the answer,
// its words and its window come from decidirReclamo on the facts the statement returns, so both
// sides say the same thing. What it stores in `answer` is those facts: a repeated nonce answers
// from them again.
import { sql } from 'drizzle-orm';
import type { IngresoBatch, IngresoScanResult, IngresoTicket } from '../../../openapi/index.ts';
import { decidirReclamo, mensajeIngreso, VENTANA_POR_DEFECTO, type DecisionIngreso, type IngresoResult, type ReclamoTicket } from '../../../openapi/ingreso.ts';
import type { Db, DbOrTx } from '../../db/open.ts';
import { param, preparedPerDb } from '../../db/prepared.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../accounts/guard.ts';
import { STAFF_SESSION_OVER } from '../accounts/messages.ts';
import { STAFF_IDLE_MINUTES, STAFF_TOUCH_SECONDS } from '../accounts/sessions.ts';
import { ROOM_NOT_IN_THEATER, THEATER_NOT_FOUND } from './messages.ts';
import { LineaPuertas } from './linea.ts';
import { iso, rowsOf } from './sincronizacion.ts';
import { WINDOW_AFTER_SETTING, WINDOW_BEFORE_SETTING } from './ventana.ts';

/** A well-formed online scan. */
export interface EscaneoEnLinea {
  nonce: string;
  code: string;
  scannedAt: Date;
  /** What the code says (none: not a ticket code, or its signature failed: firma_invalida). */
  claim?: Omit<ReclamoTicket, 'keyId'>;
  /** The published key whose signature held; none while the code's proof is the database's (por_codigo). */
  keyId?: number;
}

/** What an online scan's row keeps in `answer`: the facts it was decided on. */
export interface HechosEnLinea {
  en_linea: true;
  result: IngresoResult;
  /** The database's clock when it was decided. */
  at: string;
  antes: number;
  despues: number;
  door: { theater_id: number; room_id: number | null };
  /** Null when the signature failed or no ticket has this code. */
  ticket: (Omit<IngresoTicket, 'starts_at'> & { starts_at: string }) | null;
  funcion: { theater_id: number; room_id: number; cancelled: boolean; revoked: boolean } | null;
  previous: { at: string; door: string; device: string } | null;
}

export const esEnLinea = (answer: unknown): answer is HechosEnLinea => (answer as HechosEnLinea | null)?.en_linea === true;

/** The answer of an online scan from its facts, worded by the rule both sides apply. */
export function respuestaEnLinea(nonce: string, h: HechosEnLinea, repeated = false): IngresoScanResult {
  const previous = h.previous ? { at: iso(new Date(h.previous.at)), door: h.previous.door, device: h.previous.device } : null;
  const startsAt = h.ticket ? new Date(h.ticket.starts_at) : undefined;
  const ticket: IngresoTicket | null = h.ticket ? { ...h.ticket, starts_at: iso(startsAt!) } : null;
  let decision: DecisionIngreso = { result: h.result };
  if (ticket && h.funcion) {
    const claim: ReclamoTicket = { bill: ticket.bill, showtimeId: ticket.funcion_id, seatId: Number(ticket.ticket_key.split('.').pop()), ticketKey: ticket.ticket_key, keyId: 0 };
    decision = decidirReclamo(claim, {
      door: { theaterId: h.door.theater_id, roomId: h.door.room_id },
      funciones: new Map([[claim.showtimeId, { theaterId: h.funcion.theater_id, roomId: h.funcion.room_id, startsAt: startsAt!.getTime(), cancelled: h.funcion.cancelled }]]),
      revokedBills: new Set(h.funcion.revoked ? [claim.bill] : []),
      entries: new Map(previous ? [[claim.ticketKey, { at: previous.at, door: previous.door }]] : []),
      now: new Date(h.at),
      window: { antesMin: h.antes, despuesMin: h.despues },
    });
    // The statement took (or refused) the entry: its verdict stands. They differ only at the
    // window's edge within a millisecond, or for a door that lost a race (ya_usado, no previous yet).
    if (decision.result !== h.result) decision = { result: h.result, claim, window: h.result === 'fuera_de_horario' ? decision.window : undefined };
  }
  return {
    nonce,
    result: decision.result,
    message: mensajeIngreso(decision, new Date(h.at)),
    repeated,
    duplicate_offline: false,
    ticket,
    previous,
    window: decision.window ?? null,
  };
}

/** What the call answers for one request. */
export interface Salida {
  req: number;
  /** The request's staff session was live, in the role it acts in (otherwise nothing was decided). */
  sesion: boolean;
  teatro: boolean;
  puerta: boolean;
  /** A code the database did not prove: nothing decided, send the request again with its signatures checked. */
  verificar: boolean;
  vistos: { nonce: string; answer: unknown }[];
  decididos: { nonce: string; answer: HechosEnLinea; aceptado: boolean; registrado: boolean }[];
}

/** One door's request in the line (linea.ts). */
export interface PedidoEnLinea {
  batch: IngresoBatch;
  scans: EscaneoEnLinea[];
  actor: StaffActor;
  errors: number;
  total: number;
}

/** The one call for a turn of requests: decides, takes the entries, records every scan and each request's audit line (viziona_porteria_ingresos). */
const decideQuery = preparedPerDb((db) =>
  db
    .select({
      req: sql<number>`f.req`,
      sesion: sql<boolean>`f.sesion_viva`,
      teatro: sql<boolean>`f.teatro_existe`,
      puerta: sql<boolean>`f.puerta_valida`,
      verificar: sql<boolean>`f.por_verificar`,
      vistos: sql<Salida['vistos']>`f.vistos`,
      decididos: sql<Salida['decididos']>`f.decididos`,
    })
    .from(
      sql`viziona_porteria_ingresos(${param('requests')}::jsonb, ${param('scans')}::jsonb, ${WINDOW_BEFORE_SETTING}::text, ${VENTANA_POR_DEFECTO.antesMin}::int,
        ${WINDOW_AFTER_SETTING}::text, ${VENTANA_POR_DEFECTO.despuesMin}::int, ${STAFF_TOUCH_SECONDS}::int, ${STAFF_IDLE_MINUTES}::int) as f`,
    )
    .prepare('porteria_ingresos'),
);

/** The call's two arguments: the turn's requests and their scans, as the function reads them. */
export function decideArguments(turn: PedidoEnLinea[]): { requests: string; scans: string } {
  const requests = JSON.stringify(
    turn.map((p, req) => ({
      req,
      theater_id: p.batch.door.theater_id,
      room_id: p.batch.door.room_id,
      door: p.batch.door.label,
      device: p.batch.device,
      person: p.actor.personId,
      session: p.actor.sessionId,
      role: p.actor.role,
      address: p.actor.address,
      total: p.total,
      errors: p.errors,
    })),
  );
  const scans = JSON.stringify(
    turn.flatMap((p, req) =>
      p.scans.map((s, ord) => ({
        req,
        ord,
        nonce: s.nonce,
        code: s.code,
        scanned_at: s.scannedAt.toISOString(),
        key_id: s.claim ? (s.keyId ?? null) : null,
        por_codigo: s.claim !== undefined && s.keyId === undefined,
        ticket_key: s.claim?.ticketKey ?? null,
        bill: s.claim?.bill ?? null,
        showtime_id: s.claim?.showtimeId ?? null,
        seat_id: s.claim?.seatId ?? null,
      })),
    ),
  );
  return { requests, scans };
}

/** A turn of the line in one call; each request's answer, in the turn's order. */
export async function decidirTurno(db: Db, turn: PedidoEnLinea[]): Promise<Salida[]> {
  const rows: Salida[] = await decideQuery(db).execute(decideArguments(turn));
  const byReq = new Map(rows.map((r) => [r.req, r]));
  return turn.map((_, req) => byReq.get(req)!);
}

const lines = new WeakMap<Db, LineaPuertas<EscaneoEnLinea, PedidoEnLinea, Salida>>();

/** The doors' line of this database connection (one per server process). */
function lineOf(db: Db) {
  let line = lines.get(db);
  if (!line) lines.set(db, (line = new LineaPuertas(db, decidirTurno)));
  return line;
}

/** A door that lost a race for a ticket (ya_usado before the winner's commit was visible): who won. */
async function previousOfRaces(db: DbOrTx, nonces: string[]): Promise<Map<string, HechosEnLinea>> {
  if (nonces.length === 0) return new Map();
  const rows = await rowsOf<{ nonce: string; answer: HechosEnLinea }>(db, sql`
    update porteria_ingresos l
       set answer = jsonb_set(l.answer, '{previous}', jsonb_build_object('at', w.scanned_at, 'door', w.door, 'device', w.device))
      from porteria_ingresos w
     where l.nonce in (select jsonb_array_elements_text(${JSON.stringify(nonces)}::jsonb))
       and w.ticket_key = l.ticket_key and w.accepted and w.undone_at is null
    returning l.nonce, l.answer`);
  return new Map(rows.map((r) => [r.nonce, r.answer]));
}

/** The recorded answer of a nonce another request recorded while this one ran. */
async function recordedNow(db: DbOrTx, nonces: string[]): Promise<Map<string, unknown>> {
  if (nonces.length === 0) return new Map();
  const rows = await rowsOf<{ nonce: string; answer: unknown }>(db, sql`
    select nonce, answer from porteria_ingresos where nonce in (select jsonb_array_elements_text(${JSON.stringify(nonces)}::jsonb))`);
  return new Map(rows.map((r) => [r.nonce, r.answer]));
}

/**
 * Decides online scans in the line's next statement; the answers by nonce (`replay` words a recorded
 * answer of either kind). A race lost at the same instant, or a nonce sent twice at once, costs one more.
 */
export async function decidirEnLinea(
  db: Db,
  batch: IngresoBatch,
  scans: EscaneoEnLinea[],
  ctx: {
    actor: StaffActor;
    errors: number;
    total: number;
    replay: (nonce: string, answer: unknown) => IngresoScanResult;
    /** The scans with their signatures checked (each with its key, or no claim). */
    verificar: (scans: EscaneoEnLinea[]) => Promise<EscaneoEnLinea[]>;
    /** The guard's own check of the staff session (401 or 403 when it has ended); its actor when live. */
    confirmarSesion: () => Promise<StaffActor>;
  },
): Promise<Map<string, IngresoScanResult>> {
  let actor = ctx.actor;
  const decide = async (turnScans: EscaneoEnLinea[]) => {
    const turn = (a: StaffActor) => lineOf(db).decide({ batch, scans: turnScans, actor: a, errors: ctx.errors, total: ctx.total });
    let out = await turn(actor);
    if (out.sesion) return out;
    // The statement found the session ended (the guard may have let the request in on one it found
    // live seconds before): the guard's answer; or, should it be live in another role, once more.
    actor = await ctx.confirmarSesion();
    out = await turn(actor);
    if (!out.sesion) throw new HttpError(401, STAFF_SESSION_OVER);
    return out;
  };
  let out = await decide(scans);
  const { door } = batch;
  if (!out.teatro) throw notFound(THEATER_NOT_FOUND(door.theater_id));
  if (!out.puerta) {
    const message = ROOM_NOT_IN_THEATER(door.room_id!, door.theater_id);
    throw badRequest(message, { 'door.room_id': message });
  }
  if (out.verificar) out = await decide(await ctx.verificar(scans));
  const answers = new Map<string, IngresoScanResult>();
  for (const v of out.vistos) answers.set(v.nonce, ctx.replay(v.nonce, v.answer));
  const raced = out.decididos.filter((d) => d.registrado && !d.aceptado && d.answer.result === 'ya_usado' && !d.answer.previous).map((d) => d.nonce);
  const winners = await previousOfRaces(db, raced);
  const inFlight = await recordedNow(db, out.decididos.filter((d) => !d.registrado).map((d) => d.nonce));
  for (const d of out.decididos) {
    if (!d.registrado) answers.set(d.nonce, ctx.replay(d.nonce, inFlight.get(d.nonce)));
    else answers.set(d.nonce, respuestaEnLinea(d.nonce, winners.get(d.nonce) ?? d.answer));
  }
  return answers;
}

/** The answer a recorded scan gave, whichever way it was decided (a repeated nonce answers it again). */
export const answerOfRecord = (nonce: string, answer: unknown, repeated: boolean): IngresoScanResult =>
  esEnLinea(answer) ? respuestaEnLinea(nonce, answer, repeated) : { ...(answer as IngresoScanResult), repeated };
