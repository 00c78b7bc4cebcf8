// Making a staff account from a one-time link (an invitation, or the first admin's setup link): the
// first TOTP code proves the app was enrolled with the link's secret; the person gets their ten
// recovery codes and a session. One transaction: the link, the person, the codes and the audit line.
import { pgErrorCode, schema, type DbOrTx } from '../../db/open.ts';
import { UNIQUE_VIOLATION } from '../../db/errors.ts';
import { databaseNow } from '../../db/clock.ts';
import { badRequest, conflict, HttpError } from '../../http/errors.ts';
import type { StaffRole } from '../../../openapi/rules.ts';
import { audit } from '../audit/audit.ts';
import { linkSecret, spendLink, type StaffLinkRow } from './links.ts';
import { STAFF_EMAIL_TAKEN, STAFF_ENROLMENT_CODE, STAFF_LINK_GONE } from './messages.ts';
import { toStaffPerson } from './people.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { openStaffSession } from './sessions.ts';
import { stepOfCode } from './totp.ts';
import type { TotpKeyRing } from './totp-secrets.ts';

export interface NewStaffPerson {
  email: string;
  name: string;
  passwordHash: string;
  /** The first code of the enrolled app. */
  code: string;
}

export async function enrol(tx: DbOrTx, keys: TotpKeyRing, link: StaffLinkRow, person: NewStaffPerson, address: string) {
  const step = stepOfCode(linkSecret(keys, link), person.code, await databaseNow(tx));
  if (step === null) throw badRequest(STAFF_ENROLMENT_CODE, { code: STAFF_ENROLMENT_CODE });
  let row;
  try {
    [row] = await tx
      .insert(schema.staffPeople)
      // The link's sealed secret as it is: the person's app was enrolled with it.
      .values({ email: person.email, name: person.name, passwordHash: person.passwordHash, totpSecret: link.totpSecret, totpLastStep: step, roles: link.roles })
      .returning();
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw conflict(STAFF_EMAIL_TAKEN, { email: STAFF_EMAIL_TAKEN });
    throw err;
  }
  if (!(await spendLink(tx, link.id, row.id))) throw new HttpError(410, STAFF_LINK_GONE);
  const recoveryCodes = await issueRecoveryCodes(tx, row.id);
  const session = await openStaffSession(tx, row.id);
  await audit(tx, { personId: row.id, address }, {
    action: link.kind === 'setup' ? 'staff.setup' : 'staff.invitation.accept',
    target: `staff_person:${row.id}`,
    after: { email: row.email, name: row.name, roles: row.roles as StaffRole[] },
  });
  return { person: toStaffPerson(row), recoveryCodes, session };
}
