// A live seat-map stream (streamShowtimeSeats) read as a browser's EventSource reads it, over a
// real socket (a stream never ends, so app.inject cannot take it): events parsed as they come,
// each checked against the contract's schema for its type.
import http from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { SeatStreamDelta, SeatStreamSnapshot } from '../../openapi/index.ts';
import { checkStreamEvent } from './contract.ts';

export type StreamEvent = { type: 'snapshot'; id: string; data: SeatStreamSnapshot } | { type: 'delta'; id: string; data: SeatStreamDelta } | { type: 'comment'; text: string };

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refusal (4xx). */
  body?: { message: string };
  events: StreamEvent[];
  /** Resolves with the first event from `from` on (an index into events) that passes `test`; fails after `ms`. */
  next(test?: (e: StreamEvent) => boolean, options?: { from?: number; ms?: number }): Promise<StreamEvent>;
  close(): void;
}

/** The app's address, listening on a free port of 127.0.0.1 (once per app). */
export async function addressOf(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export async function openStream(app: FastifyInstance, showtimeId: number, headers: Record<string, string> = {}): Promise<OpenStream> {
  const base = await addressOf(app);
  const path = `/api/v1/room/${showtimeId}/stream`;
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers } }, (res) => {
      const stream: OpenStream = { status: res.statusCode!, headers: res.headers, ...followEvents(res), close: () => req.destroy() };
      if (res.statusCode !== 200) {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ ...stream, body: JSON.parse(text) }));
        return;
      }
      resolve(stream);
    });
    req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
  });
}

/**
 * A stream's events as they arrive on its body (an HTTP/1.1 response, an HTTP/2 stream), each
 * checked against the contract's schema for its type.
 */
export function followEvents(body: Readable): Pick<OpenStream, 'events' | 'next'> {
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  body.setEncoding('utf8');
  let buffer = '';
  body.on('data', (chunk: string) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = block.split('\n');
      if (fields.every((f) => f.startsWith(':'))) {
        events.push({ type: 'comment', text: fields.join('\n') });
        continue;
      }
      const field = (name: string) => fields.find((f) => f.startsWith(`${name}:`))?.slice(name.length + 1).trim();
      const type = field('event');
      const data = field('data');
      if (!type || data === undefined) continue;
      const parsed = JSON.parse(data);
      checkStreamEvent('/room/{showtimeId}/stream', type, parsed);
      events.push({ type, id: field('id') ?? '', data: parsed } as StreamEvent);
    }
    for (const w of [...waiters]) w();
  });
  body.on('error', () => undefined);
  return {
    events,
    next(test = () => true, { from = 0, ms = 3000 } = {}) {
      return new Promise((ok, fail) => {
        const look = () => {
          const found = events.slice(from).find((e) => test(e));
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          ok(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events.slice(from))}`));
        }, ms);
        if (!look()) waiters.add(look);
      });
    },
  };
}

/** The seat states an event stream leaves, keyed 'F:7' (row letter : ColumnaTotal): the snapshot with the deltas after it applied. */
export function statesAfter(events: StreamEvent[]): Map<string, string> {
  const states = new Map<string, string>();
  for (const e of events) {
    if (e.type === 'snapshot') {
      states.clear();
      for (const row of e.data.rows) for (const s of row.DescripcionSilla) states.set(`${row.filRel}:${s.Columna}`, s.EstadoSilla);
    } else if (e.type === 'delta') {
      for (const s of e.data.seats) states.set(`${s.filRel}:${s.Columna}`, s.EstadoSilla);
    }
  }
  return states;
}
