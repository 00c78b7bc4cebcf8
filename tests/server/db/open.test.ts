// Opening the database: the data-folder lock of the embedded engine, clear start errors, and
// PostgreSQL error codes seen through Drizzle.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DatabaseStartError, openDatabase, pgErrorCode } from '../../../server/db/open.ts';
import { theaters } from '../../../server/db/schema.ts';
import { engine as makeEngine, engineKind } from '../../helpers/engines.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const engine = makeEngine();
afterAll(() => engine.teardown());

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-db-test-'));

describe(`opening the database (${engine.name})`, () => {
  it('pgErrorCode finds the SQLSTATE inside the errors Drizzle throws', async () => {
    const database = await engine.open();
    try {
      const err = await database.db
        .insert(theaters)
        .values({ id: 1, slug: 'viziona', name: 'x', fullname: 'x', address: 'x', email: 'x', phone: 'x' })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(pgErrorCode(err)).toBe('23505');
      const bad = await database.db.execute(sql`select 1/0`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(pgErrorCode(bad)).toBe('22012');
      expect(pgErrorCode(new Error('nada'))).toBeUndefined();
      expect(pgErrorCode(Object.assign(new Error('socket'), { code: 'EPIPE' }))).toBeUndefined();
      expect(pgErrorCode(undefined)).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('an unreachable PostgreSQL gives one clear line, without the password', async () => {
    const err = await openDatabase({ databaseUrl: 'postgres://viziona:secreto123@127.0.0.1:1/viziona', dataDir: '' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DatabaseStartError);
    const message = (err as Error).message;
    expect(message).toMatch(/^No se pudo conectar a PostgreSQL en 127\.0\.0\.1:1/);
    expect(message).not.toContain('secreto123');
    expect(message).not.toContain('\n');
  });

  if (engineKind === 'pglite') {
    it('a data folder is opened by one process at a time; close() frees it; data persists', async () => {
      const dir = tempDir();
      try {
        const first = await openDatabase({ dataDir: dir });
        const lockFile = path.join(dir, 'pglite.lock');
        expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
        await first.db.insert(theaters).values({ id: 7, slug: 'prueba', name: 'P', fullname: 'P', address: 'A', email: 'e@x.co', phone: '1' });

        const second = await openDatabase({ dataDir: dir }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(second).toBeInstanceOf(DatabaseStartError);
        expect((second as Error).message).toBe(`El directorio de datos ${dir} ya está en uso por otro proceso (pid ${process.pid}).`);

        await first.close();
        expect(fs.existsSync(lockFile)).toBe(false);
        const again = await openDatabase({ dataDir: dir });
        expect(await again.db.select().from(theaters)).toHaveLength(1);
        expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(true);
        await again.close();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('a lock left by a dead process is taken over', async () => {
      const dir = tempDir();
      try {
        const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
        const deadPid = Number(dead.stdout);
        expect(deadPid).toBeGreaterThan(0);
        fs.writeFileSync(path.join(dir, 'pglite.lock'), `${deadPid}\n`);
        const database = await openDatabase({ dataDir: dir });
        expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
        await database.close();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('a data folder that cannot be written gives one clear line', async () => {
      const dir = tempDir();
      try {
        const file = path.join(dir, 'archivo');
        fs.writeFileSync(file, 'no soy una carpeta');
        const err = await openDatabase({ dataDir: path.join(file, 'data') }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(DatabaseStartError);
        expect((err as Error).message).toMatch(/^No se puede escribir en el directorio de datos .*archivo\/data/);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  if (engineKind === 'postgres') {
    it('several processes booting at once migrate one at a time', async () => {
      const url = await engine.newDatabaseUrl!();
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: '' })));
      try {
        expect(opened.every((d) => d.kind === 'postgres')).toBe(true);
        expect(await opened[0].db.select().from(theaters)).toEqual([]);
      } finally {
        await Promise.all(opened.map((d) => d.close()));
      }
    });
  }
});
