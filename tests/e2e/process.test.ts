import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { tomorrowInBogota } from '../helpers/days.ts';
import { startPostgres } from '../helpers/postgres.ts';
import { startServerProcess, freePort, serverNodeFlags } from '../helpers/server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** Runs the server process to its end and returns what it printed. */
function runToExit(env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, out: (r.stdout + r.stderr).trim() };
}

describe('the server process', () => {
  it('refuses a second process on the same embedded DATA_DIR with one clear line', async () => {
    // The suite's own server holds the folder its global setup made; a second one must not open it.
    const { url } = { url: inject('siteUrl') };
    expect((await fetch(url + '/api/v1/health')).ok).toBe(true);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-lock-'));
    const first = await startServerProcess({ DATA_DIR: dataDir });
    cleanups.push(() => first.stop());
    const second = runToExit({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.out.split('\n')).toHaveLength(1);
    expect(second.out).toMatch(/ya está en uso por otro proceso/);
    // The first one is unharmed.
    expect((await fetch(first.url + '/api/v1/health')).ok).toBe(true);
  });

  it('makes a new embedded database in a child process: the server never holds initdb\'s memory', async () => {
    // The built server, as npm start runs it, on a folder with no database yet.
    const server = await startServerProcess({}, 180_000, { bundle: true });
    cleanups.push(() => server.stop());
    expect(fs.existsSync(path.join(server.dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    const { dates } = (await (await fetch(`${server.url}/api/v1/dates/viziona`)).json()) as { dates: unknown[] };
    expect(dates.length).toBeGreaterThan(0);
    // Made in the server itself, initdb and the demo data left it at ~850 MB at its peak; made by
    // the child, the server's peak is that of a restart (~300 MB).
    const peakMb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;
    expect(peakMb).toBeLessThan(500);
  });

  it('npm start gives the built server the same Node flags as the tests and benches', () => {
    const start = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start;
    expect(start).toContain(`node ${serverNodeFlags.join(' ')} dist-server/server.mjs`);
  });

  it('shuts down gracefully on SIGTERM: exit 0 and the data folder unlocked', async () => {
    const server = await startServerProcess();
    const lock = path.join(server.dataDir, 'pglite.lock');
    expect(fs.existsSync(lock)).toBe(true);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(lock)).toBe(false);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('exits with one line when DATABASE_URL cannot be reached', async () => {
    const port = await freePort();
    const r = runToExit({ DATABASE_URL: `postgres://app:secreto@127.0.0.1:${port}/viziona`, PORT: String(await freePort()) });
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toHaveLength(1);
    expect(r.out).toMatch(/No se pudo conectar a PostgreSQL/);
    expect(r.out).not.toContain('secreto');
  });

  it('exits with one line when DATA_DIR cannot be written', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-ro-')), 'un-archivo');
    fs.writeFileSync(file, 'no soy una carpeta');
    const r = runToExit({ DATA_DIR: path.join(file, 'data'), PORT: String(await freePort()) });
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toHaveLength(1);
    expect(r.out).toMatch(/No se puede escribir en el directorio de datos/);
  });

  it('serves the site and the billboard on a real PostgreSQL 15 via DATABASE_URL', async () => {
    const pg = await startPostgres();
    cleanups.push(() => pg.stop());
    const databaseUrl = await pg.createDatabase('viziona');
    const server = await startServerProcess({ DATABASE_URL: databaseUrl });
    cleanups.push(() => server.stop());
    const health = await (await fetch(server.url + '/api/v1/health')).json();
    expect(health.database).toBe('postgres');

    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    const page = await (await browser.newContext()).newPage();
    await page.goto(server.url + '/cartelera');
    await page.locator('footer').getByRole('link', { name: 'Términos y condiciones', exact: true }).waitFor();
    // Tomorrow's billboard: today's thins out as the evening's funciones start.
    const count = await page.evaluate(async (date) => (await (await fetch(`/api/v1/movies/theater/viziona/showtimes?date=${date}`)).json()).length, tomorrowInBogota());
    expect(count).toBeGreaterThan(3);
  });

  it('WORKERS=2 on PostgreSQL: two processes behind one port, sharing their secrets; a dead one is replaced; SIGTERM stops them all', async () => {
    const pg = await startPostgres();
    cleanups.push(() => pg.stop());
    const server = await startServerProcess({ DATABASE_URL: await pg.createDatabase('viziona_workers'), WORKERS: '2', LOG_LEVEL: 'info' });
    cleanups.push(() => server.stop());
    await expect.poll(() => server.output(), { timeout: 60_000 }).toMatch(/atiende en el puerto \d+ con 2 procesos/);
    const workers = () => childPids(server.child.pid!);
    expect(workers()).toHaveLength(2);

    // Each new connection goes to the next worker: both answer (their access lines carry their pid).
    for (let i = 0; i < 8; i++) expect((await fetch(server.url + '/api/v1/settings', { headers: { connection: 'close' } })).ok).toBe(true);
    await expect.poll(() => new Set(accessLines(server.output()).map((l) => l.pid)), { timeout: 10_000 }).toEqual(new Set(workers()));

    // A captcha or a verification code one worker issues, another checks: the same secrets in both,
    // and the keys of the staff's TOTP secrets: the development key the primary made in DATA_DIR.
    const secrets = workers().map((pid) => environ(pid).filter((v) => /^((CAPTCHA|CODE)_SECRET|STAFF_TOTP_KEYS)=/.test(v)).sort());
    expect(secrets[0]).toHaveLength(3);
    expect(secrets[1]).toEqual(secrets[0]);
    expect(secrets[0]).toContain(`STAFF_TOTP_KEYS=${fs.readFileSync(path.join(server.dataDir, 'staff-totp-keys'), 'utf8').trim()}`);

    const [first] = workers();
    process.kill(first, 'SIGKILL');
    await expect.poll(() => workers().length === 2 && !workers().includes(first), { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => (await fetch(server.url + '/api/v1/health', { headers: { connection: 'close' } }).catch(() => null))?.ok, { timeout: 30_000 }).toBe(true);

    const all = workers();
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(all.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
  });

  it('refuses WORKERS above 1 on the embedded database, and a WORKERS that is not a number of processes, with one line', async () => {
    const embedded = runToExit({ WORKERS: '2', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-workers-')), PORT: String(await freePort()) });
    expect(embedded.code).toBe(1);
    expect(embedded.out).toBe('WORKERS mayor que 1 requiere PostgreSQL (DATABASE_URL): la base de datos embebida es de un solo proceso.');
    for (const value of ['0', 'dos', '1.5', '65']) {
      const r = runToExit({ WORKERS: value, PORT: String(await freePort()) });
      expect(r.code).toBe(1);
      expect(r.out).toBe(`WORKERS debe ser un entero entre 1 y 64: ${value}`);
    }
  });
});

/** Live child processes of a process. */
function childPids(parent: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(parent) && fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('server');
      } catch {
        return false;
      }
    })
    .map(Number);
}

const environ = (pid: number) => fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');

/** The access log's lines ('respuesta', one per request) with the pid of the process that wrote them. */
const accessLines = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.includes('"respuesta"'))
    .map((l) => JSON.parse(l) as { pid: number });
