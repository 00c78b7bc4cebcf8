// The operator's metrics (issue 51): GET /metrics on METRICS_PORT only, never on the site's port,
// with what a presale is watched by, each figure moved by the module that owns it: requests by
// operation and status with their time, holds and refusals, bill moves and the gateway's time,
// payments pending, the outbox, open seat-map streams, door scans by verdict, the database's pulse
// and connections, the jobs' last runs, Node's own figures. Counters are read as differences: the
// server projects run several files' apps in one process, and prom-client's registry is the process's.
// Then the Grafana dashboard and the alert rules of deploy/: every query parses, and every metric
// they name is one this endpoint exports.
import fs from 'node:fs';
import path from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import type { FastifyInstance } from 'fastify';
import type { IngresoBatchResult, PaymentResult } from '../../../openapi/index.ts';
import { ConfigError, loadConfig } from '../../../server/config.ts';
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
  it('is off unless METRICS_PORT names a port of its own, on the loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow('METRICS_PORT debe ser distinto de PORT y de HEALTH_PORT.');
    expect(() => loadConfig({ HEALTH_PORT: '3001', METRICS_PORT: '3001' })).toThrow('METRICS_PORT debe ser distinto de PORT y de HEALTH_PORT.');
    expect(() => loadConfig({ METRICS_PORT: 'nueve' })).toThrow(ConfigError);
  });

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
    // Each decided by the sala's rule before its write and confirmed under the función's turn.
    expect(moved('viziona_seat_rule_calls_total', { way: 'decided' })).toBe(3);
    expect(moved('viziona_seat_rule_calls_total', { way: 'turn' })).toBe(0);
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

const deploy = path.resolve(import.meta.dirname, '../../../deploy');

/** The metric names a PromQL query selects, or its syntax errors. */
function readQuery(query: string): { names: string[]; errors: number } {
  const names: string[] = [];
  let errors = 0;
  parser.parse(query).iterate({
    enter(node) {
      if (node.type.isError) errors++;
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') names.push(query.slice(node.from, node.to));
    },
  });
  return { names, errors };
}

/** Prometheus's own series, not the server's. */
const prometheusOwn = new Set(['up']);

/** Whether the scrape declares the metric a query names: itself, or the histogram a _bucket, _sum or _count belongs to. */
function exported(scrape: Scrape, name: string): boolean {
  if (scrape.types.has(name)) return true;
  const series = /^(.*)_(bucket|sum|count)$/.exec(name);
  return series !== null && scrape.types.get(series[1]) === 'histogram';
}

describe('the dashboard and the alert rules (deploy/)', () => {
  const dashboard = JSON.parse(fs.readFileSync(path.join(deploy, 'grafana/presale-dashboard.json'), 'utf8')) as { panels: { type: string; title: string; targets?: { expr: string }[] }[] };
  const rules = (YAML.parse(fs.readFileSync(path.join(deploy, 'prometheus/alerts.yml'), 'utf8')) as { groups: { rules: { alert: string; expr: string; for: string; labels: { severity: string }; annotations: { summary: string } }[] }[] }).groups.flatMap((g) => g.rules);
  const queries = [
    ...dashboard.panels.filter((p) => p.type !== 'row').flatMap((p) => (p.targets ?? []).map((t) => ({ where: `panel "${p.title}"`, query: t.expr }))),
    ...rules.map((r) => ({ where: `alert ${r.alert}`, query: r.expr })),
  ];

  it('has the presale panels and the alerts an operator needs, each query valid PromQL', () => {
    expect(dashboard.panels.map((p) => p.title)).toEqual(expect.arrayContaining(['Sillas tomadas por segundo', 'p99 de las reservas', 'Errores del servidor (5xx) por segundo', 'Pagos pendientes', 'Mapas en vivo abiertos']));
    expect(rules.map((r) => r.alert)).toEqual(expect.arrayContaining(['VizionaErroresDelServidor', 'VizionaLenta', 'VizionaPagosAtascados', 'VizionaTareaSinCorrer', 'VizionaBaseDeDatosCaida']));
    for (const r of rules) expect([r.for, r.labels.severity, r.annotations.summary].every(Boolean), r.alert).toBe(true);
    expect(queries.filter((q) => readQuery(q.query).errors > 0).map((q) => q.where)).toEqual([]);
  });

  it('names only metrics the server exports', async () => {
    const scrape = await scrapeMetrics(base);
    const named = queries.flatMap((q) => readQuery(q.query).names.map((name) => ({ name, where: q.where })));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((n) => !prometheusOwn.has(n.name) && !exported(scrape, n.name)).map((n) => `${n.where}: ${n.name}`)).toEqual([]);
  });
});
