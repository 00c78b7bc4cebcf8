// What the door's device keeps in IndexedDB (Dexie), to decide without the network: the published
// keys, the day's funciones of its theater, revocations, other doors' check-ins (each list with the
// cursor of its last sync), its own scans (the queue: not sent yet) and the door chosen. Decisions
// read an in-memory copy (`Memoria`, the keys already imported into WebCrypto), loaded once and kept
// in step with every write. A scan counts in memory at once and is written after its verdict is
// drawn; a write that fails keeps the scan in memory (sent at the next sync) and tells the page.
import Dexie, { type Table } from 'dexie';
import type { IngresoResult, PorteriaCheckin, PorteriaFuncion, PorteriaOptions, PorteriaRevocation, PorteriaSync, TicketPublishedKey } from '../../../openapi';
import type { FuncionIngreso, IngresoPrevio } from '../../../openapi/ingreso';
import type { Puerta } from '../../../machines/staff/porteria/puerta/puerta.types';
import { afterNextPaint } from '../../lib/afterPaint';

/** One scan of this device: queued (sent 0) until a sync uploads it. */
export interface Escaneo {
  nonce: string;
  code: string;
  scanned_at: string;
  offline: boolean;
  /** 0: in the queue; 1: the server has it. */
  sent: 0 | 1;
  /** The ticket's key when the signature held, and whether it entered (an accepted scan not undone). */
  ticket_key: string | null;
  entered: boolean;
  door: string;
  /** What this device decided (offline scans; sent as device_result). */
  result?: IngresoResult;
}

interface Ajuste {
  k: string;
  v: unknown;
}

export interface Cursores {
  keys?: string;
  revocations?: string;
  checkins?: string;
}

class PorteriaDb extends Dexie {
  ajustes!: Table<Ajuste, string>;
  llaves!: Table<TicketPublishedKey, number>;
  funciones!: Table<PorteriaFuncion, number>;
  revocaciones!: Table<PorteriaRevocation & { k: string }, string>;
  ingresos!: Table<PorteriaCheckin, string>;
  escaneos!: Table<Escaneo, string>;

  constructor() {
    super('viziona-porteria');
    this.version(1).stores({ ajustes: 'k', llaves: 'id', funciones: 'id', revocaciones: 'k', ingresos: 'ticket_key', escaneos: 'nonce, sent' });
  }
}

export const db = new PorteriaDb();

const revocationKey = (r: PorteriaRevocation) => (r.kind === 'factura' ? `f:${r.bill}` : `s:${r.funcion_id}`);

export async function ajuste<T>(k: string): Promise<T | undefined> {
  return (await db.ajustes.get(k))?.v as T | undefined;
}
export const guardarAjuste = (k: string, v: unknown) => db.ajustes.put({ k, v });

let device: string | null = null;

/** This device's id for the server (chosen once, kept; read from IndexedDB once). */
export async function dispositivo(): Promise<string> {
  if (device) return device;
  const known = await ajuste<string>('device');
  if (known) return (device = known);
  const id = crypto.randomUUID();
  await guardarAjuste('device', id);
  return (device = id);
}

/** What decidirIngreso reads on this device, in memory. */
export interface Memoria {
  /** `verifier`: the key imported into WebCrypto once, where the browser verifies Ed25519 itself. */
  keys: (TicketPublishedKey & { raw: Uint8Array; verifier: CryptoKey | null })[];
  funciones: Map<number, FuncionIngreso & { film: string; room: string }>;
  revokedBills: Set<string>;
  entries: Map<string, IngresoPrevio>;
  /** The seat as the site names it ('F7') by seat id, for the seats of today's rooms. */
  sillas: Record<string, string>;
  window: { antesMin: number; despuesMin: number };
}

let memoria: Memoria | null = null;

/** The device's data in memory once leerMemoria has loaded it: read at once, without waiting a turn. */
export const memoriaCargada = () => memoria;

/** The key as WebCrypto's Ed25519 verifier, or null where the browser has none (then @noble verifies). */
async function importar(raw: Uint8Array): Promise<CryptoKey | null> {
  try {
    return (await globalThis.crypto?.subtle?.importKey('raw', raw as BufferSource, { name: 'Ed25519' }, false, ['verify'])) ?? null;
  } catch {
    return null;
  }
}

const bytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (b64url.length % 4)) % 4)), (c) => c.charCodeAt(0));

/** The device's data as decidirIngreso reads it (loaded from IndexedDB once, then kept in step). */
export async function leerMemoria(): Promise<Memoria> {
  if (memoria) return memoria;
  const [keys, funciones, revocaciones, ingresos, propios, window, sillas] = await Promise.all([
    db.llaves.toArray(),
    db.funciones.toArray(),
    db.revocaciones.toArray(),
    db.ingresos.toArray(),
    db.escaneos.filter((e) => e.entered).toArray(),
    ajuste<{ antes_min: number; despues_min: number }>('window'),
    ajuste<Record<string, string>>('sillas'),
  ]);
  const cancelled = new Set(revocaciones.filter((r) => r.kind === 'funcion').map((r) => r.funcion_id));
  const entries = new Map<string, IngresoPrevio>();
  for (const i of ingresos) if (!i.undone) entries.set(i.ticket_key, { at: i.at, door: i.door });
  for (const e of propios) if (e.ticket_key && !entries.has(e.ticket_key)) entries.set(e.ticket_key, { at: e.scanned_at, door: e.door });
  const raws = keys.map((k) => bytes(k.publicKeyRaw));
  const verifiers = await Promise.all(raws.map(importar));
  memoria = {
    keys: keys.map((k, i) => ({ ...k, raw: raws[i], verifier: verifiers[i] })),
    funciones: new Map(funciones.map((f) => [f.id, { theaterId: f.theater_id, roomId: f.room.id, startsAt: f.starts_at, cancelled: f.cancelled || cancelled.has(f.id), film: f.film.title, room: f.room.name }])),
    revokedBills: new Set(revocaciones.filter((r) => r.kind === 'factura' && r.bill).map((r) => r.bill!)),
    entries,
    sillas: sillas ?? {},
    window: { antesMin: window?.antes_min ?? 45, despuesMin: window?.despues_min ?? 30 },
  };
  return memoria;
}

