// The door's rule (issue 28): may this ticket code enter now, at this door? Written once, applied by
// the phone at the door without the network and by the server when the scan arrives. Pure: the
// signature check is injected (`verify`: node:crypto on the server, the browser's own verifier), and
// so is everything the decision reads (keys, funciones, revocations, entries already known, now).
// Browser-safe: no Node imports.
import { DateTime } from 'luxon';
import { IngresoResultValues } from './rules.gen.ts';
import type { components } from './types.gen.ts';
import { isoDeMilis, milisDeIso, ZONA_BOGOTA } from './zona.ts';

export type IngresoResult = components['schemas']['IngresoResult'];

/** Every result, in the order the rule checks them (valido last: nothing refused it). */
export const INGRESO_RESULTS: readonly IngresoResult[] = IngresoResultValues;

/** The entry window by default: from 45 minutes before a función's start to 30 minutes after it. */
export const VENTANA_POR_DEFECTO: VentanaIngreso = { antesMin: 45, despuesMin: 30 };
/** At most this many scans in one upload. */
export const MAX_ESCANEOS_POR_LOTE = 5000;
/** The last accepted entry of a device can be undone for this long. */
export const SEGUNDOS_PARA_DESHACER = 60;

const ZONE = ZONA_BOGOTA;

export interface VentanaIngreso {
  antesMin: number;
  despuesMin: number;
}

/** A published key, whatever the side holds of it (`K`): the rule reads only its id and state. */
export interface LlaveIngreso {
  id: number;
  /** A retired key is refused even when a stale copy still lists it. */
  state?: 'active' | 'published' | 'retired';
}

/** What the door knows of a función. */
export interface FuncionIngreso {
  theaterId: number;
  roomId: number;
  /** ISO instant or epoch milliseconds. */
  startsAt: string | number | Date;
  cancelled: boolean;
}

/** An entry already accepted for a ticket: when (the scanning device's time) and at which door. */
export interface IngresoPrevio {
  at: string;
  door: string;
}

export interface PuertaIngreso {
  theaterId: number;
  /** null: a door of the whole theater. */
  roomId: number | null;
}

type Lookup<K, V> = ReadonlyMap<K, V> | { get(key: K): V | undefined };
type Membership<T> = ReadonlySet<T> | { has(value: T): boolean };

export interface ContextoIngreso<K extends LlaveIngreso> {
  /** Ed25519 over the payload's bytes with `key`; true when the signature holds. */
  verify: (payload: Uint8Array, signature: Uint8Array, key: K) => boolean;
  keys: readonly K[];
  door: PuertaIngreso;
  funciones: Lookup<number, FuncionIngreso>;
  /** Bill numbers whose tickets no longer enter (rejected, refunded, flagged for refund). */
  revokedBills: Membership<string>;
  /** Entries known by ticket key (`ticketKey`): this device's and other doors' as of the last sync. */
  entries: Lookup<string, IngresoPrevio>;
  now: string | number | Date;
  window: VentanaIngreso;
}

/** What a code says, once its signature holds. */
export interface ReclamoTicket {
  bill: string;
  showtimeId: number;
  seatId: number;
  /** `<bill>.<showtimeId>.<seatId>`: one entry per ticket key. */
  ticketKey: string;
  /** The published key whose signature held. */
  keyId: number;
}

export interface DecisionIngreso {
  result: IngresoResult;
  claim?: ReclamoTicket;
  previous?: IngresoPrevio;
  /** The función's entry window (fuera_de_horario), as ISO instants in Bogotá. */
  window?: { desde: string; hasta: string };
}

/** The ticket key of a claim: bill, función and seat. */
export const ticketKey = (claim: { bill: string; showtimeId: number; seatId: number }): string =>
  `${claim.bill}.${claim.showtimeId}.${claim.seatId}`;

const CODE_SHAPE = /^VZ1\.([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{86})$/;
const PAYLOAD_SHAPE = /^([A-Za-z0-9-]{1,40})\.(\d{1,10})\.(\d{1,10})\.[A-Za-z0-9_-]{11}$/;

/** base64url (no padding) to bytes; undefined when it is not. */
export function base64urlBytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface CodigoLeido {
  payload: Uint8Array;
  signature: Uint8Array;
  bill: string;
  showtimeId: number;
  seatId: number;
}

/** The parts of a `VZ1.<payload>.<signature>` code; undefined for anything of another shape. */
export function leerCodigo(code: string): CodigoLeido | undefined {
  const parts = CODE_SHAPE.exec(code.trim());
  if (!parts) return undefined;
  const payload = base64urlBytes(parts[1]);
  const signature = base64urlBytes(parts[2]);
  if (!payload || !signature || signature.length !== 64) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(payload);
  } catch {
    return undefined;
  }
  const fields = PAYLOAD_SHAPE.exec(text);
  if (!fields) return undefined;
  const showtimeId = Number(fields[2]);
  const seatId = Number(fields[3]);
  if (showtimeId < 1 || seatId < 1 || showtimeId > 2147483647 || seatId > 2147483647) return undefined;
  return { payload, signature, bill: fields[1], showtimeId, seatId };
}

const millisOf = (value: string | number | Date): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? (milisDeIso(value) ?? DateTime.fromISO(value).toMillis()) : value.getTime();

