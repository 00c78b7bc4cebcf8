// Whether a database ran exactly this version's migrations: each file's record in drizzle's table
// (its sha256, as drizzle writes it), and none the folder does not have (a database of a newer
// version). A restored copy is checked with it before a server is pointed at it.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from './db.ts';
import type { DbOrTx } from './db.ts';

/** One line per difference; empty when the database ran this folder's migrations and no other. */
export async function migrationDifferences(db: DbOrTx, folder = migrationsFolder): Promise<string[]> {
  const { entries } = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const files = readMigrationFiles({ migrationsFolder: folder });
  const result = (await db.execute(sql`select hash from drizzle.__drizzle_migrations`)) as unknown as { rows: { hash: string }[] };
  const ran = new Set(result.rows.map((r) => r.hash));
  const known = new Set(files.map((f) => f.hash));
  return [
    ...files.flatMap((f, i) => (ran.has(f.hash) ? [] : [`${entries[i].tag}: no se ha aplicado`])),
    ...[...ran].filter((hash) => !known.has(hash)).map((hash) => `una migración que esta versión no tiene (sha256 ${hash.slice(0, 12)}…)`),
  ];
}
