// The door's scans over one WebSocket while it has the network (issue 28, connectIngresosEnVivo):
// a scan costs the server half of what a request does, so a rush of doors is decided sooner. The
// registerIngresos actor (src/app/porteriaActors.ts) asks here first; while no connection is open
// (the first scan, after a drop, a refused handshake) it sends the scan over HTTP as before and
// this opens one for the next scans. An answer is the HTTP operation's: its result, or the same
// ApiError the API client throws for that status; no answer within the actor's wait is a
// TimeoutError, and a connection that closes leaves its scans with status 0: the device decides them.
import type { IngresoBatch, IngresoBatchResult, IngresoEnVivoRespuesta } from '../../../openapi';
import { ApiError, fallbackMessage, toApiError } from '../../api/errors';

export const EN_VIVO_PATH = '/api/v1/staff/porteria/ingresos/en-vivo';
/** After a connection closed or was refused, the next one is tried no sooner than this. */
export const RETRY_MS = 10_000;

/** What this needs of a WebSocket (the browser's; another in tests). */
export interface Socket {
  readonly readyState: number;
  send(data: string): void;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

const OPEN = 1;

interface Waiting {
  resolve: (result: IngresoBatchResult) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class ConexionPuerta {
  private socket: Socket | null = null;
  private readonly waiting = new Map<string, Waiting>();
  private sent = 0;
  private retryAt = 0;

  constructor(
    private readonly open: () => Socket = () => new WebSocket(`${location.origin.replace(/^http/, 'ws')}${EN_VIVO_PATH}`) as unknown as Socket,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The batch's answer over the open connection, or null when none is open (the caller sends it
   * over HTTP; a connection is opened meanwhile for the next scans).
   */
  enviar(batch: IngresoBatch, waitMs: number): Promise<IngresoBatchResult> | null {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) {
      this.abrir();
      return null;
    }
    const id = String(++this.sent);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new DOMException('El servidor no respondió a tiempo.', 'TimeoutError'));
      }, waitMs);
      this.waiting.set(id, { resolve, reject, timer });
      socket.send(JSON.stringify({ id, batch }));
    });
  }

  private abrir(): void {
    if (this.socket || this.now() < this.retryAt) return;
    let socket: Socket;
    try {
      socket = this.open();
    } catch {
      this.retryAt = this.now() + RETRY_MS;
      return;
    }
    this.socket = socket;
    socket.onmessage = (ev) => this.answer(ev.data);
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      this.retryAt = this.now() + RETRY_MS;
      for (const [id, w] of this.waiting) {
        clearTimeout(w.timer);
        this.waiting.delete(id);
        w.reject(new ApiError(0, fallbackMessage(0)));
      }
    };
  }

  private answer(data: unknown): void {
    let answer: IngresoEnVivoRespuesta;
    try {
      answer = JSON.parse(String(data)) as IngresoEnVivoRespuesta;
    } catch {
      return;
    }
    // A refusal of no message in particular (id null: too many connections or messages) answers nobody.
    const w = this.waiting.get(answer.id ?? '');
    if (!w) return;
    clearTimeout(w.timer);
    this.waiting.delete(answer.id!);
    if (answer.status === 200 && answer.result) w.resolve(answer.result);
    else w.reject(toApiError(answer.status, answer.error));
  }
}

/** The door page's connection (one per page). */
export const conexionPuerta = new ConexionPuerta();
