import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { MembershipStatus, User } from '../../openapi/index.ts';
import { schema, type DbOrTx } from '../db/open.ts';
import { bogota } from './format.ts';
import { ACTIVE_CARD, NO_CARD } from '../../openapi/rules.ts';

const { users, memberships } = schema;
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

export { ACTIVE_CARD, NO_CARD };

/** Club Vizionarios status: the active membership if any, else the last one that ended. */
export async function membershipStatus(db: DbOrTx, userId: number, now: Date): Promise<MembershipStatus> {
  const [active] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), lte(memberships.startsAt, now), gt(memberships.endsAt, now)))
    .orderBy(desc(memberships.endsAt))
    .limit(1);
  if (active) {
    return { Estado: ACTIVE_CARD, CineFan: active.cinefan ? 'vigente' : 'no vigente', Vencimiento: localDateTime(active.endsAt) };
  }
  const [last] = await db
    .select({ endsAt: memberships.endsAt })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), lte(memberships.endsAt, now)))
    .orderBy(desc(memberships.endsAt))
    .limit(1);
  return { Estado: NO_CARD, CineFan: 'no vigente', Vencimiento: last ? localDateTime(last.endsAt) : null };
}

