// Deploys (issue 51): with WORKERS=2, SIGHUP to the primary replaces the workers one at a time with
// the server file as it is on disk (server/cluster.ts Replacement), under a read-and-reserve load
// of browsers on keep-alive connections (bench/replace-load.ts, as bench:replace runs it): no
// request fails, each new worker listens before the old one stops, and the old one closes its
// seat-map streams so their browsers reconnect (to a new worker). A new version that does not start
// leaves the running workers serving. The built server runs from a copy of dist-server/ that the
// test can replace, as a deploy does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { seed } from '../../server/db/seed/index.ts';
import { biggestFuncion, childPids, prepareBuyers, sleep, type BuyerAccount } from '../../bench/buyers.ts';
import { failed, startLoad } from '../../bench/replace-load.ts';
import { startPostgres, type RunningPostgres } from '../helpers/postgres.ts';
import { serverBundle, startServerProcess, type RunningServer } from '../helpers/server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the repository, so the copy finds node_modules as the build does.
const release = path.join(root, '.tmp', `replace-${process.pid}`, 'dist-server');
const copiedBundle = path.join(release, 'server.mjs');

let pg: RunningPostgres;
let server: RunningServer;
let accounts: BuyerAccount[];
let showtimeId: number;

beforeAll(async () => {
  fs.cpSync(path.dirname(serverBundle), release, { recursive: true });
  pg = await startPostgres();
  const url = await pg.createDatabase('replace');
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  await seed(database.db);
  accounts = await prepareBuyers(database.db, 20);
  showtimeId = await biggestFuncion(database.db);
  await database.close();
  server = await startServerProcess({ DATABASE_URL: url, WORKERS: '2', LOG_LEVEL: 'info' }, 180_000, { bundle: true, file: copiedBundle });
  while (childPids(server.child.pid!).length < 2) await sleep(100);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await pg?.stop();
  fs.rmSync(path.dirname(release), { recursive: true, force: true });
});

/** The JSON log lines of the primary and its workers. */
const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { time: number; pid: number; msg: string });

async function replacedBy(old: number[]): Promise<number[]> {
  const primary = server.child.pid!;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(100)) {
    const now = childPids(primary);
    if (now.length === 2 && now.every((pid) => !old.includes(pid))) return now;
  }
  throw new Error(`los procesos ${old.join(', ')} no fueron reemplazados:\n${server.output().slice(-3000)}`);
}

/** A live seat-map stream on a connection of its own; `ended` resolves when the server closes it. */
function openSeatStream(): Promise<{ status: number; ended: Promise<void>; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}/api/v1/room/${showtimeId}/stream`, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      res.resume();
      const ended = new Promise<void>((done) => res.once('close', () => done()));
      resolve({ status: res.statusCode!, ended, close: () => req.destroy() });
    });
    req.once('error', reject);
  });
}

describe('a deploy: SIGHUP replaces the workers', () => {
  it('one at a time under load: no request fails, each new worker listens before the old one stops, and the old one closes its streams', async () => {
    const streams = await Promise.all(Array.from({ length: 4 }, () => openSeatStream()));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const load = startLoad(server.url, accounts, showtimeId, { thinkMs: 100 });
    await sleep(3_000);
    const old = childPids(server.child.pid!);
    const sent = load.answers.length;
    process.kill(server.child.pid!, 'SIGHUP');
    const fresh = await replacedBy(old);
    await sleep(1_000);
    await load.stop();

    expect(load.answers.length - sent).toBeGreaterThan(50);
    expect(load.answers.filter(failed)).toEqual([]);
    // Every stream was on an old worker: each was ended by the server, and a browser's reconnection
    // is served (by a new worker, the only ones left).
    await Promise.all(streams.map((s) => s.ended));
    const again = await openSeatStream();
    expect(again.status).toBe(200);
    again.close();

    const lines = logLines();
    const at = (pid: number, msg: RegExp) => lines.find((l) => l.pid === pid && msg.test(l.msg))?.time;
    for (const [i, pid] of old.entries()) {
      const stopped = at(pid, /^cerrando el servidor$/);
      const ready = at(fresh[i], /^Server listening/);
      expect(stopped, `pid ${pid}`).toBeDefined();
      expect(ready, `pid ${fresh[i]}`).toBeDefined();
      expect(ready!).toBeLessThanOrEqual(stopped!);
    }
    expect(server.output()).toMatch(/Procesos del servidor reemplazados: 2\./);
  }, 180_000);

  it('keeps the running workers when the new version does not start, and takes it once it does', async () => {
    const good = fs.readFileSync(copiedBundle);
    const before = childPids(server.child.pid!);
    fs.writeFileSync(copiedBundle, "throw new Error('versión rota');\n");
    try {
      process.kill(server.child.pid!, 'SIGHUP');
      for (const deadline = Date.now() + 60_000; !/no arrancó: se conservan los procesos en servicio/.test(server.output()); await sleep(100)) {
        if (Date.now() > deadline) throw new Error(server.output().slice(-3000));
      }
    } finally {
      fs.writeFileSync(copiedBundle, good);
    }
    expect(childPids(server.child.pid!).sort()).toEqual(before.sort());
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);

    process.kill(server.child.pid!, 'SIGHUP');
    await replacedBy(before);
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    // The primary is still the same process: nothing was restarted but the workers.
    expect(spawnSync('kill', ['-0', String(server.child.pid)]).status).toBe(0);
  }, 180_000);
});
