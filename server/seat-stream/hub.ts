// The live seat map's streams on this process (Server-Sent Events, one per open seat map).
//
// A change committed anywhere is announced on the one listening connection as
// 'seats:<función>:<version>' (server/db/functions/viziona_lock_seat_map.sql). For a función
// someone here watches, the hub reads the función's holds once (queries.ts) at most every batchMs,
// so the changes of a rush go out together (a change after a quiet spell is read at once), and
// writes one `delta` to every stream: the same bytes to all (encoded and framed once) but the
// holders concerned, who get their 'R' seats and when their hold ends, a slice of streams per turn
// of the event loop so the reservations that make the changes are served meanwhile. The last deltas are
// kept (LOG_SIZE) so a browser that reconnects with Last-Event-ID gets what it missed; otherwise a
// fresh `snapshot`. Writing a delta to thousands of sockets is what streams cost in a rush: the
// loop time the fan-outs take is held to a share of it (FanOutBudget, budget.ts), so under a rush
// with many streams the deltas come less often than every batchMs. One shared heartbeat timer
// keeps idle streams open through proxies; a stream costs its socket and one small object, no
// timer of its own.
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../db/open.ts';
import type { ChangeFollower } from '../http/cache/invalidation.ts';
import { SEAT_CHANGES } from '../http/cache/invalidation.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { SeatMaps } from '../checkout/seat-map.ts';
import { CANCELLED } from '../checkout/showtime.ts';
import { releaseExpired } from '../checkout/holds.ts';
import { FeedState, type Delta } from './feed.ts';
import { holdsAt } from './queries.ts';
import { FanOutBudget } from './budget.ts';

export const PAST = 'Esta función ya pasó. Por favor, selecciona otro horario.';
export const TOO_MANY_STREAMS = 'Hay demasiadas conexiones abiertas desde tu red al mapa de sillas. Cierra otras pestañas e inténtalo de nuevo en un momento.';
export const STREAMS_FULL = 'El mapa de sillas en vivo está lleno en este momento. Inténtalo de nuevo en un momento.';

export interface SeatStreamOptions {
  /** How long the changes of a función are gathered before one delta goes out. */
  batchMs?: number;
  heartbeatMs?: number;
  /** Open streams per client address (request.ip: the peer, or what a trusted proxy says). */
  perAddress?: number;
  /** Open streams on this process. */
  maxStreams?: number;
  /**
   * The share of the event loop the fan-outs may take over time (0.05), with a burst of
   * fanOutBurstMs (500) of loop time: beyond it, deltas wait (budget.ts).
   */
  fanOutShare?: number;
  fanOutBurstMs?: number;
  /** Deltas kept per función for resuming. */
  logSize?: number;
  /** How long a función nobody watches any more keeps its state and log (for a quick reconnect). */
  keepMs?: number;
  now?: () => number;
}

interface Stream {
  res: ServerResponse;
  /** Whether its body goes in HTTP/1.1 chunks (each write framed as one). */
  chunked: boolean;
  user: number;
  address: string;
  feed: Feed;
}

interface Feed {
  id: number;
  state: FeedState;
  startsAt: number;
  streams: Set<Stream>;
  log: Delta[];
  /** The newest version announced (so a refresh is due while it is above `seen`). */
  wanted: number;
  /** The newest version read (state.version stays behind it when nothing a browser sees moved). */
  seen: number;
  batch: NodeJS.Timeout | null;
  refreshing: boolean;
  /** When its last read began (this process's clock, ms): the next waits until batchMs after it. */
  lastRead: number;
  /** The write of its last delta to every stream, in slices: the next delta goes after it. */
  writing: Promise<void>;
  expiry: NodeJS.Timeout | null;
  drop: NodeJS.Timeout | null;
}

