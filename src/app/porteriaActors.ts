// The door's actors (machines/staff/porteria/puerta), named after the contract's operationIds: the network calls
// with what the device keeps beside them (src/staff/porteria/store.ts). A scan is decided by the
// server at once while online (registerIngresos with one scan, over the door's WebSocket when it is
// open: src/staff/porteria/conexion.ts); offline, or when the server does
// not answer within SERVER_MS, the device decides it with openapi/ingreso.ts's decidirIngreso and
// queues it, and the next sync sends the queue. Offline the verdict comes from memory (the day's
// data, the keys imported into WebCrypto once) and is drawn before the scan is written to IndexedDB;
// a scan whose write fails stays in memory and the page says so. Imported only by the door's lazy chunk.
import { fromPromise } from 'xstate';
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import type { IngresoScanResult, PorteriaDoor, PorteriaOptions } from '../../openapi';
import { decidirReclamo, leerCodigo, mensajeIngreso, ticketKey, type CodigoLeido, type DecisionIngreso, type LlaveIngreso } from '../../openapi/ingreso';
import { porteriaMachine } from '../../machines/staff/porteria/puerta/puerta.machine';
import { puertaLabel, type Guardado, type Lectura, type Puerta, type Sincronizacion, type Veredicto } from '../../machines/staff/porteria/puerta/puerta.types';
import { api } from '../api/client';
import { horaDe } from '../staff/fechas';
import { conexionPuerta } from '../staff/porteria/conexion';
import * as store from '../staff/porteria/store';

// Ed25519 in plain JavaScript where the browser's WebCrypto has none (synchronous, sha512 set once).
ed.hashes.sha512 = sha512;

/** How long a scan waits for the server before the device decides it itself. */
export const SERVER_MS = 2500;

