// The operator's metrics (issue 51): GET /metrics on METRICS_PORT only, never on the site's port,
// with what a presale is watched by, each figure moved by the module that owns it: requests by
// operation and status with their time, holds and refusals, bill moves and the gateway's time,
// payments pending, the outbox, open seat-map streams, door scans by verdict, the database's pulse
// and connections, the jobs' last runs, Node's own figures. Counters are read as differences: the
// server projects run several files' apps in one process, and prom-client's registry is the process's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { IngresoBatchResult, PaymentResult } from '../../../openapi/index.ts';
import { build } from '../../helpers/build.ts';
import { engineKind } from '../../helpers/engines.ts';
import { scrapeMetrics, type Scrape } from '../../helpers/metrics.ts';
import { CARDS, cardBody, newBuyer, pay, reserve, reserveSeats, openConsecutivo } from '../../helpers/purchase.ts';
import { openStream } from '../../helpers/seat-stream.ts';
import { batch, funcionStartingIn, scan, ticketsFor } from '../../helpers/porteria.ts';
import { signedInStaff, staffApi } from '../../helpers/staff.ts';

let app: FastifyInstance;
let base: string;
const scrape = (): Promise<Scrape> => scrapeMetrics(base);

beforeAll(async () => {
  // The jobs on, so their last runs are in the database to be read.
  app = await build({ config: { metrics: { port: 0, host: '127.0.0.1' }, jobs: true } });
  base = `http://127.0.0.1:${app.metricsListener!.port}`;
});
afterAll(() => app?.close());

const REQUESTS = 'viziona_http_request_duration_seconds';

describe('GET /metrics', () => {
  it("answers on its own port in Prometheus's text format, and nothing else there; the site's port does not serve it", async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toContain(`# TYPE ${REQUESTS} histogram`);
    expect((await fetch(`${base}/api/v1/settings`)).status).toBe(404);
    const onSite = await app.inject({ method: 'GET', url: '/metrics' });
    expect(onSite.body).not.toContain('viziona_');
  });

  it('counts requests by operationId and status, with their time; an address with ids is never a label', async () => {
    const before = await scrape();
    await app.inject({ method: 'GET', url: '/api/v1/settings' });
    await app.inject({ method: 'GET', url: '/api/v1/settings' });
    const missing = await app.inject({ method: 'GET', url: '/api/v1/room/987654' });
    expect(missing.statusCode).toBe(404);
    await app.inject({ method: 'GET', url: '/api/v1/no-existe/123' });
    const after = await scrape();
    const moved = (labels: Record<string, string>) => after.value(`${REQUESTS}_count`, labels) - before.value(`${REQUESTS}_count`, labels);
    expect(moved({ operation: 'getSettings', status: '200' })).toBe(2);
    expect(moved({ operation: 'getShowtimeRoom', status: '404' })).toBe(1);
    expect(after.value(`${REQUESTS}_bucket`, { operation: 'getSettings', status: '200', le: '+Inf' })).toBe(after.value(`${REQUESTS}_count`, { operation: 'getSettings', status: '200' }));
    expect(after.value(`${REQUESTS}_sum`, { operation: 'getSettings', status: '200' })).toBeGreaterThan(0);
    expect(after.text).not.toMatch(/987654|no-existe/);
  });

  it('counts holds and refusals by reason, bill moves by state and the gateway’s answer time; reads payments pending and the outbox', async () => {
    const before = await scrape();
    const held = await reserve(app);
    // Another buyer asks for the same seats.
    const other = await newBuyer(app);
    const consecutivo = await openConsecutivo(app, other.token);
    expect((await reserveSeats(app, other.token, held.showtimeId, { score_consecutive: consecutivo.Secuencia, seats: held.seats })).statusCode).toBe(409);
    expect(((await pay(app, held.session.token, cardBody(held))).json() as PaymentResult).pay_status.id).toBe(1);
    const waiting = await reserve(app);
    expect(((await pay(app, waiting.session.token, cardBody(waiting, { card_number: CARDS.pending }))).json() as PaymentResult).pay_status.id).toBe(3);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => after.value(name, labels) - before.value(name, labels);
    expect(moved('viziona_reservations_total', { outcome: 'held' })).toBe(2);
    expect(moved('viziona_reservations_total', { outcome: 'taken' })).toBe(1);
    expect(moved('viziona_bill_moves_total', { state: 'accepted' })).toBe(1);
    expect(moved('viziona_gateway_request_duration_seconds_count', { gateway: 'sandbox', call: 'chargeCard', outcome: 'ok' })).toBe(2);
    expect(after.value('viziona_bills_pending')).toBeGreaterThanOrEqual(1);
    expect(after.value('viziona_bills_pending_oldest_seconds')).toBeGreaterThanOrEqual(0);
    // The tickets' mail waits in the outbox: this app has no SMTP.
    expect(after.value('viziona_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
  });

  it('reads the open seat-map streams, the database’s pulse and its connections', async () => {
    const { showtimeId } = await reserve(app);
    const stream = await openStream(app, showtimeId);
    expect(stream.status).toBe(200);
    const open = await scrape();
    expect(open.value('viziona_seat_streams')).toBe(1);
    expect(open.value('viziona_database_up')).toBe(1);
    // The pool of PostgreSQL; the tests' embedded databases run in the test's process, not on the
    // server's database thread (whose connection tests/e2e/metrics-workers.test.ts reads).
    if (engineKind === 'postgres') expect(open.value('viziona_db_pool_connections', { state: 'idle' }) + open.value('viziona_db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(1);
    if (engineKind === 'postgres') expect(open.value('viziona_db_pool_wait_seconds_count')).toBeGreaterThan(0);
    stream.close();
    await expect.poll(async () => (await scrape()).value('viziona_seat_streams')).toBe(0);
  });

  it('counts door scans by verdict', async () => {
    const door = await signedInStaff(app, ['porteria']);
    const funcion = await funcionStartingIn(app.db, 10);
    const [code] = (await ticketsFor(app.db, funcion, 1)).codes;
    const before = await scrape();
    const res = await staffApi(app, door, 'POST', '/staff/porteria/ingresos', batch([scan(code), scan(code), scan('VZ1.no-es-una-boleta')]));
    expect((res.json() as IngresoBatchResult).results.map((r) => r.result)).toEqual(['valido', 'ya_usado', 'firma_invalida']);
    const after = await scrape();
    for (const result of ['valido', 'ya_usado', 'firma_invalida']) expect(after.value('viziona_door_scans_total', { result }) - before.value('viziona_door_scans_total', { result }), result).toBe(1);
  });

  it("reads every job's last run and interval from the jobs table, and Node's own figures", async () => {
    await expect.poll(async () => (await scrape()).value('viziona_job_last_run_timestamp_seconds', { job: 'release-expired-holds' }), { timeout: 15_000 }).toBeGreaterThan(0);
    const now = await scrape();
    expect(Date.now() / 1000 - now.value('viziona_job_last_run_timestamp_seconds', { job: 'release-expired-holds' })).toBeLessThan(120);
    expect(now.value('viziona_job_interval_seconds', { job: 'release-expired-holds' })).toBe(30);
    expect(now.value('viziona_job_failing', { job: 'release-expired-holds' })).toBe(0);
    expect(now.value('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(now.types.get('nodejs_eventloop_lag_p99_seconds')).toBe('gauge');
  });
});
