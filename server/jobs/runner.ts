// The one runner of periodic work. Safe with several server processes: before a run, a process
// takes the job's row with a lease (`locked_until = now() + every`, only where `locked_until <
// now()`), on the database clock. Whoever takes it runs the job; the others skip it until the lease
// ends. So a job runs about once per `every` across all processes, never twice at once (a run is
// expected to take less than its lease), and a crashed process only delays it by one lease. A
// process that stops (a deploy replacing it) waits for its runs in progress, a while, and hands back
// the lease of any still going, so another process runs that job at its next tick instead of a
// lease later.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { jobs } from '../db/schema.ts';

export interface Job {
  /** Unique name: the jobs row. */
  name: string;
  /** Seconds between runs (the lease length). */
  everySeconds: number;
  /** The work; its result is logged. */
  run(db: Db): Promise<unknown>;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobRunner {
  /** Runs `name` now if no process holds its lease; true when this call ran it. */
  runOnce(name: string): Promise<boolean>;
  /**
   * Stops the timers and waits for runs in progress, at most `waitMs`; the leases of runs still
   * going then are handed back (their work is left to another process).
   */
  stop(waitMs?: number): Promise<void>;
}

const silent: JobLog = { info: () => undefined, error: () => undefined };

/** How long stop() waits for runs in progress by default: within a server's grace on shutdown (server.ts). */
export const STOP_WAIT_MS = 5_000;

/** Takes the job's lease; false when another run holds it. */
export async function takeLease(db: Db, job: Pick<Job, 'name' | 'everySeconds'>, owner: string): Promise<boolean> {
  await db.insert(jobs).values({ name: job.name }).onConflictDoNothing({ target: jobs.name });
  const taken = await db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${job.everySeconds})`,
      lockedBy: owner,
      lastStartedAt: sql`now()`,
      runs: sql`${jobs.runs} + 1`,
    })
    .where(sql`${jobs.name} = ${job.name} and ${jobs.lockedUntil} < now()`)
    .returning({ name: jobs.name });
  return taken.length === 1;
}

/**
 * Starts a timer per job (first run at once, then every `everySeconds`), each run guarded by the
 * lease. Timers are unref'd: they never keep the process alive.
 */
export function startJobs(db: Db, list: Job[], log: JobLog = silent): JobRunner {
  const owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const byName = new Map(list.map((j) => [j.name, j]));
  const running = new Map<Promise<unknown>, string>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  async function runOnce(name: string): Promise<boolean> {
    const job = byName.get(name);
    if (!job) throw new Error(`No existe la tarea ${name}.`);
    if (stopped || !(await takeLease(db, job, owner))) return false;
    try {
      const result = await job.run(db);
      await db.update(jobs).set({ lastFinishedAt: sql`now()`, lastError: null }).where(eq(jobs.name, name));
      log.info({ job: name, result }, 'tarea periódica terminada');
    } catch (err) {
      log.error({ job: name, err }, 'tarea periódica fallida');
      await db
        .update(jobs)
        .set({ lastFinishedAt: sql`now()`, lastError: String((err as Error)?.message ?? err).slice(0, 2000) })
        .where(eq(jobs.name, name))
        .catch(() => undefined);
    }
    return true;
  }

  const tick = (name: string) => {
    if (stopped) return;
    const p = runOnce(name).catch((err) => log.error({ job: name, err }, 'tarea periódica fallida'));
    running.set(p, name);
    void p.finally(() => running.delete(p));
  };

  for (const job of list) {
    tick(job.name);
    const t = setInterval(() => tick(job.name), job.everySeconds * 1000);
    t.unref();
    timers.push(t);
  }

  return {
    runOnce,
    async stop(waitMs = STOP_WAIT_MS) {
      stopped = true;
      for (const t of timers) clearInterval(t);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise((resolve) => (timer = setTimeout(resolve, waitMs)));
      await Promise.race([Promise.allSettled([...running.keys()]), waited]);
      clearTimeout(timer);
      const unfinished = [...new Set(running.values())];
      if (unfinished.length === 0) return;
      log.info({ jobs: unfinished }, 'tareas periódicas sin terminar: se liberan para otro proceso');
      await db
        .update(jobs)
        .set({ lockedUntil: sql`now()` })
        .where(and(inArray(jobs.name, unfinished), eq(jobs.lockedBy, owner)))
        .catch((err) => log.error({ err }, 'no se pudieron liberar las tareas periódicas'));
    },
  };
}

export interface JobState {
  name: string;
  /** When its last run ended (null: never). */
  lastFinishedAt: Date | null;
  /** Its lease, which is its interval: locked_until − last_started_at of its last run. */
  everySeconds: number | null;
  failing: boolean;
}

/** Every job's last run as the jobs table has it, whichever process ran it: for the operator's metrics. */
export async function jobStates(db: Db): Promise<JobState[]> {
  const rows = await db
    .select({
      name: jobs.name,
      lastFinishedAt: jobs.lastFinishedAt,
      everySeconds: sql<number | null>`extract(epoch from ${jobs.lockedUntil} - ${jobs.lastStartedAt})::float8`,
      failing: sql<boolean>`${jobs.lastError} is not null`,
    })
    .from(jobs);
  return rows.map((r) => ({ ...r, everySeconds: r.everySeconds === null ? null : Number(r.everySeconds) }));
}