/** Bytes a slow reader may leave unread before its stream is cut (it reconnects and resumes). */
const MAX_UNREAD = 256 * 1024;
/**
 * Streams written to in one turn of the event loop (~1–2 ms of writes); between slices the loop
 * serves other requests. Small, because a función's reservations go to the database one batch at a
 * time (reservation-lines.ts): whatever the loop does before that batch's answer is handled is time
 * the whole line waits. With 500, bench:rush lost ~7–11 % of its holds/s to 2,000 streams; with 100, ~2–4 %.
 */
const SLICE = 100;
const CRLF = Buffer.from('\r\n');
const HEARTBEAT = Buffer.from(': latido\n\n');

/** Text as it goes on the socket: as is, or as one HTTP/1.1 chunk. */
const framed = (body: Buffer, chunked: boolean) => (chunked ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, CRLF]) : body);

/** One event's bytes, framed both ways once for all the streams that get it. */
class Shared {
  private readonly chunk: Buffer;
  constructor(private readonly plain: Buffer) {
    this.chunk = framed(plain, true);
  }
  for(stream: Stream): Buffer {
    return stream.chunked ? this.chunk : this.plain;
  }
}
const heartbeat = new Shared(HEARTBEAT);

export class SeatStreamHub implements ChangeFollower {
  readonly seatChanges = true;
  private readonly feeds = new Map<number, Feed>();
  private readonly loading = new Map<number, Promise<Feed>>();
  private readonly byAddress = new Map<string, number>();
  private open = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly o: Required<SeatStreamOptions>;
  /** The loop time the fan-outs of all funciones took, against their share. */
  private readonly budget: FanOutBudget;

  constructor(
    private readonly db: DbOrTx,
    private readonly seatMaps: SeatMaps,
    options: SeatStreamOptions = {},
    private readonly log: (err: unknown) => void = () => undefined,
  ) {
    this.o = { batchMs: 100, heartbeatMs: 15_000, perAddress: 20, maxStreams: 15_000, fanOutShare: 0.05, fanOutBurstMs: 500, logSize: 256, keepMs: 60_000, now: Date.now, ...options };
    this.budget = new FanOutBudget(this.o.fanOutShare, this.o.fanOutBurstMs, performance.now());
  }

  /** Open streams on this process. */
  get streams(): number {
    return this.open;
  }

  invalidate(tag: string): void {
    const rest = tag.slice(SEAT_CHANGES.length);
    if (rest === 'all') {
      for (const feed of this.feeds.values()) this.want(feed, Number.MAX_SAFE_INTEGER);
      return;
    }
    const [id, version] = rest.split(':').map(Number);
    const feed = this.feeds.get(id);
    if (feed && version > feed.wanted) this.want(feed, version);
  }

  suspend(): void {}

  /** Announcements may have been missed: every función is read again. */
  resume(): void {
    for (const feed of this.feeds.values()) this.want(feed, Number.MAX_SAFE_INTEGER);
  }

