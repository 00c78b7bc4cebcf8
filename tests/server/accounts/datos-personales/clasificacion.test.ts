// Every column of every table is classified (server/accounts/datos-personales/clasificacion.ts):
// not personal, or personal with what deleting an account does to it. The database's own list of
// columns is compared with the classification, so a new column can't be forgotten; then a real
// footprint (registration, sessions, a reset link, a code, a paid purchase, a membership, a PQRS,
// mail) is deleted and every personal column is checked against what its entry says.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../../openapi/index.ts';
import { CLASIFICACION } from '../../../../server/accounts/datos-personales/clasificacion.ts';
import { schema } from '../../../../server/db/open.ts';
import { build } from '../../../helpers/build.ts';
import { freshAddress } from '../../../helpers/accounts.ts';
import { api, cardBody, pay, reserve } from '../../../helpers/purchase.ts';
import { makeMember } from '../../../helpers/purchase-rows.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

type Row = Record<string, unknown>;
const rowsOf = (rows: unknown): Row[] => ((rows as { rows?: Row[] }).rows ?? (rows as Row[]));
const keyOf = (table: string) => (Object.hasOwn(CLASIFICACION[table].columns, 'id') ? 'id' : Object.keys(CLASIFICACION[table].columns)[0]);
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

async function select(where: string): Promise<Row[]> {
  return rowsOf(await app.db.execute(sql.raw(where)));
}

describe('the classification of personal data', () => {
  it('names every column of every table of the database, and no column that is not there', async () => {
    const columns = await select(`select table_name, column_name from information_schema.columns where table_schema = 'public' order by 1, 2`);
    const inDatabase = columns.map((c) => `${String(c.table_name)}.${String(c.column_name)}`);
    const classified = Object.entries(CLASIFICACION).flatMap(([t, rule]) => Object.keys(rule.columns).map((c) => `${t}.${c}`));
    expect(inDatabase.filter((c) => !classified.includes(c)), 'columnas sin clasificar').toEqual([]);
    expect(classified.filter((c) => !inDatabase.includes(c)), 'columnas clasificadas que no existen').toEqual([]);
  });

  it('deleting an account does to each personal column what its entry says', async () => {
    const r = await reserve(app, { combo: true });
    const s = r.session;
    const paid = (await pay(app, s.token, cardBody(r))).json() as PaymentResult;
    expect(paid.pay_status.id).toBe(1);
    const [bill] = await app.db.select().from(schema.bills).where(eq(schema.bills.number, paid.bill));
    await app.db.update(schema.showtimes).set({ startsAt: new Date(Date.now() - 3 * 3600_000) }).where(eq(schema.showtimes.id, bill.showtimeId!));
    await makeMember(app.db, s.userId);
    await app.inject({ method: 'POST', url: '/api/v1/forgot', payload: { email: s.body.email }, remoteAddress: freshAddress() });
    expect((await api(app, s.token, 'POST', '/code')).statusCode).toBe(200);
    const [pqrs] = await app.db
      .insert(schema.pqrs)
      .values({ radicado: `PQRS-T-${s.userId}`, name: 'Ana Gómez', email: s.body.email, phone: '3001234567', typePqr: 'Queja', message: 'La sala estaba fría.', dueDate: '2030-01-01' })
      .returning();
    await app.db.insert(schema.authorizations).values({ pqrsId: pqrs.id, document: 'politica-de-proteccion-de-datos-personales', version: 1, via: 'pqrs', address: '10.9.9.9' });
    // The background reset link is written after the answer: wait for it.
    for (let i = 0; i < 100 && !(await app.db.select().from(schema.passwordResets).where(eq(schema.passwordResets.userId, s.userId))).length; i++) {
      await new Promise((resolve) => setImmediate(resolve));
    }

    const footprint = Object.entries(CLASIFICACION).filter(([, rule]) => rule.rowsOf);
    const where = (cond: string) => cond.replaceAll('$user', String(s.userId)).replaceAll('$email', quote(s.body.email));
    const before = new Map<string, Row[]>();
    for (const [table, rule] of footprint) {
      const rows = await select(`select * from "${table}" where ${where(rule.rowsOf!)}`);
      before.set(table, rows);
    }
    const empty = [...before].filter(([, rows]) => rows.length === 0).map(([t]) => t);
    expect(empty, 'tablas sin filas en la huella de la prueba').toEqual([]);

    expect((await api(app, s.token, 'POST', '/profile/borrar', { password: s.password })).statusCode).toBe(200);

    const wrong: string[] = [];
    for (const [table, rule] of footprint) {
      const key = keyOf(table);
      const ids = before.get(table)!.map((row) => row[key]);
      const after = new Map((await select(`select * from "${table}" where "${key}" in (${ids.map((id) => quote(String(id))).join(', ')})`)).map((row) => [String(row[key]), row]));
      for (const old of before.get(table)!) {
        const now = after.get(String(old[key]));
        for (const [column, handling] of Object.entries(rule.columns)) {
          const was = JSON.stringify(old[column]);
          const is = now ? JSON.stringify(now[column]) : undefined;
          const ok =
            handling === 'borrado' ? !now || now[column] === null || now[column] === '' :
            handling === 'anonimizado' ? Boolean(now) && is !== was :
            handling === 'conservado' ? Boolean(now) && is === was :
            handling === 'copiado' ? Boolean(now) && now![column] !== null :
            true;
          if (!ok) wrong.push(`${table}.${column} (${handling}): ${was} → ${is ?? 'fila borrada'}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
