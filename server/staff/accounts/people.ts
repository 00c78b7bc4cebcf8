// Staff people: reads, and the writes that change who may do what (roles, deactivation).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffPerson } from '../../../openapi/index.ts';
import type { StaffRole } from '../../../openapi/rules.ts';
import { schema, type DbOrTx } from '../../db/open.ts';
import { localDateTime } from '../../accounts/queries.ts';
import { openTotpSecret, type TotpKeyRing } from './totp-secrets.ts';

const { staffPeople } = schema;
export type StaffPersonRow = typeof staffPeople.$inferSelect;

export function toStaffPerson(row: StaffPersonRow): StaffPerson {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles as StaffRole[],
    active: row.deactivatedAt === null,
    created_at: localDateTime(row.createdAt),
  };
}

/** The person's TOTP secret (sealed in the table). */
export const personSecret = (keys: TotpKeyRing, row: StaffPersonRow): string => openTotpSecret(keys, row.totpSecret, `staff_person:${row.id}`);

export async function personById(db: DbOrTx, id: number): Promise<StaffPersonRow | undefined> {
  const [row] = await db.select().from(staffPeople).where(eq(staffPeople.id, id)).limit(1);
  return row;
}

export async function personByEmail(db: DbOrTx, email: string): Promise<StaffPersonRow | undefined> {
  const [row] = await db.select().from(staffPeople).where(eq(staffPeople.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function listPeople(db: DbOrTx): Promise<StaffPersonRow[]> {
  return db.select().from(staffPeople).orderBy(asc(staffPeople.name), asc(staffPeople.id));
}

const activeAdmin = and(sql`'admin' = any(${staffPeople.roles})`, isNull(staffPeople.deactivatedAt));

/** Whether any active admin exists (while none does, the first one is made with the setup link). */
export async function anAdminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: staffPeople.id }).from(staffPeople).where(activeAdmin).limit(1);
  return row !== undefined;
}

/**
 * The active admins, their rows locked until the transaction ends: two admins removing each other
 * at once take turns, and the second sees the first one's change (the last admin stays).
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<number[]> {
  const rows = await tx.select({ id: staffPeople.id }).from(staffPeople).where(activeAdmin).orderBy(asc(staffPeople.id)).for('update');
  return rows.map((r) => r.id);
}

/** The person's row, locked for a change of roles or deactivation. */
export async function lockPerson(tx: DbOrTx, id: number): Promise<StaffPersonRow | undefined> {
  const [row] = await tx.select().from(staffPeople).where(eq(staffPeople.id, id)).for('update');
  return row;
}

export async function setRoles(tx: DbOrTx, id: number, roles: readonly StaffRole[]): Promise<StaffPersonRow> {
  const [row] = await tx.update(staffPeople).set({ roles: [...roles], updatedAt: sql`now()` }).where(eq(staffPeople.id, id)).returning();
  return row;
}

export async function deactivate(tx: DbOrTx, id: number): Promise<StaffPersonRow> {
  const [row] = await tx
    .update(staffPeople)
    .set({ deactivatedAt: sql`coalesce(${staffPeople.deactivatedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(staffPeople.id, id))
    .returning();
  return row;
}

/**
 * Accepts a TOTP time step for the person if it is later than every step accepted before, in one
 * statement (two requests with the same code: one wins). False: that code, or a later one, was used.
 */
export async function acceptStep(db: DbOrTx, id: number, step: number): Promise<boolean> {
  const done = await db
    .update(staffPeople)
    .set({ totpLastStep: step })
    .where(and(eq(staffPeople.id, id), sql`(${staffPeople.totpLastStep} is null or ${staffPeople.totpLastStep} < ${step})`))
    .returning({ id: staffPeople.id });
  return done.length === 1;
}
