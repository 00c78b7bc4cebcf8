// Scans a door sends (issue 28): each decided with the rule the phone applies (openapi/ingreso.ts)
// on the server's facts, then recorded. The guard: at most one accepted entry per ticket key, a
// unique index the accepting INSERT … ON CONFLICT DO NOTHING relies on, so two doors never both
// let one ticket in, whichever process or transaction they reach. Offline scans arriving late: the
// earliest device time keeps the entry, the other is kept as a duplicate offline entry. A nonce
// seen before answers its recorded result and records nothing. One transaction per batch, with
// one audit line of counts.
import { verify as nodeVerify } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { IngresoBatch, IngresoBatchResult, IngresoScanResult, IngresoTicket } from '../../../openapi/index.ts';
import {
  decidirReclamo,
  mensajeIngreso,
  leerCodigo,
  ticketKey,
  reclamoFirmado,
  type DecisionIngreso,
  type FuncionIngreso,
  type IngresoPrevio,
  type ReclamoTicket,
} from '../../../openapi/ingreso.ts';
import { milisDeIso } from '../../../openapi/zona.ts';
import { retried } from '../../db/errors.ts';
import type { Db, DbOrTx } from '../../db/open.ts';
import { bills, films, porteriaIngresos, rooms, seats, showtimes, tickets } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { keptPublishedKeys, publishedKeys, type VerifyingKey } from '../../tickets/keys.ts';
import type { StaffActor } from '../accounts/guard.ts';
import { audit } from '../audit/audit.ts';
import { NONCE_INVALID, NONCE_TWICE_IN_BATCH, ROOM_NOT_IN_THEATER, TIME_INVALID } from './messages.ts';
import { iso, rowsOf, theaterExists } from './sincronizacion.ts';
import { answerOfRecord, decidirEnLinea, type EscaneoEnLinea } from './en-linea.ts';
import { entryWindow } from './ventana.ts';
import { scansCounted } from '../../metrics/catalogue.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Rows per INSERT (each row is ~17 parameters; PostgreSQL takes at most 65,535). */
const CHUNK = 1000;

type Scan = IngresoBatch['scans'][number];
type Row = typeof porteriaIngresos.$inferInsert;
interface Winner {
  id: number;
  scannedAt: Date;
  door: string;
  device: string;
}

interface Fact {
  ticket: IngresoTicket;
  revoked: boolean;
  funcion: FuncionIngreso;
}

/** A scan that reached a decision and will be recorded. */
interface Decided {
  index: number;
  scan: Scan;
  scannedAt: Date;
  claim?: ReclamoTicket;
  fact?: Fact;
  decision: DecisionIngreso;
}

const previousOut = (w: Winner) => ({ at: iso(w.scannedAt), door: w.door, device: w.device });

function answerOf(d: Decided, now: Date, extra: { duplicateOffline?: boolean; previous?: Winner } = {}): IngresoScanResult {
  const previous = extra.previous ? previousOut(extra.previous) : null;
  const decision: DecisionIngreso = previous ? { ...d.decision, result: 'ya_usado', previous: { at: previous.at, door: previous.door } } : d.decision;
  return {
    nonce: d.scan.nonce,
    result: decision.result,
    message: mensajeIngreso(decision, d.scan.offline ? d.scannedAt : now),
    repeated: false,
    duplicate_offline: extra.duplicateOffline ?? false,
    ticket: d.fact?.ticket ?? null,
    previous,
    window: decision.window ?? null,
  };
}

function errorOf(scan: Scan, error: 'nonce_invalido' | 'hora_invalida' | 'nonce_repetido_en_lote'): IngresoScanResult {
  const message = { nonce_invalido: NONCE_INVALID, hora_invalida: TIME_INVALID, nonce_repetido_en_lote: NONCE_TWICE_IN_BATCH }[error];
  return { nonce: scan.nonce, result: null, error, message, repeated: false, duplicate_offline: false, ticket: null, previous: null, window: null };
}

