// The extra non-working days (roles admin and servicio): a day a decree declares that the holiday
// library does not know yet. Deadlines computed after a change count it (new PQRS, extensions,
// "due soon"); due dates already set are never rewritten.
import { desc, eq } from 'drizzle-orm';
import type { DiaNoHabil } from '../../../openapi/index.ts';
import { schema, type DbOrTx, type Tx } from '../../db/open.ts';
import type { StaffActor } from '../accounts/guard.ts';
import { audit } from '../audit/audit.ts';
import { bogotaIso, conflict, notFound } from './bandeja.ts';

const d = schema.nonWorkingDays;

type Row = { id: number; day: string; reason: string; createdAt: Date; createdBy: number | null; createdByName: string | null };

const view = (r: Row): DiaNoHabil => ({
  id: r.id,
  day: r.day,
  reason: r.reason,
  created_at: bogotaIso(r.createdAt),
  created_by: r.createdBy === null ? null : { id: r.createdBy, name: r.createdByName ?? '' },
});

const columns = { id: d.id, day: d.day, reason: d.reason, createdAt: d.createdAt, createdBy: d.createdBy, createdByName: schema.staffPeople.name };

export async function listDias(db: DbOrTx): Promise<DiaNoHabil[]> {
  const rows = await db.select(columns).from(d).leftJoin(schema.staffPeople, eq(schema.staffPeople.id, d.createdBy)).orderBy(desc(d.day));
  return rows.map(view);
}

async function dia(db: DbOrTx, id: number): Promise<DiaNoHabil | undefined> {
  const [row] = await db.select(columns).from(d).leftJoin(schema.staffPeople, eq(schema.staffPeople.id, d.createdBy)).where(eq(d.id, id));
  return row && view(row);
}

export async function addDia(tx: Tx, actor: StaffActor, day: string, reason: string): Promise<DiaNoHabil> {
  const why = reason.trim();
  const [made] = await tx.insert(d).values({ day, reason: why, createdBy: actor.personId }).onConflictDoNothing({ target: d.day }).returning({ id: d.id });
  if (!made) throw conflict(`El ${day} ya está en la lista de días no hábiles.`, { day: `El ${day} ya está en la lista de días no hábiles.` });
  await audit(tx, actor, { action: 'servicio.dia_no_habil.agregar', target: `dia_no_habil:${made.id}`, after: { day, reason: why } });
  return (await dia(tx, made.id))!;
}

export async function deleteDia(tx: Tx, actor: StaffActor, id: number): Promise<DiaNoHabil> {
  const found = await dia(tx, id);
  if (!found) throw notFound(`El día no hábil ${id} no existe.`);
  await tx.delete(d).where(eq(d.id, id));
  await audit(tx, actor, { action: 'servicio.dia_no_habil.quitar', target: `dia_no_habil:${id}`, before: { day: found.day, reason: found.reason } });
  return found;
}