// Scans whose IndexedDB write failed: kept here until a sync sends them (never lost while the page lives).
const sinGuardar = new Map<string, Escaneo>();
const alNoGuardar = new Set<() => void>();
// The writes in order: reads of the queue wait for the writes started before them.
let escrituras: Promise<unknown> = Promise.resolve();

/** Tells `listener` each time a scan could not be written to the device (the scan stays in memory). */
export function escucharNoGuardados(listener: () => void) {
  alNoGuardar.add(listener);
  return () => void alNoGuardar.delete(listener);
}
const sinEnviar = () => [...sinGuardar.values()].filter((e) => e.sent === 0);
/** How many queued scans are kept in memory only (their write failed). */
export const noGuardados = () => sinEnviar().length;

/**
 * A scan of this device: an accepted one counts as an entry in memory at once; the write to IndexedDB
 * starts once the verdict is drawn (its transaction costs a phone milliseconds), not awaited. A failed
 * write keeps it in memory.
 */
export function anotarEscaneo(e: Escaneo): Promise<void> {
  if (e.entered && e.ticket_key && memoria && !memoria.entries.has(e.ticket_key)) memoria.entries.set(e.ticket_key, { at: e.scanned_at, door: e.door });
  const write = escrituras.then(() => new Promise<void>((drawn) => afterNextPaint(drawn))).then(() => db.escaneos.put(e)).then(
    () => undefined,
    () => {
      sinGuardar.set(e.nonce, e);
      // A scan the server already has is kept only so it can be undone; a queued one must be said.
      if (e.sent === 0) for (const listener of alNoGuardar) listener();
    },
  );
  escrituras = write;
  return write;
}

/** An entry of this device undone: the ticket may enter again (a queued one never leaves the device). */
export async function deshacerEscaneo(nonce: string) {
  await escrituras;
  const e = (await db.escaneos.get(nonce)) ?? sinGuardar.get(nonce);
  if (!e) return;
  // One kept in memory only leaves memory; one on the device leaves the queue, or stays marked not entered once sent.
  if (!sinGuardar.delete(nonce)) await (e.sent === 0 ? db.escaneos.delete(nonce) : db.escaneos.put({ ...e, entered: false }));
  if (e.ticket_key) memoria?.entries.delete(e.ticket_key);
}

/** The scans not sent yet: the queue in IndexedDB and those kept in memory only. */
export async function enCola() {
  await escrituras;
  const cola = await db.escaneos.where('sent').equals(0).toArray();
  return [...cola, ...sinEnviar()];
}
export async function pendientes() {
  await escrituras;
  return (await db.escaneos.where('sent').equals(0).count()) + noGuardados();
}
export async function marcarEnviados(nonces: string[]) {
  for (const nonce of nonces) sinGuardar.delete(nonce);
  await db.escaneos.where('nonce').anyOf(nonces).modify({ sent: 1 });
}

/** A sync's answer kept: lists replaced when `full`, changes applied otherwise; the cursors for the next one. */
export async function guardarSincronizacion(sync: PorteriaSync, puerta: Puerta) {
  await db.transaction('rw', [db.ajustes, db.llaves, db.funciones, db.revocaciones, db.ingresos], async () => {
    if (sync.keys.full) await db.llaves.clear();
    await db.llaves.bulkPut(sync.keys.items);
    await db.llaves.bulkDelete(sync.keys.retired_ids);
    await db.funciones.clear();
    await db.funciones.bulkPut(sync.funciones);
    if (sync.revocations.full) await db.revocaciones.clear();
    await db.revocaciones.bulkPut(sync.revocations.items.map((r) => ({ ...r, k: revocationKey(r) })));
    if (sync.checkins.full) await db.ingresos.clear();
    await db.ingresos.bulkPut(sync.checkins.items);
    await guardarAjuste('cursores', { keys: sync.keys.cursor, revocations: sync.revocations.cursor, checkins: sync.checkins.cursor } satisfies Cursores);
    await guardarAjuste('window', sync.window);
    await guardarAjuste('sillas', sync.seat_labels);
    await guardarAjuste('sincronizado', sync.now);
    await guardarAjuste('sincronizadoTeatro', puerta.theaterId);
  });
  memoria = null;
  await leerMemoria();
}

/** The door chosen (a door of another theater starts its lists again). */
export async function guardarPuerta(puerta: Puerta) {
  await guardarAjuste('puerta', puerta);
  if ((await ajuste<number>('sincronizadoTeatro')) !== puerta.theaterId) await db.ajustes.bulkDelete(['cursores', 'sincronizado']);
}

export const guardarOpciones = (opciones: PorteriaOptions) => guardarAjuste('opciones', opciones);
