// Door scans over one open connection (issue 28, connectIngresosEnVivo): a door that has the
// network keeps a WebSocket open and sends each scan as a message, instead of one HTTP request per
// scan. The same operation as registerIngresos (the same body, rule, statement and audit line per
// message), without the request's own cost: bench:checkins measured half the server's CPU per
// scan. The staff guard checks the session, its role and the page's site once, at the handshake
// (server/staff/accounts/guard.ts); the statement that decides each scan checks the session again
// (en-linea.ts), so a revocation holds from the next message: it answers 401 or 403 and the
// connection closes. Messages are answered one at a time, in order.
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { WebSocket } from 'ws';
import type { IngresoEnVivoPedido, IngresoEnVivoRespuesta } from '../../../openapi/index.ts';
import { componentSchema } from '../../http/contract.ts';
import { errorBody, HttpError } from '../../http/errors.ts';
import { describeValidation, type AjvIssue } from '../../http/validation-messages.ts';
import { refuseForbiddenBody } from '../../plugins/request-guards.ts';
import { staffActor } from '../accounts/guard.ts';
import { registerIngresos } from './ingresos.ts';
import { MESSAGE_NOT_JSON, MESSAGES_PILED_UP, TOO_MANY_CONNECTIONS, UPGRADE_NEEDED } from './messages.ts';

/** A batch's size at most, as registerIngresos' body and as a message here: a queue of 5,000 scans (~1.5 MB) fits. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
/** A ping this often; a connection that did not answer the last one is closed. */
export const PING_MS = 30_000;
/** Open connections of one staff session at most (a phone keeps one; a session is one sign-in, on one device). */
export const MAX_CONNECTIONS = 10;
/** Messages waiting for their answer at most (a door sends the next scan after the last answer). */
export const MAX_PENDING = 20;
/** Close codes of a session that ended (the HTTP status + 4000, as the answer before it says). */
export const closeCodeOf = (status: 401 | 403) => 4000 + status;

const SERVER_ERROR = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';

/** The contract's message schema, with its references written in place (no route validates a WebSocket's messages). */
let pedidoSchema: ReturnType<typeof componentSchema> | undefined;

/** Open connections by staff session, per app. */
const open = new WeakMap<FastifyInstance, Map<number, number>>();

function countOf(server: FastifyInstance) {
  let counts = open.get(server);
  if (!counts) open.set(server, (counts = new Map()));
  return counts;
}

/** One message's answer: what registerIngresos would answer over HTTP, with the message's id. */
async function answerOf(request: FastifyRequest, text: string): Promise<IngresoEnVivoRespuesta> {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { id: null, status: 400, error: { message: MESSAGE_NOT_JSON } };
  }
  const claimed = (message as { id?: unknown } | null)?.id;
  const id = typeof claimed === 'string' && claimed.length <= 64 ? claimed : null;
  const validate = request.compileValidationSchema((pedidoSchema ??= componentSchema('IngresoEnVivoPedido')) as object);
  if (!validate(message)) {
    const { message: first, errors } = describeValidation((validate.errors ?? []) as unknown as AjvIssue[], 'el mensaje');
    return { id, status: 400, error: { message: first, errors } };
  }
  const pedido = message as IngresoEnVivoPedido;
  try {
    refuseForbiddenBody(pedido);
    // A session found live at the handshake may have ended since: the statement checks it again,
    // and a batch decided without the statement (offline scans) asks the guard first.
    const actor = { ...staffActor(request), provisional: true as const };
    const result = await registerIngresos(request.server.db, pedido.batch, { actor, confirmarSesion: () => request.staffConfirm!(), fromEnv: request.server.config.ticketSigningKey });
    return { id, status: 200, result };
  } catch (err) {
    if (err instanceof HttpError) return { id, status: err.statusCode, error: errorBody(err) };
    request.log.error({ err }, 'unexpected error');
    return { id, status: 500, error: { message: SERVER_ERROR } };
  }
}

/** The connection, once the guard let the handshake through. */
function ingresosEnVivo(socket: WebSocket, request: FastifyRequest): void {
  const { sessionId } = staffActor(request);
  const counts = countOf(request.server);
  const opened = (counts.get(sessionId) ?? 0) + 1;
  counts.set(sessionId, opened);
  let alive = true;
  const ping = setInterval(() => {
    if (!alive) return void socket.terminate();
    alive = false;
    socket.ping();
  }, PING_MS);
  ping.unref();
  socket.on('pong', () => (alive = true));
  socket.once('close', () => {
    clearInterval(ping);
    const left = (counts.get(sessionId) ?? 1) - 1;
    if (left > 0) counts.set(sessionId, left);
    else counts.delete(sessionId);
  });
  const send = (answer: IngresoEnVivoRespuesta) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(answer));
  };
  if (opened > MAX_CONNECTIONS) {
    send({ id: null, status: 429, error: { message: TOO_MANY_CONNECTIONS(MAX_CONNECTIONS) } });
    return void socket.close(4429, 'demasiadas conexiones');
  }

  let pending = 0;
  let turn = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    alive = true;
    if (pending >= MAX_PENDING) return send({ id: null, status: 429, error: { message: MESSAGES_PILED_UP } });
    pending++;
    const text = isBinary ? '' : String(data);
    turn = turn.then(async () => {
      // The next message waits for this one's answer, whatever happens to it.
      const answer = await answerOf(request, text).catch((err: unknown): IngresoEnVivoRespuesta => {
        request.log.error({ err }, 'unexpected error');
        return { id: null, status: 500, error: { message: SERVER_ERROR } };
      });
      pending--;
      send(answer);
      if (answer.status === 401 || answer.status === 403) socket.close(closeCodeOf(answer.status), answer.status === 401 ? 'sesión terminada' : 'sin el rol');
    });
  });
}

/** A plain GET (no Upgrade) to the connection's address. */
export async function upgradeNeeded(): Promise<never> {
  throw new HttpError(426, UPGRADE_NEEDED);
}

export const enVivoRoute: RouteShorthandOptions & { wsHandler: typeof ingresosEnVivo } = { wsHandler: ingresosEnVivo };