/** The device's time of a scan: ISO 8601 with its zone; null when it is not. */
function deviceTime(text: string): Date | null {
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  // The year as written (the device's own), as luxon's `year` with setZone.
  const millis = milisDeIso(text);
  if (millis !== undefined) return Number(text.slice(0, 4)) >= 2000 && Number(text.slice(0, 4)) < 2100 ? new Date(millis) : null;
  const t = DateTime.fromISO(text, { setZone: true });
  return t.isValid && t.year >= 2000 && t.year < 2100 ? t.toJSDate() : null;
}

/** What the database says of each signed code's ticket. */
async function factsOf(db: DbOrTx, codes: string[]): Promise<Map<string, Fact>> {
  const facts = new Map<string, Fact>();
  for (let i = 0; i < codes.length; i += CHUNK) {
    const rows = await db
      .select({
        code: tickets.code,
        voidedAt: tickets.voidedAt,
        bill: bills.number,
        statusId: bills.statusId,
        needsRefund: bills.needsRefund,
        showtimeId: showtimes.id,
        startsAt: showtimes.startsAt,
        cancelledAt: showtimes.cancelledAt,
        theaterId: rooms.theaterId,
        roomId: rooms.id,
        room: rooms.name,
        film: films.title,
        fila: seats.filaRelativa,
        columna: seats.columnaRelativa,
        seatId: seats.id,
      })
      .from(tickets)
      .innerJoin(bills, eq(bills.id, tickets.billId))
      .innerJoin(showtimes, eq(showtimes.id, tickets.showtimeId))
      .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
      .innerJoin(films, eq(films.id, showtimes.filmId))
      .innerJoin(seats, eq(seats.id, tickets.seatId))
      .where(inArray(tickets.code, codes.slice(i, i + CHUNK)));
    for (const r of rows) {
      facts.set(r.code, {
        ticket: {
          ticket_key: `${r.bill}.${r.showtimeId}.${r.seatId}`,
          bill: r.bill,
          funcion_id: r.showtimeId,
          film: r.film,
          room: r.room,
          seat: `${r.fila}${r.columna}`,
          starts_at: iso(r.startsAt),
        },
        revoked: r.statusId !== 1 || r.needsRefund || r.voidedAt !== null,
        funcion: { theaterId: r.theaterId, roomId: r.roomId, startsAt: r.startsAt, cancelled: r.cancelledAt !== null },
      });
    }
  }
  return facts;
}

/** The standing entry of each ticket key. */
async function winnersOf(db: DbOrTx, keys: string[]): Promise<Map<string, Winner>> {
  const winners = new Map<string, Winner>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await db
      .select({ key: porteriaIngresos.ticketKey, id: porteriaIngresos.id, scannedAt: porteriaIngresos.scannedAt, door: porteriaIngresos.door, device: porteriaIngresos.device })
      .from(porteriaIngresos)
      .where(and(inArray(porteriaIngresos.ticketKey, keys.slice(i, i + CHUNK)), sql`${porteriaIngresos.accepted} and ${porteriaIngresos.undoneAt} is null`));
    for (const r of rows) winners.set(r.key!, { id: r.id, scannedAt: r.scannedAt, door: r.door, device: r.device });
  }
  return winners;
}

/** The recorded answers of nonces already seen. */
async function recordedAnswers(db: DbOrTx, nonces: string[]): Promise<Map<string, IngresoScanResult>> {
  const answers = new Map<string, IngresoScanResult>();
  for (let i = 0; i < nonces.length; i += CHUNK) {
    const rows = await db
      .select({ nonce: porteriaIngresos.nonce, answer: porteriaIngresos.answer })
      .from(porteriaIngresos)
      .where(inArray(porteriaIngresos.nonce, nonces.slice(i, i + CHUNK)));
    for (const r of rows) answers.set(r.nonce, answerOfRecord(r.nonce, r.answer, true));
  }
  return answers;
}

/** Inserts rows, leaving out any that a unique index refuses; the nonces inserted. */
async function insertRows(tx: DbOrTx, rows: Row[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const done = await tx.insert(porteriaIngresos).values(rows.slice(i, i + CHUNK)).onConflictDoNothing().returning({ nonce: porteriaIngresos.nonce });
    for (const r of done) inserted.add(r.nonce);
  }
  return inserted;
}

