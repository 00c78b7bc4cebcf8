// Card number, CVC and expiry are never stored or logged: payments of every outcome, refused ones
// and a gateway that fails with the card in its error run with the real logger at its most verbose
// level writing to a buffer; then the logs and every text and jsonb column of the database are
// searched for them.
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../openapi/index.ts';
import app from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { fastifyOptions } from '../../../server/options.ts';
import { watchContract } from '../../helpers/contract.ts';
import { freshDatabase, testTotpKeys } from '../../helpers/build.ts';
import { CARDS, cardBody, pay, reserve } from '../../helpers/purchase.ts';

const CVC = '8642';
const EXP_MONTH = '09';
const EXP_YEAR = '2037';
const OTHER_CARD = '4000056655665556';

const logs: string[] = [];
let server: FastifyInstance;

beforeAll(async () => {
  const database = await freshDatabase();
  const config: Config = { ...loadConfig({}), distDir: path.resolve(import.meta.dirname, '../../../dist'), logLevel: 'trace', nodeEnv: 'test', jobs: false, staffTotpKeys: testTotpKeys };
  const options = fastifyOptions(config);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  server = Fastify({ ...options, logger: { ...(options.logger as object), stream } });
  watchContract(server);
  server.addHook('onClose', () => database.close());
  await server.register(app, { config, database });
  await server.ready();
});
afterAll(() => server.close());

const secrets = [...Object.values(CARDS), OTHER_CARD, CVC, EXP_YEAR, `${EXP_MONTH}/${EXP_YEAR}`, `${EXP_MONTH}/${EXP_YEAR.slice(2)}`, `${EXP_YEAR}-${EXP_MONTH}`];
/** The secret as a whole token: '8642' inside a longer number (a timestamp) is not the CVC. */
const pattern = (secret: string) => `(^|[^0-9])${secret.replace(/\//g, '\\/')}([^0-9]|$)`;

describe('card data', () => {
  it('is in no log line and no text or jsonb column after payments of every kind', async () => {
    const body = (r: Awaited<ReturnType<typeof reserve>>, card: string, extra = {}) => cardBody(r, { card_number: card, cvc: CVC, exp_month: EXP_MONTH, exp_year: EXP_YEAR, ...extra });

    // One payment per outcome, and a double click.
    for (const card of [...Object.values(CARDS), OTHER_CARD]) {
      const r = await reserve(server);
      const [a, b] = await Promise.all([pay(server, r.session.token, body(r, card)), pay(server, r.session.token, body(r, card))]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    }
    // Refused ones: totals, keyPay, §5 form, expired card, no hold.
    const r = await reserve(server);
    const refused = [
      body(r, CARDS.accepted, { total: 1 }),
      body(r, CARDS.accepted, { keyPay: 'otra' }),
      body(r, CARDS.accepted, { cvc: '12' }),
      body(r, `${CARDS.accepted}9999`),
      body(r, CARDS.accepted, { exp_year: '2021' }),
      body(r, CARDS.accepted, { seats: [] }),
    ];
    for (const b of refused) expect((await pay(server, r.session.token, b)).statusCode).toBeGreaterThanOrEqual(400);

    // A gateway failing with the card in its error: the bill stays pending, the error is not logged.
    const gateway = server.paymentGateway;
    const charge = gateway.chargeCard;
    gateway.chargeCard = async (c) => {
      throw new Error(`ePayco respondió 500 a ${JSON.stringify(c)}`);
    };
    try {
      const result = (await pay(server, r.session.token, body(r, CARDS.accepted))).json() as PaymentResult;
      expect(result.pay_status.id).toBe(3);
    } finally {
      gateway.chargeCard = charge;
    }

    // The logger really wrote: requests, the sandbox's confirmations, the failed charge.
    const text = logs.join('');
    // ePayco's form-encoded confirmations have a parser: the server no longer warns at start.
    expect(text).not.toContain("ContentTypeParser for 'application/x-www-form-urlencoded' not found");
    expect(text).toContain('/api/v1/epayco/card/pay');
    expect(text).toContain('/api/v1/epayco/confirmation');
    expect(text).toContain('cobro sin respuesta de la pasarela');
    for (const secret of secrets) expect(text, secret).not.toMatch(new RegExp(pattern(secret)));

    const columns = (await server.db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    expect(columns.rows.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table_name, column_name } of columns.rows) {
      for (const secret of secrets) {
        const res = (await server.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ~ ${pattern(secret)}`,
        )) as unknown as { rows: { n: number }[] };
        if (res.rows[0].n > 0) found.push(`${table_name}.${column_name}: ${secret}`);
      }
    }
    expect(found).toEqual([]);
    // What the payment row may keep: the last 4 digits.
    const raw = (await server.db.execute(sql`select raw from payments order by id limit 1`)) as unknown as { rows: { raw: { last4: string } }[] };
    expect(raw.rows[0].raw.last4).toMatch(/^\d{4}$/);
  });
});
