// Many live seat-map streams (streamShowtimeSeats) held open cheaply: raw sockets, each a different
// client address (X-Forwarded-For: run the server with TRUST_PROXY=127.0.0.1), each noting when its
// last `delta` arrived and how many it received. Used by bench/seat-stream.ts (in its own process,
// to time a hold's reach) and bench/rush.ts (through openStreamsElsewhere: in a child process of
// lowest priority, so the 2,000 browsers that in production are other machines do not take the CPU
// of the rush's own clients).
import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export interface Streams {
  /** When each stream last received a delta (performance.now(), 0: never). */
  lastDelta: Float64Array;
  /** Deltas each stream received. */
  deltas: Uint32Array;
  open: number;
  /** Streams the server ended after they were open (e.g. a reader that fell 256 KB behind). */
  cut: number;
  close(): void;
}

const OK = Buffer.from('HTTP/1.1 200');
const SNAPSHOT = Buffer.from('\nevent: snapshot');
const DELTA = Buffer.from('\nevent: delta');

/** Occurrences of `marker` in `chunk`, counting one that began in `tail` (the previous chunk's last bytes). */
function count(marker: Buffer, tail: Buffer, chunk: Buffer): number {
  let n = 0;
  // A marker split across the two chunks: only the first marker.length - 1 bytes of chunk can finish it.
  if (tail.length) {
    const seam = Buffer.concat([tail, chunk.subarray(0, marker.length - 1)]);
    if (seam.indexOf(marker) >= 0) n++;
  }
  for (let at = chunk.indexOf(marker); at >= 0; at = chunk.indexOf(marker, at + marker.length)) n++;
  return n;
}

/**
 * Opens `count` streams of a función. The bytes are never decoded: each chunk is scanned as a
 * Buffer for '\nevent: delta' (the SSE framing `id: <v>\nevent: delta\ndata: …`), a marker split
 * between two chunks counted once.
 */
export async function openStreams(base: string, showtimeId: number, count_: number, firstAddress = 0): Promise<Streams> {
  const { hostname, port } = new URL(base);
  const lastDelta = new Float64Array(count_);
  const deltas = new Uint32Array(count_);
  const sockets: net.Socket[] = [];
  let open = 0;
  let cut = 0;
  let closing = false;
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const n = firstAddress + i;
      const socket = net.connect(Number(port), hostname);
      sockets.push(socket);
      let first = true;
      let ready = false;
      let tail: Buffer = Buffer.alloc(0);
      socket.on('connect', () =>
        socket.write(
          `GET /api/v1/room/${showtimeId}/stream HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\nX-Forwarded-For: 10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}\r\n\r\n`,
        ),
      );
      socket.on('data', (chunk: Buffer) => {
        if (first) {
          first = false;
          if (chunk.indexOf(OK) !== 0) return reject(new Error(`stream ${i}: ${chunk.subarray(0, 200).toString()}`));
        }
        if (!ready) {
          if (count(SNAPSHOT, tail, chunk) === 0) {
            tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - SNAPSHOT.length + 1)));
            return;
          }
          ready = true;
          open++;
          resolve();
        }
        const got = count(DELTA, tail, chunk);
        if (got) {
          deltas[i] += got;
          lastDelta[i] = performance.now();
        }
        tail = chunk.length >= DELTA.length - 1 ? chunk.subarray(chunk.length - DELTA.length + 1) : Buffer.concat([tail, chunk]).subarray(-(DELTA.length - 1));
      });
      socket.on('error', reject);
      socket.on('close', () => {
        if (!ready) return;
        open--;
        if (!closing) cut++;
      });
    });
  for (let start = 0; start < count_; start += 250) {
    await Promise.all(Array.from({ length: Math.min(250, count_ - start) }, (_, k) => one(start + k)));
  }
  return {
    lastDelta,
    deltas,
    get open() {
      return open;
    },
    get cut() {
      return cut;
    },
    close: () => {
      closing = true;
      sockets.forEach((s) => s.destroy());
    },
  };
}

/** What the child process of openStreamsElsewhere says when asked. */
export interface StreamCounts {
  open: number;
  cut: number;
  /** Deltas received, all streams together, and by the stream that received fewest / the median one. */
  deltas: number;
  minDeltas: number;
  medianDeltas: number;
}

export interface StreamsElsewhere {
  /** The child process holding the streams (its CPU: cpuSeconds(pid) of buyers.ts). */
  pid: number;
  counts(): Promise<StreamCounts>;
  close(): Promise<void>;
}

/**
 * The same streams held by a child process of lowest priority (nice 19): it runs when a core is
 * idle, so it competes neither with the bench's HTTP clients nor with the server for CPU. Its
 * counts are asked for by message.
 */
export async function openStreamsElsewhere(base: string, showtimeId: number, count_: number, firstAddress = 0): Promise<StreamsElsewhere> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'seat-stream-child.ts'), [base, String(showtimeId), String(count_), String(firstAddress)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const answers: ((m: unknown) => void)[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (m: { ready?: boolean; error?: string }) => {
      if (m.error) reject(new Error(m.error));
      else if (m.ready) resolve();
      else answers.shift()?.(m);
    });
    child.once('exit', (code) => reject(new Error(`the stream clients' process ended (${code}) before its streams were open`)));
  });
  // The child lowers its own priority as it starts; this also covers the time until then.
  try {
    os.setPriority(child.pid!, 19);
  } catch {
    /* it ended already: `ready` says why */
  }
  try {
    await ready;
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    pid: child.pid!,
    counts: () =>
      new Promise<StreamCounts>((resolve) => {
        answers.push(resolve as (m: unknown) => void);
        child.send('counts');
      }),
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.send('close');
      await exited;
    },
  };
}
