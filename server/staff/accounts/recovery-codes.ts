// Ten one-time recovery codes per staff person, for a lost phone: 16 base32 characters (80 bits,
// so a plain sha256 cannot be reversed offline), shown once, stored hashed, each spent when used.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/open.ts';
import { hashToken } from '../../accounts/auth.ts';

const { staffRecoveryCodes } = schema;
export const RECOVERY_CODES = 10;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function newCode(): string {
  const chars = [...randomBytes(16)].map((b) => ALPHABET[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** As typed: case and hyphens don't matter. */
const normal = (code: string) => code.replaceAll('-', '').toUpperCase();

/** Makes the person's ten codes (after voiding any earlier ones); the codes go to the person once. */
export async function issueRecoveryCodes(db: DbOrTx, personId: number): Promise<string[]> {
  await db.update(staffRecoveryCodes).set({ usedAt: sql`now()` }).where(and(eq(staffRecoveryCodes.personId, personId), isNull(staffRecoveryCodes.usedAt)));
  const codes = Array.from({ length: RECOVERY_CODES }, newCode);
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ personId, codeHash: hashToken(normal(code)) })));
  return codes;
}

/** Spends the code if it is one of the person's unused ones, in one statement; whether it was. */
export async function spendRecoveryCode(db: DbOrTx, personId: number, code: string): Promise<boolean> {
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffRecoveryCodes.personId, personId), eq(staffRecoveryCodes.codeHash, hashToken(normal(code))), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: DbOrTx, personId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.personId, personId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