export interface BatchContext {
  actor: StaffActor;
  /** The guard's check of the session again (the online statement checks it itself; offline batches ask first when the guard did not). */
  confirmarSesion: () => Promise<StaffActor>;
  fromEnv?: string;
}

/** Each scan's own checks: a bad nonce or device time, a nonce twice in the batch get their error. */
function readScans(batch: IngresoBatch) {
  const results: IngresoScanResult[] = new Array(batch.scans.length);
  const inBatch = new Set<string>();
  const wellFormed: { index: number; scan: Scan; scannedAt: Date }[] = [];
  batch.scans.forEach((scan, index) => {
    if (!UUID.test(scan.nonce)) return void (results[index] = errorOf(scan, 'nonce_invalido'));
    const nonce = scan.nonce.toLowerCase();
    if (inBatch.has(nonce)) return void (results[index] = errorOf(scan, 'nonce_repetido_en_lote'));
    inBatch.add(nonce);
    const scannedAt = deviceTime(scan.scanned_at);
    if (!scannedAt) return void (results[index] = errorOf(scan, 'hora_invalida'));
    wellFormed.push({ index, scan: { ...scan, nonce }, scannedAt });
  });
  return { results, wellFormed };
}

const verify = (payload: Uint8Array, signature: Uint8Array, key: VerifyingKey) => nodeVerify(null, payload, key.publicKey, signature);

function countsOf(results: IngresoScanResult[]): IngresoBatchResult['counts'] {
  return {
    total: results.length,
    valido: results.filter((r) => r.result === 'valido' && !r.repeated).length,
    rechazado: results.filter((r) => r.result !== null && r.result !== 'valido' && !r.repeated).length,
    repetido: results.filter((r) => r.repeated).length,
    error: results.filter((r) => r.result === null).length,
    duplicado_offline: results.filter((r) => r.duplicate_offline && !r.repeated).length,
  };
}

/**
 * Online scans: what each code says, read without its signature (the database proves the codes it
 * issued, en-linea.ts); the signatures are checked here only when it asks.
 */
async function registerOnline(db: Db, batch: IngresoBatch, wellFormed: { index: number; scan: Scan; scannedAt: Date }[], results: IngresoScanResult[], ctx: BatchContext): Promise<IngresoBatchResult> {
  const scans: (EscaneoEnLinea & { index: number })[] = wellFormed.map((s) => {
    const code = s.scan.code.trim();
    const read = leerCodigo(code);
    const claim = read && { bill: read.bill, showtimeId: read.showtimeId, seatId: read.seatId, ticketKey: ticketKey(read) };
    return { index: s.index, nonce: s.scan.nonce, code, scannedAt: s.scannedAt, claim };
  });
  const verificar = async (unchecked: EscaneoEnLinea[]): Promise<EscaneoEnLinea[]> => {
    let keys = await keptPublishedKeys(db, ctx.fromEnv);
    const checked = (s: EscaneoEnLinea) => {
      const claim = reclamoFirmado(s.code, { verify, keys });
      return { ...s, claim, keyId: claim?.keyId };
    };
    let out = unchecked.map(checked);
    // A code of our shape no kept key verifies: a key rotated in another process, perhaps.
    if (out.some((s) => !s.claim && leerCodigo(s.code))) {
      keys = await keptPublishedKeys(db, ctx.fromEnv, true);
      out = out.map((s) => (s.claim ? s : checked(s)));
    }
    return out;
  };
  const errors = results.filter(Boolean).length;
  const answers = await decidirEnLinea(db, batch, scans, {
    actor: ctx.actor,
    errors,
    total: results.length,
    replay: (nonce, answer) => answerOfRecord(nonce, answer, true),
    verificar,
    confirmarSesion: ctx.confirmarSesion,
  });
  for (const s of scans) results[s.index] = answers.get(s.nonce)!;
  return { results, counts: countsOf(results) };
}

