// What is, read when Prometheus asks and never per request: what the process's apps hold (their
// open seat-map streams, the database's pulse, the front door's answers) and what the database
// holds (payments pending, the outbox, the periodic jobs' last runs). A process runs one app; the
// tests run several in one process, hence a set. The database's connections: connections.ts.
//
// How the primary of several processes (WORKERS) sums them: a process's own gauges add up; a gauge
// read from the shared database is the same in every process and is taken once (max); the
// database's verdict is the worst (min).
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { pendingPayments } from '../payments/queries.ts';
import { outboxBacklog } from '../mail/outbox.ts';
import { jobStates } from '../jobs/runner.ts';

const apps = new Set<FastifyInstance>();

/** Counts `app` in the gauges until the returned function is called (on close). */
export function followApp(app: FastifyInstance): () => void {
  apps.add(app);
  return () => void apps.delete(app);
}

/** A read of the database that takes longer than this leaves its gauges as they were: a scrape must not hang on a database that does not answer. */
const READ_TIMEOUT_MS = 2000;

const inTime = <T>(read: Promise<T>): Promise<T | undefined> =>
  Promise.race([read.catch(() => undefined), new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), READ_TIMEOUT_MS).unref())]);

// prom-client starts every metric's collect at once and reads each value when its own collect is
// done: every gauge here waits for the one read of the scrape.
let reading: Promise<void> | undefined;
const readAll = (): Promise<void> =>
  (reading ??= Promise.all([readProcess(), readDatabase()]).then(
    () => undefined,
    () => undefined,
  )).finally(() => (reading = undefined));

const shared = { aggregator: 'max' as const, collect: readAll };

export const seatStreams = new Gauge({ name: 'viziona_seat_streams', help: 'Mapas de sillas en vivo abiertos (streamShowtimeSeats).', collect: readAll });
export const databaseUp = new Gauge({ name: 'viziona_database_up', help: '1 si la base de datos respondió al pulso en los últimos 3 s; si no, 0 (con varios procesos, el peor).', aggregator: 'min', collect: readAll });
export const frontDoorAnswers = new Counter({
  name: 'viziona_front_door_answers_total',
  help: 'Lecturas públicas respondidas por la puerta de entrada desde la caché, antes de Fastify (server/http/cache/front-door.ts).',
  collect: readAll,
});
export const billsPending = new Gauge({ name: 'viziona_bills_pending', help: 'Pagos pendientes: facturas que esperan la respuesta de la pasarela.', ...shared });
export const billsPendingOldest = new Gauge({ name: 'viziona_bills_pending_oldest_seconds', help: 'Edad del pago pendiente más antiguo (0 sin pendientes).', ...shared });
export const outboxPending = new Gauge({ name: 'viziona_mail_outbox_pending', help: 'Correos en la bandeja de salida por enviar.', ...shared });
export const outboxOldest = new Gauge({ name: 'viziona_mail_outbox_oldest_seconds', help: 'Edad del correo por enviar más antiguo (0 sin pendientes).', ...shared });
export const jobLastRun = new Gauge({ name: 'viziona_job_last_run_timestamp_seconds', help: 'Cuándo terminó la última ejecución de cada tarea periódica (segundos Unix), la haya corrido el proceso que sea.', labelNames: ['job'] as const, ...shared });
export const jobInterval = new Gauge({ name: 'viziona_job_interval_seconds', help: 'Cada cuánto corre cada tarea periódica.', labelNames: ['job'] as const, ...shared });
export const jobFailing = new Gauge({ name: 'viziona_job_failing', help: '1 si la última ejecución de la tarea falló.', labelNames: ['job'] as const, ...shared });

/** The front door's answers counted so far, per app. */
const doorCounted = new WeakMap<FastifyInstance, number>();

async function readProcess(): Promise<void> {
  let streams = 0;
  let up = apps.size > 0 ? 1 : 0;
  for (const app of apps) {
    streams += app.seatStreams?.streams ?? 0;
    if (app.databasePulse && !app.databasePulse.alive()) up = 0;
    const hits = app.frontDoor?.hits ?? 0;
    frontDoorAnswers.inc(hits - (doorCounted.get(app) ?? 0));
    doorCounted.set(app, hits);
  }
  seatStreams.set(streams);
  databaseUp.set(up);
}

async function readDatabase(): Promise<void> {
  const [app] = apps;
  if (!app) return;
  const [payments, outbox, jobs] = await Promise.all([inTime(pendingPayments(app.db)), inTime(outboxBacklog(app.db)), inTime(jobStates(app.db))]);
  if (payments) {
    billsPending.set(payments.count);
    billsPendingOldest.set(payments.oldestSeconds);
  }
  if (outbox) {
    outboxPending.set(outbox.count);
    outboxOldest.set(outbox.oldestSeconds);
  }
  for (const job of jobs ?? []) {
    if (job.lastFinishedAt) jobLastRun.set({ job: job.name }, job.lastFinishedAt.getTime() / 1000);
    if (job.everySeconds !== null) jobInterval.set({ job: job.name }, job.everySeconds);
    jobFailing.set({ job: job.name }, job.failing ? 1 : 0);
  }
}
