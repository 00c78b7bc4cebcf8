// Many live seat-map streams (streamShowtimeSeats) held open cheaply from one process: raw sockets,
// each a different client address (X-Forwarded-For: run the server with TRUST_PROXY=127.0.0.1),
// each noting when its last `delta` arrived. Used by bench/seat-stream.ts and bench/rush.ts.
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export interface Streams {
  /** When each stream last received a delta (performance.now(), 0: never). */
  lastDelta: Float64Array;
  open: number;
  close(): void;
}

export async function openStreams(base: string, showtimeId: number, count: number, firstAddress = 0): Promise<Streams> {
  const { hostname, port } = new URL(base);
  const lastDelta = new Float64Array(count);
  const sockets: net.Socket[] = [];
  let open = 0;
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const n = firstAddress + i;
      const socket = net.connect(Number(port), hostname);
      sockets.push(socket);
      let ready = false;
      socket.setEncoding('utf8');
      socket.on('connect', () =>
        socket.write(
          `GET /api/v1/room/${showtimeId}/stream HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\nX-Forwarded-For: 10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}\r\n\r\n`,
        ),
      );
      socket.on('data', (chunk: string) => {
        if (!ready) {
          if (!chunk.startsWith('HTTP/1.1 200')) return reject(new Error(`stream ${i}: ${chunk.slice(0, 200)}`));
          if (!chunk.includes('event: snapshot')) return;
          ready = true;
          open++;
          resolve();
        }
        if (chunk.includes('event: delta')) lastDelta[i] = performance.now();
      });
      socket.on('error', reject);
      socket.on('close', () => {
        if (ready) open--;
      });
    });
  for (let start = 0; start < count; start += 250) {
    await Promise.all(Array.from({ length: Math.min(250, count - start) }, (_, k) => one(start + k)));
  }
  return {
    lastDelta,
    get open() {
      return open;
    },
    close: () => sockets.forEach((s) => s.destroy()),
  };
}
