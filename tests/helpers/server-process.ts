import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PREPARE_ONLY_ENV } from '../../server/db/prepare-only.ts';

export interface RunningServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The production server `npm run build` makes (scripts/build-server.ts). */
export const serverBundle = path.join(root, 'dist-server', 'server.mjs');
/**
 * Node's flags for the built server, as `npm start` gives them (package.json; a test checks they
 * agree): a young generation of 8 MB semi-spaces instead of 16 keeps ~45 MB less resident under a
 * rush of reads at the same throughput (bench:reads); PGlite's wasm compiled by the optimising tier
 * only (--no-liftoff) ~85 MB less under a rush of reservations, with more holds a second (bench:rush);
 * an old generation that grows by 15% steps instead of V8's default factor (up to 2x) keeps
 * 440 → 301–318 MB peak under a rush of reservations on PGlite, for 3–6% fewer holds a second
 * (bench:rush): the live heap stays ~40 MB, the rest was garbage V8 let pile up. No hard cap
 * (--max-old-space-size): a heap that needs more still grows instead of dying.
 */
export const serverNodeFlags = ['--max-semi-space-size=8', '--no-liftoff', '--heap-growing-percent=15'];

/**
 * Runs the server as its own process: `server/server.ts` through tsx, or with `bundle` the built
 * dist-server/server.mjs that `npm start` runs (it must have been built), or a copy of it (`file`).
 */
export async function startServerProcess(env: Record<string, string> = {}, timeoutMs = 60_000, { bundle = false, file = serverBundle } = {}): Promise<RunningServer> {
  if (bundle && !fs.existsSync(file)) throw new Error('Falta el servidor compilado: ejecuta `npm run build`.');
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-e2e-'));
  let log = '';
  // SERVER_NODE_ARGS: extra node flags for the server only (e.g. --cpu-prof when profiling a bench).
  const extra = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, ...(bundle ? [...serverNodeFlags, file] : ['--import', 'tsx', 'server/server.ts'])], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('wait'), 150))]);
    if (code !== 'wait') throw new Error(`El servidor terminó (código ${code}) antes de estar listo:\n${log}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`El servidor no respondió en ${timeoutMs} ms:\n${log}`);
    }
  }

  return {
    url,
    dataDir,
    child,
    output: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A new embedded database in `dataDir`, made as the built server (or the one at `bundle`) makes
 * one on its first start (the child it forks for it: initdb, migrations, demo data), without
 * starting a server on it.
 */
export async function prepareEmbedded(dataDir: string, timeoutMs = 180_000, bundle = serverBundle): Promise<void> {
  if (!fs.existsSync(bundle)) throw new Error('Falta el servidor compilado: ejecuta `npm run build`.');
  let log = '';
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, [PREPARE_ONLY_ENV]: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0 || !fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new Error(`No se preparó la base de datos embebida en ${dataDir} (código ${code}):\n${log}`);
  }
}

/**
 * A copy of a prepared embedded database (prepareEmbedded) in a new folder: a server started on it
 * begins on a new database, as on its first start, without making one (~10 s of a start on two cores).
 */
export function copyEmbedded(template: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-e2e-'));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
