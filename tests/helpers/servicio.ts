// Rows and dates for the service desk's tests (server/staff/servicio): PQRS and ethics reports
// written straight into the database with the dates a test needs, relative to the database's day.
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { schema } from '../../server/db/open.ts';
import { databaseNow } from '../../server/db/clock.ts';

/** Today in Bogotá by the database's clock. */
export async function todayInBogota(app: FastifyInstance): Promise<string> {
  return DateTime.fromJSDate(await databaseNow(app.db), { zone: 'America/Bogota' }).toISODate()!;
}

export const plusDays = (day: string, days: number) => DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate()!;

let n = 0;
export async function pqrsRow(app: FastifyInstance, over: Partial<typeof schema.pqrs.$inferInsert> & { dueDate: string }) {
  n++;
  const [row] = await app.db
    .insert(schema.pqrs)
    .values({
      radicado: `PQRS-2026-9${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`,
      name: `Persona ${n}`,
      email: `persona${n}@example.com`,
      phone: '3001234567',
      typePqr: 'Queja',
      message: `Mensaje ${n}`,
      ...over,
    })
    .returning();
  return row;
}

export async function ethicsRow(app: FastifyInstance, over: Partial<typeof schema.ethicsReports.$inferInsert> = {}) {
  n++;
  const [row] = await app.db
    .insert(schema.ethicsReports)
    .values({
      radicado: `ETICA-2026-9${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`,
      details: `Detalle ${n}`,
      company: 'Proveedor de confitería',
      whistleblower: 'Empleado',
      ...over,
    })
    .returning();
  return row;
}
