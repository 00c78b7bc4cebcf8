// The one job runner: a job row is taken with a lease in the database, so several processes (here,
// several runners on one database) never run the same job at once; the app starts it and stops it.
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reservation } from '../../../openapi/index.ts';
import { jobsOf } from '../../../server/jobs/index.ts';
import { startJobs, takeLease, type Job, type JobRunner } from '../../../server/jobs/runner.ts';
import { jobs, seatHolds } from '../../../server/db/schema.ts';
import { build, useApp } from '../../helpers/build.ts';
import { funcion, newBuyer, openConsecutivo, reserveSeats } from '../../helpers/purchase.ts';
import { holdsOf } from '../../helpers/purchase-rows.ts';

const { app } = useApp();
const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

let n = 0;
function countingJob(everySeconds = 60): Job & { runs: () => number } {
  let runs = 0;
  const name = `test-job-${n++}`;
  return {
    name,
    everySeconds,
    async run() {
      runs++;
      await new Promise((r) => setTimeout(r, 20));
    },
    runs: () => runs,
  };
}

describe('job runner', () => {
  it('runs a job once across several runners on one database, and again only after the lease', async () => {
    const job = countingJob(60);
    // Three "processes" start together: each tries the job at once; one lease, one run.
    for (let i = 0; i < 3; i++) runners.push(startJobs(app().db, [job]));
    await new Promise((r) => setTimeout(r, 200));
    expect(job.runs()).toBe(1);
    expect(await Promise.all(runners.map((r) => r.runOnce(job.name)))).toEqual([false, false, false]);
    expect(job.runs()).toBe(1);

    // The lease ends (moved into the past in the database): exactly one of the next attempts runs it.
    await app().db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.name, job.name));
    const ran = await Promise.all(runners.map((r) => r.runOnce(job.name)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(job.runs()).toBe(2);
    const [row] = await app().db.select().from(jobs).where(eq(jobs.name, job.name));
    expect(row.runs).toBe(2);
    expect(row.lastError).toBeNull();
    expect(row.lastFinishedAt).toBeInstanceOf(Date);
  });

  it('takes a lease only where locked_until has passed', async () => {
    const job = { name: `lease-${n++}`, everySeconds: 30 };
    expect(await takeLease(app().db, job, 'a')).toBe(true);
    expect(await takeLease(app().db, job, 'b')).toBe(false);
    const [row] = await app().db.select().from(jobs).where(eq(jobs.name, job.name));
    expect(row.lockedBy).toBe('a');
  });

  it('on stop, waits for a run in progress a while, then hands its lease back to the other processes', async () => {
    let finish!: () => void;
    const slow: Job = { name: `slow-${n++}`, everySeconds: 3600, run: () => new Promise<void>((r) => (finish = r)) };
    const stopping = startJobs(app().db, [slow]);
    runners.push(stopping);
    await expect.poll(() => finish).toBeDefined();
    const other = startJobs(app().db, []);
    runners.push(other);
    // Another process finds the job leased for the hour.
    expect(await takeLease(app().db, slow, 'otro')).toBe(false);
    await stopping.stop(100);
    // Its lease is back: the next process to try runs it now instead of an hour later.
    expect(await takeLease(app().db, slow, 'otro')).toBe(true);
    finish();
  });

  it('on stop, keeps the lease of a run that finished: the job is not run again before its time', async () => {
    const job = countingJob(3600);
    const stopping = startJobs(app().db, [job]);
    runners.push(stopping);
    await expect.poll(() => job.runs()).toBe(1);
    await stopping.stop();
    expect(await takeLease(app().db, job, 'otro')).toBe(false);
  });

  it('records a failing job and keeps going', async () => {
    const job: Job = { name: `failing-${n++}`, everySeconds: 60, run: async () => Promise.reject(new Error('se cayó')) };
    const runner = startJobs(app().db, []);
    runners.push(runner);
    const withJob = startJobs(app().db, [job]);
    runners.push(withJob);
    await new Promise((r) => setTimeout(r, 100));
    const [row] = await app().db.select().from(jobs).where(eq(jobs.name, job.name));
    expect(row.lastError).toBe('se cayó');
  });
});

describe('release-expired-holds job', () => {
  it('deletes expired holds only, with no client involved', async () => {
    const f = await funcion(app());
    const [ana, luis] = [await newBuyer(app()), await newBuyer(app())];
    const [ca, cl] = [await openConsecutivo(app(), ana.token), await openConsecutivo(app(), luis.token)];
    expect((await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: ca.Secuencia, seats: [f.normal[0]] })).statusCode).toBe(200);
    expect((await reserveSeats(app(), luis.token, f.showtimeId, { score_consecutive: cl.Secuencia, seats: [f.normal[1]] })).statusCode).toBe(200);
    await app().db.update(seatHolds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(seatHolds.userId, ana.userId));

    const job = jobsOf(app()).find((j) => j.name === 'release-expired-holds')!;
    expect(job).toBeDefined();
    await app().db.update(jobs).set({ lockedUntil: sql`'-infinity'` }).where(eq(jobs.name, job.name));
    const runner = startJobs(app().db, [job]);
    runners.push(runner);
    await runner.stop();
    expect((await holdsOf(app().db, f.showtimeId)).map((h) => h.userId)).toEqual([luis.userId]);
  });
});

describe('the app and its jobs', () => {
  it('frees the seats of a short hold (HOLD_SECONDS) by itself, and stops its jobs on close', async () => {
    const server = await build({ config: { holdSeconds: 1, jobs: true } });
    try {
      const f = await funcion(server);
      const ana = await newBuyer(server);
      const c = await openConsecutivo(server, ana.token);
      const res = await reserveSeats(server, ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: [f.normal[0]] });
      expect(res.statusCode).toBe(200);
      expect((res.json() as Reservation).seconds_left).toBe(1);
      // The app started its jobs when it became ready: the first run is already recorded.
      expect(server.jobs).not.toBeNull();
      const [first] = await server.db.select().from(jobs).where(eq(jobs.name, 'release-expired-holds'));
      expect(first.runs).toBeGreaterThanOrEqual(1);

      await new Promise((r) => setTimeout(r, 1_200));
      expect(await holdsOf(server.db, f.showtimeId)).toHaveLength(1);
      // The next tick, as the timer would run it once the lease has passed.
      await server.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.name, 'release-expired-holds'));
      expect(await server.jobs!.runOnce('release-expired-holds')).toBe(true);
      expect(await holdsOf(server.db, f.showtimeId)).toEqual([]);
    } finally {
      await server.close();
    }
    // Stopped on close: nothing runs any more.
    expect(await server.jobs!.runOnce('release-expired-holds')).toBe(false);
  });
});
