import { eq } from 'drizzle-orm';
import type { User } from '../../openapi/index.ts';
import { schema, type DbOrTx } from '../db/open.ts';
import { bogota } from '../catalogue/format.ts';

const { users } = schema;
type UserRow = typeof users.$inferSelect;

/** 'YYYY-MM-DD HH:mm:ss' in Bogotá time (the contract's LocalDateTime). */
export const localDateTime = (instant: Date) => bogota(instant).toFormat('yyyy-MM-dd HH:mm:ss');

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.email,
    name: row.name,
    lastname: row.lastname,
    fullname: `${row.name} ${row.lastname}`.trim(),
    email: row.email,
    email_verified_at: row.emailVerifiedAt ? row.emailVerifiedAt.toISOString() : null,
    phone: row.phone,
    doc_type: row.docType as User['doc_type'],
    doc_number: row.docNumber,
    birthday: row.birthday ?? '',
    sex: (row.sex ?? 'M') as User['sex'],
  };
}

export async function userRow(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function userByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}
