// Payments across real server processes on one real PostgreSQL: a confirmation, its duplicate (sent
// to the other process) and the reconciliation job (from two more connections) race for the same
// bills, and each bill is settled once: one set of tickets, one sale, one tickets e-mail. Then a
// server killed with SIGKILL between the bill and its confirmation loses nothing: after a restart
// the confirmation still issues the tickets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PsePaymentResult } from '../../openapi/index.ts';
import { ticketKeys } from '../../server/tickets/codes.ts';
import { ticketsSubject } from '../../server/bills/mails.ts';
import { openDatabase, schema, type Database } from '../../server/db/open.ts';
import { reconcilePayments } from '../../server/payments/reconciliation.ts';
import { sandboxConfirmation } from '../../server/payments/sandbox.ts';
import { build } from '../helpers/build.ts';
import { startPostgres, type RunningPostgres } from '../helpers/postgres.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { aBank, pseBody, reserve } from '../helpers/purchase.ts';

const { bills, gatewayConfirmations, outgoingMail, sandboxTransactions, seatHolds, tickets } = schema;
const KEYS = { custId: '1000000', pKey: 'viziona-sandbox-p-key' };

let pg: RunningPostgres;
let url: string;
const servers: RunningServer[] = [];
let app: FastifyInstance;
let other: Database;
let bankCode: string;

const serverEnv = () => ({ DATABASE_URL: url, JOBS: 'off', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-pay-')) });

beforeAll(async () => {
  pg = await startPostgres();
  url = await pg.createDatabase('payments_race');
  // The first process migrates and seeds; the second joins the same database.
  servers.push(await startServerProcess(serverEnv()));
  servers.push(await startServerProcess(serverEnv()));
  // This test's own handles on the same database: an app to make purchases with, another pool for a rival reconciliation.
  app = await build({ database: await openDatabase({ databaseUrl: url, dataDir: '' }) });
  other = await openDatabase({ databaseUrl: url, dataDir: '' });
  bankCode = await aBank(app);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await app?.database.close();
  await other?.close();
  for (const s of servers) await s.stop();
  await pg?.stop();
});

/** A PSE bill made through a real server process's API with a session this test opened. */
async function pseBillThrough(server: RunningServer) {
  const r = await reserve(app);
  const res = await fetch(`${server.url}/api/v1/epayco/pse/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${r.session.token}` },
    body: JSON.stringify(pseBody(r, bankCode)),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { r, result: (await res.json()) as PsePaymentResult };
}

const confirmTo = (server: RunningServer, fields: Record<string, string>) =>
  fetch(`${server.url}/api/v1/epayco/confirmation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }).then((r) => r.status);

async function reconcileWith(database: Database) {
  return reconcilePayments(database.db, { keys: KEYS, ticketKeys: await ticketKeys(database.db), gateway: app.paymentGateway });
}

describe('payments with several server processes on one PostgreSQL', () => {
  it('a confirmation, its duplicate at the other process and two reconciliations race: each bill settled once', async () => {
    const made = await Promise.all(Array.from({ length: 8 }, (_, i) => pseBillThrough(servers[i % 2])));
    const numbers = made.map((m) => m.result.bill);
    // The bank approved them all; the bills look old enough for reconciliation to ask.
    await app.db.update(sandboxTransactions).set({ status: 'accepted' }).where(inArray(sandboxTransactions.invoice, numbers));
    await app.db.update(bills).set({ createdAt: sql`now() - interval '3 minutes'` }).where(inArray(bills.number, numbers));
    const txs = await app.db.select().from(sandboxTransactions).where(inArray(sandboxTransactions.invoice, numbers));
    const racers = txs.flatMap((tx) => {
      const fields = sandboxConfirmation(KEYS, tx, 'accepted');
      return [confirmTo(servers[0], fields), confirmTo(servers[1], fields), confirmTo(servers[1], fields)];
    });
    const [statuses] = await Promise.all([Promise.all(racers), reconcileWith(app.database), reconcileWith(other)]);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const settled = await app.db.select().from(bills).where(inArray(bills.number, numbers));
    expect(settled.map((b) => b.statusId)).toEqual(numbers.map(() => 1));
    for (const bill of settled) {
      const own = made.find((m) => m.result.bill === bill.number)!;
      const issued = await app.db.select().from(tickets).where(eq(tickets.billId, bill.id));
      expect(issued, bill.number).toHaveLength(own.r.seats.length);
      const sold = await app.db.select().from(seatHolds).where(and(eq(seatHolds.showtimeId, own.r.showtimeId), eq(seatHolds.status, 'sold'), eq(seatHolds.billId, bill.id)));
      expect(sold, bill.number).toHaveLength(own.r.seats.length);
      const applied = await app.db.select({ n: count() }).from(gatewayConfirmations).where(and(eq(gatewayConfirmations.billId, bill.id), isNull(gatewayConfirmations.refusal)));
      expect(applied[0].n, bill.number).toBe(1);
      const mails = await app.db.select({ n: count() }).from(outgoingMail).where(eq(outgoingMail.subject, ticketsSubject(bill.number)));
      expect(mails[0].n, bill.number).toBe(1);
    }
  }, 120_000);

  it('a server killed with SIGKILL after creating the bill: after a restart the confirmation still issues the tickets', async () => {
    const { r, result } = await pseBillThrough(servers[0]);
    const killed = new Promise((resolve) => servers[0].child.once('exit', resolve));
    servers[0].child.kill('SIGKILL');
    await killed;
    const [pending] = await app.db.select().from(bills).where(eq(bills.number, result.bill));
    expect(pending.statusId).toBe(3);
    expect((await app.db.select().from(seatHolds).where(eq(seatHolds.billId, pending.id))).map((h) => h.status)).toEqual(r.seats.map(() => 'paying'));

    const restarted = await startServerProcess(serverEnv());
    servers[0] = restarted;
    // The payer approves at the bank page, served by the new process.
    const res = await fetch(`${restarted.url}${new URL(result.pse_url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${r.session.token}` },
      body: new URLSearchParams({ decision: 'accepted' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const [accepted] = await app.db.select().from(bills).where(eq(bills.number, result.bill));
    expect(accepted.statusId).toBe(1);
    expect(await app.db.select().from(tickets).where(eq(tickets.billId, accepted.id))).toHaveLength(r.seats.length);
  }, 120_000);
});