  /**
   * Answers a stream request: 404 for a función unknown, cancelled or past, 429 over the limits;
   * otherwise takes the reply over and keeps the stream until the browser goes.
   */
  async serve(reply: FastifyReply, { showtimeId, user, address, lastEventId }: { showtimeId: number; user: number; address: string; lastEventId: string | undefined }): Promise<void> {
    if (this.closed || this.open >= this.o.maxStreams) throw tooMany(reply, STREAMS_FULL);
    if ((this.byAddress.get(address) ?? 0) >= this.o.perAddress) throw tooMany(reply, TOO_MANY_STREAMS);
    // The slot is taken before the first await, so a burst cannot pass the limit.
    this.take(address);
    let feed: Feed;
    try {
      feed = await this.feedOf(showtimeId);
      if (feed.startsAt <= this.o.now()) throw notFound(PAST);
    } catch (err) {
      this.give(address);
      throw err;
    }
    const res = reply.raw;
    const headers = { ...reply.getHeaders() } as Record<string, string | string[] | number>;
    delete headers['content-length'];
    reply.hijack();
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      'x-accel-buffering': 'no',
    });
    res.socket?.setNoDelay(true);
    res.socket?.setTimeout(0);
    // The headers and the first events go together through the response; from here the hub writes
    // the body's bytes (chunks framed once per event) to the socket itself.
    res.write(`retry: 1000\n\n${this.firstEvents(feed, user, lastEventId)}`);
    const stream: Stream = { res, chunked: res.chunkedEncoding, user, address, feed };
    this.join(stream);
    res.on('close', () => this.leave(stream));
  }

  /** What a new stream gets first: the deltas since Last-Event-ID when they are all kept, else a snapshot. */
  private firstEvents(feed: Feed, user: number, lastEventId: string | undefined): string {
    const since = lastEventId !== undefined && /^\d{1,10}$/.test(lastEventId.trim()) ? Number(lastEventId.trim()) : null;
    if (since !== null && since <= feed.state.version) {
      if (since === feed.state.version) return '';
      const start = feed.log.findIndex((d) => d.from === since);
      if (start >= 0) return feed.log.slice(start).map((d) => feed.state.delta(d, user)).join('');
    }
    return feed.state.snapshot(user);
  }

  private take(address: string) {
    this.open++;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    this.heartbeat ??= setInterval(() => this.beat(), this.o.heartbeatMs).unref();
  }

  private give(address: string) {
    this.open--;
    const n = (this.byAddress.get(address) ?? 1) - 1;
    if (n <= 0) this.byAddress.delete(address);
    else this.byAddress.set(address, n);
    if (this.open === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private join(stream: Stream) {
    const { feed } = stream;
    if (feed.drop) clearTimeout(feed.drop);
    feed.drop = null;
    feed.streams.add(stream);
  }

  private leave(stream: Stream) {
    const { feed } = stream;
    if (!feed.streams.delete(stream)) return;
    this.give(stream.address);
    if (feed.streams.size === 0 && !this.closed) {
      feed.drop = setTimeout(() => this.forget(feed), this.o.keepMs).unref();
    }
  }

  private forget(feed: Feed) {
    if (feed.streams.size > 0) return;
    for (const t of [feed.batch, feed.expiry, feed.drop]) if (t) clearTimeout(t);
    this.feeds.delete(feed.id);
  }

  private beat() {
    for (const feed of this.feeds.values()) for (const stream of feed.streams) this.send(stream, heartbeat.for(stream));
  }

  private send(stream: Stream, bytes: Buffer) {
    const socket = stream.res.socket;
    if (!socket || socket.destroyed) return;
    if (socket.writableLength > MAX_UNREAD) {
      socket.destroy();
      return;
    }
    socket.write(bytes);
  }

  /**
   * A delta to every stream of the función: one buffer for all but the holders concerned, who get
   * their own event; SLICE streams per turn of the event loop, so reservations are served between
   * slices, and deltas in order.
   */
  private fanOut(feed: Feed, delta: Delta) {
    const streams = [...feed.streams];
    let shared: Shared | undefined;
    feed.writing = feed.writing.then(async () => {
      for (let start = 0; start < streams.length; start += SLICE) {
        if (start > 0) await new Promise((next) => setImmediate(next));
        const began = performance.now();
        for (let i = start; i < Math.min(start + SLICE, streams.length); i++) {
          const stream = streams[i];
          if (stream.user !== 0 && delta.concerned.has(stream.user)) {
            this.send(stream, framed(Buffer.from(feed.state.delta(delta, stream.user)), stream.chunked));
          } else {
            shared ??= new Shared(Buffer.from(feed.state.delta(delta, 0)));
            this.send(stream, shared.for(stream));
          }
        }
        const ended = performance.now();
        this.budget.spend(ended - began, ended);
      }
    });
  }

  /** The función's feed, read once however many streams open at once; 404 when it cannot be watched. */
  private feedOf(id: number): Promise<Feed> {
    const ready = this.feeds.get(id);
    if (ready) return Promise.resolve(ready);
    let pending = this.loading.get(id);
    if (!pending) {
      pending = (async () => {
        const map = await this.seatMaps.funcion(this.db, id);
        if (map.showtime.cancelled) throw notFound(CANCELLED);
        const state = new FeedState(map);
        const feed: Feed = {
          id,
          state,
          startsAt: map.showtime.startsAt.getTime(),
          streams: new Set(),
          log: [],
          wanted: 0,
          seen: -1,
          batch: null,
          refreshing: false,
          lastRead: -Infinity,
          writing: Promise.resolve(),
          expiry: null,
          drop: null,
        };
        this.feeds.set(id, feed);
        try {
          await this.refresh(feed);
        } catch (err) {
          this.feeds.delete(id);
          throw err;
        }
        feed.drop = setTimeout(() => this.forget(feed), this.o.keepMs).unref();
        return feed;
      })();
      pending.finally(() => this.loading.delete(id)).catch(() => undefined);
      this.loading.set(id, pending);
    }
    return pending;
  }

  /**
   * A newer version was announced: read it at once when the función's last read began batchMs ago
   * or more, else when it will have (a change after a quiet spell goes out without waiting; the
   * changes of a rush go out together, one read and one delta per batchMs), and no sooner than the
   * fan-outs' budget allows (in a rush with many streams, one delta per several batchMs).
   */
  private want(feed: Feed, version: number) {
    feed.wanted = Math.max(feed.wanted, version);
    if (feed.batch || feed.refreshing || feed.wanted <= feed.seen) return;
    const now = performance.now();
    const wait = Math.max(0, feed.lastRead + this.o.batchMs - now, this.budget.wait(now));
    feed.batch = setTimeout(() => {
      feed.batch = null;
      this.refresh(feed).catch((err) => this.log(err));
    }, wait);
  }

  /** Reads the función's holds once and sends what changed to its streams. */
  private async refresh(feed: Feed): Promise<void> {
    feed.refreshing = true;
    feed.lastRead = performance.now();
    let holds;
    try {
      holds = await holdsAt(this.db, feed.id);
    } finally {
      feed.refreshing = false;
    }
    if (this.feeds.get(feed.id) !== feed) return;
    feed.seen = Math.max(feed.seen, holds.version);
    if (feed.wanted === Number.MAX_SAFE_INTEGER) feed.wanted = feed.seen;
    const delta = feed.state.apply(holds);
    if (delta) {
      feed.log.push(delta);
      if (feed.log.length > this.o.logSize) feed.log.splice(0, feed.log.length - this.o.logSize);
      this.fanOut(feed, delta);
    }
    this.scheduleExpiry(feed, holds.nowMs);
    if (feed.wanted > feed.seen) this.want(feed, feed.wanted);
  }

  /**
   * A hold that ends is free at once for reservations and status reads (on the database clock), but
   * its row, and so the version, moves only when it is released: at the first hold's end the hub
   * asks the hold module to release what has expired, which announces the change to every process.
   */
  private scheduleExpiry(feed: Feed, dbNowMs: number) {
    if (feed.expiry) clearTimeout(feed.expiry);
    feed.expiry = null;
    const first = feed.state.firstExpiry();
    if (first === null) return;
    const wait = Math.max(0, first - dbNowMs) + 50;
    feed.expiry = setTimeout(() => {
      feed.expiry = null;
      releaseExpired(this.db)
        .then(() => this.want(feed, Number.MAX_SAFE_INTEGER))
        .catch((err) => this.log(err));
    }, Math.min(wait, 2 ** 31 - 1)).unref();
  }

  /** Ends every stream (the server is closing): browsers reconnect to another process. */
  close(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const feed of this.feeds.values()) {
      for (const t of [feed.batch, feed.expiry, feed.drop]) if (t) clearTimeout(t);
      for (const stream of feed.streams) if (!stream.res.socket?.destroyed) stream.res.end();
    }
    this.feeds.clear();
  }
}

function tooMany(reply: FastifyReply, message: string): HttpError {
  reply.header('retry-after', '10');
  return new HttpError(429, message);
}
