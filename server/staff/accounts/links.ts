// One-time links that make a staff account: an admin's invitation (48 h) and the first admin's
// setup link. Only the token's hash is kept; a link is spent by one atomic UPDATE, so two
// requests with the same link cannot both make an account.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../../../openapi/rules.ts';
import { schema, type DbOrTx } from '../../db/open.ts';
import { hashToken } from '../../accounts/auth.ts';
import { newToken } from '../../accounts/secrets.ts';
import { newTotpSecret } from './totp.ts';
import { openTotpSecret, sealTotpSecret, type TotpKeyRing } from './totp-secrets.ts';

const { staffInvitations } = schema;
export type StaffLinkRow = typeof staffInvitations.$inferSelect;

export const INVITATION_HOURS = 48;
export const SETUP_LINK_HOURS = 48;

/** Page paths of the links; the token goes after '#', so no request (and no log) carries it. */
export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}/staff/invitacion#${token}`;
export const setupUrl = (publicUrl: string, token: string) => `${publicUrl}/staff/configurar#${token}`;

const pending = and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, sql`now()`));

export async function issueInvitation(
  tx: DbOrTx,
  keys: TotpKeyRing,
  invitation: { email: string; name: string; roles: StaffRole[]; invitedBy: number },
): Promise<{ token: string; row: StaffLinkRow }> {
  // The newest invitation to an address is the one that works.
  await tx
    .update(staffInvitations)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(staffInvitations.kind, 'invitation'), eq(staffInvitations.email, invitation.email), pending));
  const token = newToken();
  const [row] = await tx
    .insert(staffInvitations)
    .values({
      kind: 'invitation',
      tokenHash: hashToken(token),
      ...invitation,
      totpSecret: sealTotpSecret(keys, newTotpSecret()),
      expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})`,
    })
    .returning();
  return { token, row };
}

/** A new setup link for the first admin (with every role, so they can hand each on); earlier ones stop working. */
export async function issueSetupLink(db: DbOrTx, keys: TotpKeyRing): Promise<string> {
  await db.update(staffInvitations).set({ expiresAt: sql`now()` }).where(and(eq(staffInvitations.kind, 'setup'), pending));
  const token = newToken();
  await db.insert(staffInvitations).values({
    kind: 'setup',
    tokenHash: hashToken(token),
    roles: [...STAFF_ROLES],
    totpSecret: sealTotpSecret(keys, newTotpSecret()),
    expiresAt: sql`now() + make_interval(hours => ${SETUP_LINK_HOURS})`,
  });
  return token;
}

/** The TOTP secret made with a link, for its page's QR and the first code (sealed in the table). */
export const linkSecret = (keys: TotpKeyRing, link: StaffLinkRow): string => openTotpSecret(keys, link.totpSecret, `staff_invitation:${link.id}`);

/** The link of a token while it is unused and unexpired. */
export async function liveLink(db: DbOrTx, token: string): Promise<StaffLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashToken(token)), pending))
    .limit(1);
  return row;
}

/** Spends the link for the person it made; false when another request spent it first, or it expired. */
export async function spendLink(tx: DbOrTx, id: number, personId: number): Promise<boolean> {
  const spent = await tx
    .update(staffInvitations)
    .set({ usedAt: sql`now()`, personId })
    .where(and(eq(staffInvitations.id, id), pending))
    .returning({ id: staffInvitations.id });
  return spent.length === 1;
}
