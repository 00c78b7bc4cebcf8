// The one runner of periodic work. Safe with several server processes: before a run, a process
// takes the job's row with a lease (`locked_until = now() + every`, only where `locked_until <
// now()`), on the database clock. Whoever takes it runs the job; the others skip it until the lease
// ends. So a job runs about once per `every` across all processes, never twice at once (a run is
// expected to take less than its lease), and a crashed process only delays it by one lease.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
}

const silent: JobLog = { info: () => undefined, error: () => undefined };

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
  const running = new Set<Promise<unknown>>();
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
    running.add(p);
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
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...running]);
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