export async function registerIngresos(db: Db, batch: IngresoBatch, ctx: BatchContext): Promise<IngresoBatchResult> {
  const { door } = batch;
  const { results, wellFormed } = readScans(batch);
  if (wellFormed.every((s) => !s.scan.offline)) return scansCounted(await registerOnline(db, batch, wellFormed, results, ctx));
  if (ctx.actor.provisional) ctx = { ...ctx, actor: await ctx.confirmarSesion() };
  await theaterExists(db, door.theater_id);
  if (door.room_id !== null) {
    const [room] = await db.select({ theaterId: rooms.theaterId }).from(rooms).where(eq(rooms.id, door.room_id)).limit(1);
    if (!room || room.theaterId !== door.theater_id) {
      const message = ROOM_NOT_IN_THEATER(door.room_id, door.theater_id);
      throw badRequest(message, { 'door.room_id': message });
    }
  }

  // The published keys, read once (outside the transaction: key 1 is written on first use).
  const keys = await publishedKeys(db, ctx.fromEnv);
  // Two batches taking the same tickets in a different order: one is told to try again.
  return scansCounted(await retried(() => db.transaction(async (tx) => decideAndRecord(tx, batch, wellFormed, results.slice(), keys, ctx)), 5));
}

async function decideAndRecord(
  tx: DbOrTx,
  batch: IngresoBatch,
  wellFormed: { index: number; scan: Scan; scannedAt: Date }[],
  results: IngresoScanResult[],
  keys: VerifyingKey[],
  ctx: BatchContext,
): Promise<IngresoBatchResult> {
  const { door, device } = batch;
  const [clock] = await rowsOf<{ now: Date | string }>(tx, sql`select now() as now`);
  const now = new Date(clock.now);
  const window = await entryWindow(tx);

  const repeated = await recordedAnswers(tx, wellFormed.map((s) => s.scan.nonce));
  const fresh = wellFormed.filter((s) => {
    const answer = repeated.get(s.scan.nonce);
    if (answer) results[s.index] = answer;
    return !answer;
  });
  const claims = fresh.map((s) => reclamoFirmado(s.scan.code.trim(), { verify, keys }));
  const facts = await factsOf(tx, [...new Set(fresh.filter((_, i) => claims[i]).map((s) => s.scan.code.trim()))]);

  // Decided without the entries: valido here means "may enter if nobody has".
  const decided: Decided[] = fresh.map((s, i) => {
    const claim = claims[i];
    if (!claim) return { ...s, decision: { result: 'firma_invalida' } };
    const fact = facts.get(s.scan.code.trim());
    if (!fact) return { ...s, claim, decision: { result: 'anulado', claim } };
    const at = s.scan.offline && s.scannedAt < now ? s.scannedAt : now;
    const decision = decidirReclamo(claim, {
      door: { theaterId: door.theater_id, roomId: door.room_id },
      funciones: new Map([[claim.showtimeId, fact.funcion]]),
      revokedBills: new Set(fact.revoked ? [claim.bill] : []),
      entries: new Map<string, IngresoPrevio>(),
      now: at,
      window: { antesMin: window.antesMin, despuesMin: window.despuesMin },
    });
    return { ...s, claim, fact, decision };
  });

  const rowOf = (d: Decided, answer: IngresoScanResult, accepted: boolean, duplicateOffline = false): Row => ({
    nonce: d.scan.nonce,
    ticketKey: d.claim?.ticketKey ?? null,
    bill: d.claim?.bill ?? null,
    showtimeId: d.claim?.showtimeId ?? null,
    seatId: d.claim?.seatId ?? null,
    theaterId: door.theater_id,
    roomId: door.room_id,
    door: door.label,
    device,
    personId: ctx.actor.personId,
    scannedAt: d.scannedAt,
    offline: d.scan.offline,
    result: answer.result!,
    accepted,
    duplicateOffline,
    answer,
  });

  const others: Row[] = [];
  const settle = (d: Decided, answer: IngresoScanResult, row: Row | null) => {
    results[d.index] = answer;
    if (row) others.push(row);
  };

  // Per ticket key, the scan that may take the entry: the earliest by the device's clock.
  const byKey = new Map<string, Decided[]>();
  for (const d of decided) {
    if (d.decision.result !== 'valido') {
      const answer = answerOf(d, now);
      settle(d, answer, rowOf(d, answer, false));
      continue;
    }
    // The device turned the person away without the network: what happened at the door stands,
    // recorded with the device's reason; it takes no entry and is no duplicate entry.
    const atTheDoor = d.scan.offline ? d.scan.device_result : undefined;
    if (atTheDoor && atTheDoor !== 'valido') {
      const answer = answerOf({ ...d, decision: { result: atTheDoor, claim: d.claim } }, now);
      settle(d, answer, rowOf(d, answer, false));
      continue;
    }
    const group = byKey.get(d.claim!.ticketKey) ?? [];
    group.push(d);
    byKey.set(d.claim!.ticketKey, group);
  }
  const ticketKeys = [...byKey.keys()].sort();
  const winners = await winnersOf(tx, ticketKeys);

  // The accepting INSERT, in ticket key order (two batches never wait on each other in a circle).
  const contenders: Decided[] = [];
  for (const key of ticketKeys) {
    const group = byKey.get(key)!.sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime() || a.index - b.index);
    contenders.push(group[0]);
  }
  const attempts = contenders.filter((d) => !winners.has(d.claim!.ticketKey));
  const inserted = await insertRows(tx, attempts.map((d) => rowOf(d, answerOf(d, now), true)));
  const accepted = new Map<string, Decided>();
  for (const d of attempts) if (inserted.has(d.scan.nonce)) accepted.set(d.claim!.ticketKey, d);

  // The contenders that found an entry: an earlier offline scan takes it over; otherwise ya_usado.
  // Read again each time: another door may be taking it over at this very moment.
  const lost = contenders.filter((d) => !accepted.has(d.claim!.ticketKey));
  const standing = new Map<string, Winner>();
  for (const d of lost) {
    const key = d.claim!.ticketKey;
    for (let tries = 0; ; tries++) {
      const again = await recordedAnswers(tx, [d.scan.nonce]);
      if (again.has(d.scan.nonce)) {
        results[d.index] = again.get(d.scan.nonce)!;
        break;
      }
      const winner = (await winnersOf(tx, [key])).get(key);
      const answer = answerOf(d, now);
      if (!winner) {
        if ((await insertRows(tx, [rowOf(d, answer, true)])).has(d.scan.nonce)) {
          accepted.set(key, d);
          results[d.index] = answer;
          break;
        }
      } else if (d.scan.offline && d.scannedAt < winner.scannedAt && tries < 100) {
        const taken = await tx
          .update(porteriaIngresos)
          .set({ accepted: false, duplicateOffline: true, changedXid: sql`pg_current_xact_id()` })
          .where(and(eq(porteriaIngresos.id, winner.id), sql`${porteriaIngresos.accepted} and ${porteriaIngresos.undoneAt} is null`))
          .returning({ id: porteriaIngresos.id });
        if (taken.length === 1 && (await insertRows(tx, [rowOf(d, answer, true)])).has(d.scan.nonce)) {
          accepted.set(key, d);
          results[d.index] = answer;
          break;
        }
      } else {
        standing.set(key, winner);
        const refused = answerOf(d, now, { previous: winner, duplicateOffline: d.scan.offline });
        settle(d, refused, rowOf(d, refused, false, d.scan.offline));
        break;
      }
    }
  }
  for (const d of accepted.values()) if (!results[d.index]) results[d.index] = answerOf(d, now);

  // The rest of each group: the ticket has its entry now.
  for (const key of ticketKeys) {
    const rest = byKey.get(key)!.slice(1);
    if (rest.length === 0) continue;
    const taker = accepted.get(key);
    const previous: Winner | undefined = taker
      ? { id: 0, scannedAt: taker.scannedAt, door: door.label, device }
      : (standing.get(key) ?? winners.get(key) ?? (await winnersOf(tx, [key])).get(key));
    for (const d of rest) {
      const answer = answerOf(d, now, { previous, duplicateOffline: d.scan.offline });
      settle(d, answer, rowOf(d, answer, false, d.scan.offline));
    }
  }
  await insertRows(tx, others);

  const counts = countsOf(results);
  await audit(tx, ctx.actor, {
    action: 'porteria.ingresos.registrar',
    target: `dispositivo:${device}`,
    after: { puerta: door.label, teatro: door.theater_id, sala: door.room_id, ...counts },
  });
  return { results, counts };
}
