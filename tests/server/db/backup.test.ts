// npm run backup and npm run restore (server/db/backup/) on the engine of this run: a copy restored
// into a new database has every bill with its tickets, and this version's migrations and SQL
// functions; a restore never goes into a database that has data, and the embedded database is not
// copied under a running server. On PostgreSQL also the move: the embedded database's copy restored
// into PostgreSQL 15, and a server's database opened on it. (The drill under load, with the built
// server: tests/e2e/restore-drill.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { restoreBackup, takeBackup, type BackupTarget } from '../../../server/db/backup/index.ts';
import { backupName, kindOf, pruneBackups } from '../../../server/db/backup/files.ts';
import { restoredDatabase } from '../../../server/db/backup/summary.ts';
import { lockDir } from '../../../server/db/lock.ts';
import { openDatabase, schema } from '../../../server/db/open.ts';
import { seed } from '../../../server/db/seed/index.ts';
import { engineKind } from '../../helpers/engines.ts';
import { funcionStartingIn, ticketsFor, type DoorTickets } from '../../helpers/porteria.ts';
import { createDatabase } from '../../helpers/postgres.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-backup-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
let n = 0;
const fresh = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${n++}`;

/** A new, empty target of this run's engine: a PostgreSQL database, or a folder for an embedded one. */
async function newTarget(kind = engineKind): Promise<BackupTarget> {
  if (kind === 'postgres') return { databaseUrl: await createDatabase(inject('postgresUrl' as never), fresh('restored')), dataDir: '' };
  return { dataDir: path.join(folder, fresh('restored')) };
}

/** A database of the demo data with one accepted bill of two tickets, closed (its target and the bill). */
async function databaseWithASale(kind = engineKind): Promise<{ target: BackupTarget; sale: DoorTickets }> {
  const target: BackupTarget =
    kind === 'postgres'
      ? { databaseUrl: await createDatabase(inject('postgresUrl' as never), fresh('source'), inject('postgresTemplate' as never)), dataDir: '' }
      : { dataDir: path.join(folder, fresh('source')) };
  const database = await openDatabase(target);
  try {
    if (kind === 'pglite') await seed(database.db);
    const sale = await ticketsFor(database.db, await funcionStartingIn(database.db, 30), 2);
    return { target, sale };
  } finally {
    await database.close();
  }
}

async function ticketsOf(target: BackupTarget, bill: string): Promise<string[]> {
  const database = await openDatabase(target);
  try {
    const rows = await database.db
      .select({ code: schema.tickets.code })
      .from(schema.tickets)
      .innerJoin(schema.bills, eq(schema.bills.id, schema.tickets.billId))
      .where(eq(schema.bills.number, bill));
    return rows.map((r) => r.code).sort();
  } finally {
    await database.close();
  }
}

describe(`backup and restore (${engineKind})`, () => {
  let source: Awaited<ReturnType<typeof databaseWithASale>>;
  let file: string;
  beforeAll(async () => {
    source = await databaseWithASale();
    file = (await takeBackup(source.target, { folder, keep: 5 })).file;
  });

  it('restores into a new database every bill with its tickets, with this version\'s migrations and SQL functions', async () => {
    expect(kindOf(file)).toBe(engineKind === 'postgres' ? 'custom' : 'sql');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const target = await newTarget();
    await restoreBackup(target, file);
    const restored = await restoredDatabase(target);
    expect(restored).toMatchObject({ bills: 1, tickets: 2, migrations: [], functions: [] });
    expect(await ticketsOf(target, source.sale.bill)).toEqual([...source.sale.codes].sort());
  });

  it('refuses to restore into a database that has data, and leaves it as it was', async () => {
    const before = await restoredDatabase(source.target);
    await expect(restoreBackup(source.target, file)).rejects.toThrow(engineKind === 'postgres' ? /no está vacía: crea una nueva/ : /Ya hay una base de datos embebida/);
    expect(await restoredDatabase(source.target)).toEqual(before);
  });

  it.runIf(engineKind === 'pglite')('does not copy the embedded database while a server holds its folder', async () => {
    const held = lockDir(source.target.dataDir);
    try {
      await expect(takeBackup(source.target, { folder, keep: 5, file: path.join(folder, 'bajo-servidor.sql') })).rejects.toThrow(
        /ya está en uso por otro proceso .* Detén el servidor/,
      );
      expect(fs.readdirSync(folder).filter((f) => f.startsWith('bajo-servidor'))).toEqual([]);
    } finally {
      held.release();
    }
  });

  it.runIf(engineKind === 'postgres')('moves the embedded database to PostgreSQL 15 with its data: a server opens it and sees the sale', async () => {
    const embedded = await databaseWithASale('pglite');
    const sql = (await takeBackup(embedded.target, { folder, keep: 5 })).file;
    const target = await newTarget('postgres');
    await restoreBackup(target, sql);
    expect(await restoredDatabase(target)).toMatchObject({ bills: 1, tickets: 2, migrations: [], functions: [] });
    // Opened as the server opens it (migrations and functions under the lock): nothing to change.
    expect(await ticketsOf(target, embedded.sale.bill)).toEqual([...embedded.sale.codes].sort());
  });
});

describe('backup files', () => {
  it('are named by their UTC time, kept to the newest ones, and told apart by their first bytes', () => {
    const dir = fs.mkdtempSync(path.join(folder, 'names-'));
    const at = (h: number) => new Date(Date.UTC(2026, 10, 28, h, 0, 0));
    const names = [3, 1, 2].map((h) => backupName(dir, h === 2 ? 'custom' : 'sql', at(h)));
    expect(path.basename(names[0])).toBe('viziona-20261128T030000Z.sql');
    for (const [i, name] of names.entries()) fs.writeFileSync(name, i === 2 ? 'PGDMP\u0001' : '-- SQL');
    fs.writeFileSync(path.join(dir, 'otra-cosa.sql'), '');
    expect(pruneBackups(dir, 2).map((f) => path.basename(f))).toEqual(['viziona-20261128T010000Z.sql']);
    expect(fs.readdirSync(dir).sort()).toEqual(['otra-cosa.sql', 'viziona-20261128T020000Z.dump', 'viziona-20261128T030000Z.sql']);
    expect(kindOf(names[2])).toBe('custom');
    expect(kindOf(names[0])).toBe('sql');
  });
});
