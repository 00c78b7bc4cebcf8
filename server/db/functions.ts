// The SQL functions: one file per function in server/db/functions/ (<name>.sql, one CREATE OR
// REPLACE FUNCTION), its one current definition. Applied at every start after the numbered
// migrations, where they run (postgres.ts, under the migrations' lock; pglite-start.ts, whose data
// folder one process opens), so a database gets the folder's code whichever migrations it ran.
// Tables, triggers, drops and signature changes stay in numbered migrations, which run first: a
// migration that needs a function at that point creates it itself, and the folder then replaces it.
//
// A file names an advisory lock class as {{lock:<name>}} (server/db/advisory-locks.ts), and the
// number is put in as the file is read. A substitution rather than SQL wrappers such as
// viziona_lock_buyer(int): the hot path calls nothing more, and the database holds plain SQL.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LOCK_CLASSES } from './advisory-locks.ts';
import { functionsFolder, type DbOrTx } from './db.ts';

export interface SqlFunction {
  /** The function's name, which is its file's name. */
  name: string;
  file: string;
  /** `name(type, …)`: how PostgreSQL finds it (to_regprocedure). */
  signature: string;
  /** The file's statement, with the lock classes filled in. */
  statement: string;
  /** The function's source, as PostgreSQL keeps it (pg_proc.prosrc): the text between the dollar quotes. */
  body: string;
}

const header = /^\s*CREATE\s+OR\s+REPLACE\s+FUNCTION\s+"?([a-z_][a-z0-9_]*)"?\s*\(([^)]*)\)/im;
const dollarQuoted = /\bAS\s+(\$[A-Za-z_]*\$)([\s\S]*?)\1/i;

function fillLocks(text: string, file: string): string {
  const filled = text.replace(/\{\{lock:(\w+)\}\}/g, (_, name: string) => {
    if (!Object.hasOwn(LOCK_CLASSES, name)) throw new Error(`${file}: no hay una clase de bloqueo '${name}' en server/db/advisory-locks.ts.`);
    return String(LOCK_CLASSES[name as keyof typeof LOCK_CLASSES]);
  });
  if (filled.includes('{{')) throw new Error(`${file}: marcador desconocido (solo {{lock:<nombre>}}).`);
  return filled;
}

/**
 * `p_a integer, p_b timestamptz DEFAULT NULL` → `integer,timestamptz`: every argument of a folder
 * function is named; a default (an argument a caller may leave out) is not part of the signature.
 */
function argumentTypes(args: string, file: string): string {
  if (args.trim() === '') return '';
  return args
    .split(',')
    .map((arg) => {
      const [, type] = /^\s*\w+\s+(.+?)(?:\s+DEFAULT\s+.+?)?\s*$/i.exec(arg) ?? [];
      if (!type) throw new Error(`${file}: cada argumento lleva nombre y tipo ('${arg.trim()}').`);
      return type;
    })
    .join(',');
}

/** The folder's functions in name order, checked: one CREATE OR REPLACE FUNCTION per file, named as the file. */
export function readFunctions(folder = functionsFolder): SqlFunction[] {
  return fs
    .readdirSync(folder)
    .filter((entry) => entry.endsWith('.sql'))
    .sort()
    .map((entry) => {
      const file = path.join(folder, entry);
      const name = entry.slice(0, -'.sql'.length);
      const statement = fillLocks(fs.readFileSync(file, 'utf8'), entry);
      const head = header.exec(statement);
      const creates = statement.replace(/--.*$/gm, '').match(/\bCREATE\s+(OR\s+REPLACE\s+)?FUNCTION\b/gi) ?? [];
      if (!head || creates.length !== 1) throw new Error(`${entry}: debe tener una sola sentencia CREATE OR REPLACE FUNCTION.`);
      if (head[1] !== name) throw new Error(`${entry}: define "${head[1]}"; el archivo debe llamarse como la función.`);
      const quoted = dollarQuoted.exec(statement.slice(head.index));
      if (!quoted) throw new Error(`${entry}: el cuerpo de la función va entre comillas de dólar ($$ … $$).`);
      return { name, file, signature: `${name}(${argumentTypes(head[2], entry)})`, statement, body: quoted[2] };
    });
}

/**
 * Applies every function of the folder in one transaction, on the connection `exec` runs on. Bodies
 * are not checked as they are created (check_function_bodies), so a function may call one that the
 * folder defines after it.
 */
export async function applyFunctions(exec: (text: string) => Promise<unknown>, functions = readFunctions()): Promise<void> {
  await exec('begin');
  try {
    await exec('set local check_function_bodies = off');
    for (const fn of functions) {
      try {
        await exec(fn.statement);
      } catch (err) {
        throw new Error(`server/db/functions/${fn.name}.sql: ${(err as Error).message}`, { cause: err });
      }
    }
    await exec('commit');
  } catch (err) {
    await exec('rollback').catch(() => undefined);
    throw err;
  }
}

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Where the database's functions (schema public, named viziona_…) and the folder disagree, one line
 * each: a function of the folder missing (or with other argument types), one the folder does not
 * have (a migration must drop it), or a body other than its file's. Empty when they agree. Compares
 * what PostgreSQL 15 and 18 keep alike: the argument types and the source (ends trimmed).
 */
export async function functionDifferences(db: DbOrTx, functions = readFunctions()): Promise<string[]> {
  const inDatabase = await rowsOf<{ signature: string; source: string }>(
    db,
    sql`select p.oid::regprocedure::text as signature, p.prosrc as source from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.proname like 'viziona\_%' order by 1`,
  );
  const found = functions.length
    ? await rowsOf<{ signature: string | null }>(db, sql`select to_regprocedure(s)::text as signature from unnest(array[${sql.join(functions.map((fn) => sql`${`public.${fn.signature}`}`), sql`, `)}]::text[]) with ordinality as f(s, n) order by n`)
    : [];
  const source = new Map(inDatabase.map((row) => [row.signature, row.source]));
  const differences: string[] = [];
  const fromFolder = new Set<string>();
  for (const [i, fn] of functions.entries()) {
    const signature = found[i].signature;
    if (signature === null || !source.has(signature)) {
      differences.push(`${fn.signature}: falta en la base de datos`);
      continue;
    }
    fromFolder.add(signature);
    if (source.get(signature)!.trim() !== fn.body.trim()) differences.push(`${signature}: el cuerpo no es el de functions/${fn.name}.sql`);
  }
  for (const { signature } of inDatabase) {
    if (!fromFolder.has(signature)) differences.push(`${signature}: no está en server/db/functions/ (una migración debe borrarla)`);
  }
  return differences;
}
