// The door's WebSocket adapter (conexion.ts) against a socket this test plays the server of: what the
// registerIngresos actor gets back for each kind of answer, and when it must fall back to HTTP.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IngresoBatch, IngresoBatchResult, IngresoEnVivoRespuesta } from '../../../openapi';
import { ApiError } from '../../api/errors';
import { ConexionPuerta, RETRY_MS, type Socket } from './conexion';

class FakeSocket implements Socket {
  readyState = 0;
  sent: { id: string; batch: IngresoBatch }[] = [];
  onmessage: Socket['onmessage'] = null;
  onclose: Socket['onclose'] = null;
  onerror: Socket['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as { id: string; batch: IngresoBatch });
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  opened() {
    this.readyState = 1;
  }
  answer(a: IngresoEnVivoRespuesta) {
    this.onmessage?.({ data: JSON.stringify(a) });
  }
}

const batch: IngresoBatch = { device: 'd', door: { label: 'Puerta 1', theater_id: 1, room_id: null }, scans: [{ nonce: '0b5c6d2e-1f3a-4b5c-8d9e-0f1a2b3c4d5e', code: 'VZ1.a.b', scanned_at: '2026-11-27T19:00:00-05:00', offline: false }] };
const result: IngresoBatchResult = { results: [], counts: { total: 1, valido: 1, rechazado: 0, repetido: 0, error: 0, duplicado_offline: 0 } };

let sockets: FakeSocket[];
let now: number;
let conexion: ConexionPuerta;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  now = 0;
  conexion = new ConexionPuerta(
    () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    () => now,
  );
});
afterEach(() => vi.useRealTimers());

/** The adapter with its connection open. */
function opened() {
  expect(conexion.enviar(batch, 2500)).toBeNull();
  sockets[0].opened();
  return sockets[0];
}

describe('the door’s connection', () => {
  it('the first scan goes over HTTP (null) while the connection opens; the next ones over it, answered by id', async () => {
    const socket = opened();
    expect(sockets).toHaveLength(1);
    const first = conexion.enviar(batch, 2500)!;
    const second = conexion.enviar(batch, 2500)!;
    expect(socket.sent.map((m) => m.id)).toEqual(['1', '2']);
    expect(socket.sent[0].batch).toEqual(batch);
    socket.answer({ id: '2', status: 200, result: { ...result, counts: { ...result.counts, valido: 0 } } });
    socket.answer({ id: '1', status: 200, result });
    await expect(first).resolves.toEqual(result);
    await expect(second).resolves.toMatchObject({ counts: { valido: 0 } });
  });

  it('an error answer is the ApiError the API client would throw for it', async () => {
    const socket = opened();
    const sent = conexion.enviar(batch, 2500)!;
    socket.answer({ id: '1', status: 403, error: { message: 'Un administrador te quitó el rol para esta operación.' } });
    const error = await sent.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Un administrador te quitó el rol para esta operación.' });
  });

  it('no answer within the wait: a TimeoutError (the device decides); a late answer changes nothing', async () => {
    const socket = opened();
    const sent = conexion.enviar(batch, 2500)!;
    const settled = sent.catch((e: unknown) => e);
    vi.advanceTimersByTime(2500);
    expect(await settled).toMatchObject({ name: 'TimeoutError' });
    expect(() => socket.answer({ id: '1', status: 200, result })).not.toThrow();
  });

  it('a connection that closes leaves its scans with status 0, and is opened again only after a while', async () => {
    const socket = opened();
    const sent = conexion.enviar(batch, 2500)!.catch((e: unknown) => e);
    socket.close(4401);
    expect(await sent).toMatchObject({ status: 0 });
    expect(conexion.enviar(batch, 2500)).toBeNull();
    expect(sockets).toHaveLength(1);
    now += RETRY_MS;
    expect(conexion.enviar(batch, 2500)).toBeNull();
    expect(sockets).toHaveLength(2);
  });

  it('a refusal of no message in particular (id null) answers nobody', async () => {
    const socket = opened();
    const sent = conexion.enviar(batch, 2500)!;
    socket.answer({ id: null, status: 429, error: { message: 'Demasiados.' } });
    socket.answer({ id: '1', status: 200, result });
    await expect(sent).resolves.toEqual(result);
  });
});