const door = (p: Puerta): PorteriaDoor => ({ label: puertaLabel(p), theater_id: p.theaterId, room_id: p.roomId });
const isOffline = (error: unknown) => (error as { status?: number }).status === 0 || (error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError';

/** The first published key (not retired) whose signature holds: WebCrypto's verifier, or @noble's. */
async function llaveQueFirma(read: CodigoLeido, keys: store.Memoria['keys']) {
  for (const key of keys) {
    // A retired key is refused even when a stale copy still lists it.
    if ((key.state as LlaveIngreso['state']) === 'retired') continue;
    const holds = key.verifier
      ? await crypto.subtle.verify('Ed25519', key.verifier, read.signature as BufferSource, read.payload as BufferSource)
      : ed.verify(read.signature, read.payload, key.raw);
    if (holds) return key;
  }
  return undefined;
}

/** The device's verdict on a code, with openapi/ingreso.ts's rule (decidirIngreso's order) over what it keeps in memory. */
export async function decidirEnDispositivo(code: string, puerta: Puerta, now: number): Promise<Omit<Veredicto, 'nonce' | 'decidio'> & { ticketKey: string | null }> {
  // From memory without a turn of the event loop, so the signature's check starts before the page draws 'deciding'.
  const m = store.memoriaCargada() ?? (await store.leerMemoria());
  const read = leerCodigo(code);
  const key = read && (await llaveQueFirma(read, m.keys));
  const decision: DecisionIngreso =
    read && key
      ? decidirReclamo(
          { bill: read.bill, showtimeId: read.showtimeId, seatId: read.seatId, ticketKey: ticketKey(read), keyId: key.id },
          { door: { theaterId: puerta.theaterId, roomId: puerta.roomId }, funciones: m.funciones, revokedBills: m.revokedBills, entries: m.entries, now, window: m.window },
        )
      : { result: 'firma_invalida' };
  const funcion = decision.claim ? m.funciones.get(decision.claim.showtimeId) : undefined;
  return {
    resultado: decision.result,
    mensaje: mensajeIngreso(decision, now),
    // The code carries the seat's id; the sync brought each seat's name (before it did, the id).
    boleta: decision.claim && funcion ? { pelicula: funcion.film, sala: funcion.room, silla: m.sillas[decision.claim.seatId] ?? `#${decision.claim.seatId}`, hora: horaDe(new Date(funcion.startsAt).toISOString()) } : null,
    previo: decision.previous ? { at: decision.previous.at, puerta: decision.previous.door } : null,
    ticketKey: decision.claim?.ticketKey ?? null,
  };
}

const fromServer = (r: IngresoScanResult): Veredicto => ({
  resultado: r.result ?? 'error',
  mensaje: r.message,
  nonce: r.nonce,
  boleta: r.ticket ? { pelicula: r.ticket.film, sala: r.ticket.room, silla: r.ticket.seat, hora: horaDe(r.ticket.starts_at) } : null,
  previo: r.previous ? { at: r.previous.at, puerta: r.previous.door } : null,
  decidio: 'servidor',
});

/** Sends the queue of scans decided offline, in batches the server takes. */
async function enviarCola(device: string, puerta: Puerta, max: number) {
  const cola = await store.enCola();
  for (let i = 0; i < cola.length; i += max) {
    const lote = cola.slice(i, i + max);
    // Each queued scan went out with the door it was made at.
    await api.POST('/staff/porteria/ingresos', { body: { device, door: door(puerta), scans: lote.map((e) => ({ nonce: e.nonce, code: e.code, scanned_at: e.scanned_at, offline: true, device_result: e.result ?? (e.entered ? 'valido' : undefined) })) } });
    await store.marcarEnviados(lote.map((e) => e.nonce));
  }
}

export const porteriaActors = {
  loadPuerta: fromPromise<Guardado, void>(async () => {
    // Ask the browser to keep the door's data when space runs short (a door that lost it cannot decide offline).
    void navigator.storage?.persist?.().catch(() => false);
    const [puerta, opciones, sincronizado, pendientes] = await Promise.all([
      store.ajuste<Puerta>('puerta'),
      store.ajuste<PorteriaOptions>('opciones'),
      store.ajuste<string>('sincronizado'),
      store.pendientes(),
    ]);
    return { puerta: puerta ?? null, opciones: opciones ?? null, sincronizado: sincronizado ?? null, pendientes };
  }),
  getPorteriaOptions: fromPromise<PorteriaOptions, void>(async () => {
    const opciones = (await api.GET('/staff/porteria/opciones')).data!;
    await store.guardarOpciones(opciones);
    return opciones;
  }),
  syncPorteria: fromPromise<Sincronizacion, Puerta>(async ({ input: puerta }) => {
    const device = await store.dispositivo();
    const opciones = await store.ajuste<PorteriaOptions>('opciones');
    await enviarCola(device, puerta, opciones?.max_batch ?? 5000);
    const cursores = (await store.ajuste<store.Cursores>('cursores')) ?? {};
    const sync = (
      await api.GET('/staff/porteria/sincronizacion', {
        params: { query: { theater: puerta.theaterId, device, keys_cursor: cursores.keys, revocations_cursor: cursores.revocations, checkins_cursor: cursores.checkins } },
      })
    ).data!;
    await store.guardarSincronizacion(sync, puerta);
    return { sincronizado: sync.now, pendientes: await store.pendientes(), noGuardados: store.noGuardados() };
  }),
  registerIngresos: fromPromise<Veredicto, Lectura>(async ({ input }) => {
    const nonce = crypto.randomUUID();
    const scannedAt = new Date(input.at).toISOString();
    const label = puertaLabel(input.puerta);
    if (navigator.onLine) {
      try {
        const device = await store.dispositivo();
        const body = { device, door: door(input.puerta), scans: [{ nonce, code: input.code, scanned_at: scannedAt, offline: false }] };
        const answer = (await conexionPuerta.enviar(body, SERVER_MS)) ?? (await api.POST('/staff/porteria/ingresos', { body, signal: AbortSignal.timeout(SERVER_MS) })).data!;
        const veredicto = fromServer(answer.results[0]);
        const read = leerCodigo(input.code);
        void store.anotarEscaneo({ nonce, code: input.code, scanned_at: scannedAt, offline: false, sent: 1, ticket_key: read ? ticketKey(read) : null, entered: veredicto.resultado === 'valido', door: label });
        return veredicto;
      } catch (error) {
        if (!isOffline(error)) throw error;
      }
    }
    const local = await decidirEnDispositivo(input.code, input.puerta, input.at);
    // Counted in memory now, written after the verdict is drawn (a failed write: kept in memory, and the page says so).
    void store.anotarEscaneo({ nonce, code: input.code, scanned_at: scannedAt, offline: true, sent: 0, ticket_key: local.ticketKey, entered: local.resultado === 'valido', door: label, result: local.resultado === 'error' ? undefined : local.resultado });
    return { resultado: local.resultado, mensaje: local.mensaje, boleta: local.boleta, previo: local.previo, nonce, decidio: 'dispositivo' };
  }),
  undoIngreso: fromPromise<void, { nonce: string; puerta: Puerta }>(async ({ input }) => {
    const queued = (await store.enCola()).some((e) => e.nonce === input.nonce);
    // A scan still in the queue never reached the server: it is dropped on the device.
    if (!queued) await api.POST('/staff/porteria/ingresos/deshacer', { body: { device: await store.dispositivo(), nonce: input.nonce } });
    await store.deshacerEscaneo(input.nonce);
  }),
};

let audio: AudioContext | null = null;

/** A short beep and a buzz for a verdict, where the device allows: after the verdict is drawn, never delaying it. */
function announce(v: Veredicto) {
  const ok = v.resultado === 'valido';
  const warn = v.resultado === 'ya_usado';
  requestAnimationFrame(() =>
    setTimeout(() => {
      try {
        navigator.vibrate?.(ok ? 80 : warn ? [80, 60, 80] : [300]);
      } catch {
        // No vibration on this device.
      }
      try {
        // One audio context for the page (making one costs more than the beep).
        audio ??= new AudioContext();
        if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
        const tone = audio.createOscillator();
        const gain = audio.createGain();
        tone.frequency.value = ok ? 880 : warn ? 520 : 220;
        gain.gain.value = 0.15;
        tone.connect(gain).connect(audio.destination);
        tone.start();
        tone.stop(audio.currentTime + (ok ? 0.12 : 0.35));
      } catch {
        // No sound on this device.
      }
    }),
  );
}

export const providedPorteriaMachine = porteriaMachine.provide({
  actors: porteriaActors,
  actions: {
    storePuerta: (_, puerta: Puerta) => void store.guardarPuerta(puerta),
    announce: (_, v: Veredicto) => announce(v),
  },
});
