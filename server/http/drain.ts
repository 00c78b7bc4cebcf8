// Draining a server process before it exits (a deploy replacing it, or a stop): it stops taking
// connections and each open one ends cleanly. From the drain on, every answer carries
// `Connection: close` and its connection is closed after it, so a client's next request opens a new
// connection, which node:cluster's primary hands to another process; no connection is cut under a
// request that is being sent. Connections still idle after `idleMs` (a client that went quiet) are
// closed then: a request a client starts at that very moment is the one the race of keep-alive
// leaves (browsers send it again on a new connection). Streams (the live seat map) and WebSockets
// are closed by their own plugins when the app closes, after this.
import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

const connections = new WeakMap<Server, Set<Socket>>();

/** Keeps the server's open connections (from its start: a drain must find them all). */
export function trackConnections(server: Server): void {
  const open = new Set<Socket>();
  connections.set(server, open);
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
}

/** The answer a connection is sending now (node:http keeps it there), if any. */
const answerOn = (socket: Socket) => (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;

/**
 * Stops taking connections: from now on every answer closes its connection, and node:cluster's
 * primary (or the kernel) gives new connections to another process.
 */
export function stopTaking(server: Server): number {
  server.prependListener('request', (_req, res: ServerResponse) => {
    res.shouldKeepAlive = false;
  });
  for (const socket of connections.get(server) ?? []) {
    const answer = answerOn(socket);
    if (answer && !answer.headersSent) answer.shouldKeepAlive = false;
  }
  // net's close, not http's: http's also closes every idle keep-alive connection at once, under
  // requests their clients may be sending (the race above, for every connection instead of the quiet ones).
  if (server.listening) net.Server.prototype.close.call(server);
  return Date.now();
}

/**
 * Waits (up to `deadlineMs` after stopTaking, which returned `since`) for the open connections to
 * end, closing those still idle `idleMs` after it.
 */
export async function connectionsEnded(server: Server, since: number, { idleMs = 1_000, deadlineMs }: { idleMs?: number; deadlineMs: number }): Promise<void> {
  const open = connections.get(server) ?? new Set<Socket>();
  while (open.size > 0 && Date.now() - since < deadlineMs) {
    if (Date.now() - since >= idleMs) server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