function instant(value: string | number | Date): DateTime {
  const millis = typeof value === 'string' ? milisDeIso(value) : millisOf(value);
  return millis === undefined ? DateTime.fromISO(value as string, { zone: ZONE }) : DateTime.fromMillis(millis, { zone: ZONE });
}

/** The entry window of a función starting at `startsAt`. */
export function ventanaDe(startsAt: string | number | Date, window: VentanaIngreso): { desde: DateTime; hasta: DateTime } {
  const start = instant(startsAt);
  return { desde: start.minus({ minutes: window.antesMin }), hasta: start.plus({ minutes: window.despuesMin }) };
}

/**
 * After the signature: the rule's other checks, in order, for a claim whose signature held (the
 * browser verifies asynchronously with WebCrypto and then calls this).
 */
export function decidirReclamo(claim: ReclamoTicket, ctx: Omit<ContextoIngreso<LlaveIngreso>, 'verify' | 'keys'>): DecisionIngreso {
  const funcion = ctx.funciones.get(claim.showtimeId);
  if (ctx.revokedBills.has(claim.bill) || funcion?.cancelled) return { result: 'anulado', claim };
  // A función the door does not know is not one of today's in its theater.
  if (!funcion) return { result: 'fuera_de_horario', claim };
  if (funcion.theaterId !== ctx.door.theaterId) return { result: 'otro_teatro', claim };
  if (ctx.door.roomId !== null && funcion.roomId !== ctx.door.roomId) return { result: 'otra_sala', claim };
  // In milliseconds: every scan passes here, and luxon's zone arithmetic is the costly part of a decision.
  const start = millisOf(funcion.startsAt);
  const now = millisOf(ctx.now);
  if (now < start - ctx.window.antesMin * 60_000 || now > start + ctx.window.despuesMin * 60_000) {
    const { desde, hasta } = ventanaDe(funcion.startsAt, ctx.window);
    return { result: 'fuera_de_horario', claim, window: { desde: desde.toISO()!, hasta: hasta.toISO()! } };
  }
  const previous = ctx.entries.get(claim.ticketKey);
  if (previous) return { result: 'ya_usado', claim, previous };
  return { result: 'valido', claim };
}

/** The claim of a code signed by one of the published keys (a retired key's never counts). */
export function reclamoFirmado<K extends LlaveIngreso>(code: string, ctx: Pick<ContextoIngreso<K>, 'verify' | 'keys'>): ReclamoTicket | undefined {
  const read = leerCodigo(code);
  if (!read) return undefined;
  const key = ctx.keys.find((k) => k.state !== 'retired' && ctx.verify(read.payload, read.signature, k));
  if (!key) return undefined;
  return { bill: read.bill, showtimeId: read.showtimeId, seatId: read.seatId, ticketKey: ticketKey(read), keyId: key.id };
}

/** May `code` enter now at this door? Each check in the order, each with its own result. */
export function decidirIngreso<K extends LlaveIngreso>(code: string, ctx: ContextoIngreso<K>): DecisionIngreso {
  const claim = reclamoFirmado(code, ctx);
  if (!claim) return { result: 'firma_invalida' };
  return decidirReclamo(claim, ctx);
}

/** HH:mm in Bogotá: the hours and minutes of its ISO writing (luxon for a text milisDeIso leaves to it). */
const hora = (iso: string) => {
  const millis = milisDeIso(iso);
  return millis === undefined ? instant(iso).setLocale('es-CO').toFormat('HH:mm') : isoDeMilis(millis, ZONE).slice(11, 16);
};
const dia = (iso: string) => instant(iso).setLocale('es-CO').toFormat("cccc d 'de' LLLL");

/** The Spanish words of each result, for the person at the door (one table, both sides). */
export const MENSAJES_INGRESO: Record<IngresoResult, (d: Omit<DecisionIngreso, 'result'>, now?: string | number | Date) => string> = {
  valido: () => 'Puede entrar.',
  ya_usado: ({ previous }) => (previous ? `Este ticket ya entró: a las ${hora(previous.at)} por ${previous.door}.` : 'Este ticket ya entró.'),
  firma_invalida: () => 'Código no válido: no es un ticket de Viziona, fue alterado o su llave se retiró.',
  anulado: () => 'Ticket anulado: la compra fue rechazada o reembolsada, o la función se canceló.',
  otro_teatro: () => 'Este ticket es de otro teatro.',
  otra_sala: () => 'Este ticket es de otra sala.',
  fuera_de_horario: ({ window }, now) => {
    if (!window) return 'Fuera de horario: este ticket no es de una función de hoy en este teatro.';
    // The dates compared as text: luxon's hasSame costs a phone at the door milliseconds.
    const sameDay = now === undefined || instant(now).toISODate() === instant(window.desde).toISODate();
    const when = sameDay ? '' : ` el ${dia(window.desde)},`;
    return `Fuera de horario: se entra${when} de ${hora(window.desde)} a ${hora(window.hasta)}.`;
  },
};

/** The Spanish text of a decision (with `now`, a window of another day names its day). */
export const mensajeIngreso = (decision: DecisionIngreso, now?: string | number | Date): string =>
  MENSAJES_INGRESO[decision.result](decision, now);
