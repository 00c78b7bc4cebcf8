// An exclusive lock file on a data folder: PGlite has none of its own, and two processes writing
// one PGlite folder corrupt it.
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseStartError } from './errors.ts';

export interface DirLock {
  readonly path: string;
  release(): void;
}

/** How a folder is named in messages: `./data` inside the working directory, absolute elsewhere. */
export function displayPath(dir: string): string {
  const rel = path.relative(process.cwd(), dir);
  if (rel === '') return '.';
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) return `./${rel}`;
  return dir;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock with no readable pid that is this old was left by a crash between create and write. */
const unreadableGraceMs = 2_000;

/**
 * Takes `<dir>/<name>` exclusively, writing our pid in it. A lock whose process is dead is taken
 * over. Throws DatabaseStartError when another live process holds it or the folder is not writable.
 */
export function lockDir(dir: string, name = 'pglite.lock'): DirLock {
  const file = path.join(dir, name);
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = fs.openSync(file, 'wx', 0o644);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw notWritable(dir, err);
      const holder = readHolder(file);
      if (holder === 'gone') continue;
      if (holder !== 'stale') {
        throw new DatabaseStartError(
          `El directorio de datos ${displayPath(dir)} ya está en uso por otro proceso (pid ${holder ?? 'desconocido'}).`,
        );
      }
      try {
        fs.unlinkSync(file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw notWritable(dir, e);
      }
      continue;
    }
    try {
      fs.writeSync(fd, `${process.pid}\n`);
    } finally {
      fs.closeSync(fd);
    }
    return ownLock(file);
  }
  throw new DatabaseStartError(`No se pudo tomar el bloqueo del directorio de datos ${displayPath(dir)}.`);
}

/** The live pid in a lock file, null if unreadable but recent, 'stale' if dead, 'gone' if removed meanwhile. */
function readHolder(file: string): number | null | 'stale' | 'gone' {
  let text: string;
  let mtimeMs: number;
  try {
    text = fs.readFileSync(file, 'utf8');
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return Date.now() - mtimeMs > unreadableGraceMs ? 'stale' : null;
  return alive(pid) ? pid : 'stale';
}

function ownLock(file: string): DirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    try {
      // Only remove it if it is still ours.
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', release);
  return { path: file, release };
}

export function notWritable(dir: string, err: unknown): DatabaseStartError {
  const reason = (err as NodeJS.ErrnoException)?.code ?? (err as Error)?.message ?? String(err);
  return new DatabaseStartError(`No se puede escribir en el directorio de datos ${displayPath(dir)} (${reason}).`);
}
