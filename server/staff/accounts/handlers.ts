import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '../../../openapi/rules.ts';
import { decoyHash, hashPassword, passwordMatches } from '../../accounts/passwords.ts';
import { localDateTime } from '../../accounts/queries.ts';
import { databaseNow } from '../../db/clock.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import type { Handlers } from '../../http/operation.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { audit } from '../audit/audit.ts';
import { enrol } from './enrolment.ts';
import { staffActor } from './guard.ts';
import { invitationUrl, issueInvitation, linkSecret, liveLink, type StaffLinkRow } from './links.ts';
import { invitationMail } from './mails.ts';
import {
  cannotGrant,
  STAFF_CODE_REUSED,
  STAFF_EMAIL_TAKEN,
  STAFF_INVITATION_LINK,
  STAFF_LAST_ADMIN,
  STAFF_LINK_GONE,
  STAFF_NAME_REQUIRED,
  STAFF_NOT_FOUND,
  STAFF_ONE_CODE,
  STAFF_SETUP_DONE,
  STAFF_SETUP_LINK,
  STAFF_WRONG_CREDENTIALS,
} from './messages.ts';
import { acceptStep, anAdminExists, deactivate, listPeople, lockActiveAdmins, lockPerson, personByEmail, personById, personSecret, setRoles, toStaffPerson } from './people.ts';
import { recoveryCodesLeft, spendRecoveryCode } from './recovery-codes.ts';
import { inOrder, rolesNotGrantable } from './roles.ts';
import { clearStaffCookie, setStaffCookie } from './session-cookie.ts';
import { openStaffSession, revokeStaffSession, revokeStaffSessionsOf } from './sessions.ts';
import { enrolmentOf, stepOfCode } from './totp.ts';

const personTarget = (id: number) => `staff_person:${id}`;
const lowerEmail = (email: string) => email.trim().toLowerCase();

function nameOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(STAFF_NAME_REQUIRED, { name: STAFF_NAME_REQUIRED });
  return trimmed;
}

async function linkOf(db: FastifyRequest['server']['db'], token: string, kind: StaffLinkRow['kind']): Promise<StaffLinkRow> {
  const link = await liveLink(db, token);
  if (!link) throw new HttpError(410, STAFF_LINK_GONE);
  if (link.kind !== kind) throw badRequest(kind === 'setup' ? STAFF_INVITATION_LINK : STAFF_SETUP_LINK);
  return link;
}

/** Makes the account of a link, signs the person in and answers 201 with their recovery codes. */
async function enrolled(req: FastifyRequest, reply: FastifyReply, link: StaffLinkRow, person: { email: string; name: string; password: string; code: string }) {
  const passwordHash = await hashPassword(person.password);
  const made = await req.server.db.transaction(async (tx) => {
    if (link.kind === 'setup' && (await anAdminExists(tx))) throw conflict(STAFF_SETUP_DONE);
    return enrol(tx, req.server.staffTotpKeys, link, { email: person.email, name: person.name, passwordHash, code: person.code }, req.ip);
  });
  setStaffCookie(req, reply, made.session.token);
  reply.code(201);
  return { person: made.person, recovery_codes: made.recoveryCodes, expires_at: localDateTime(made.session.expiresAt) };
}

export const staffAccountHandlers: Handlers = {
  async getStaffSetup(req) {
    return { needed: !(await anAdminExists(req.server.db)) };
  },

  async completeStaffSetup(req, reply) {
    const link = await linkOf(req.server.db, req.body.token, 'setup');
    return enrolled(req, reply, link, { email: lowerEmail(req.body.email), name: nameOf(req.body.name), password: req.body.password, code: req.body.code });
  },

  async readStaffInvitation(req) {
    const link = await liveLink(req.server.db, req.body.token);
    if (!link) throw new HttpError(410, STAFF_LINK_GONE);
    return {
      kind: link.kind as 'invitation' | 'setup',
      email: link.email,
      name: link.name,
      roles: link.roles as StaffRole[],
      expires_at: localDateTime(link.expiresAt),
      enrolment: await enrolmentOf(linkSecret(req.server.staffTotpKeys, link), link.email ?? 'primer administrador'),
    };
  },

  async acceptStaffInvitation(req, reply) {
    const link = await linkOf(req.server.db, req.body.token, 'invitation');
    return enrolled(req, reply, link, { email: link.email!, name: link.name!, password: req.body.password, code: req.body.code });
  },

  async createStaffInvitation(req, reply) {
    const actor = staffActor(req);
    const roles = inOrder(req.body.roles);
    const refused = rolesNotGrantable(actor.roles, [], roles);
    if (refused.length > 0) throw forbidden(cannotGrant(refused));
    const email = lowerEmail(req.body.email);
    const name = nameOf(req.body.name);
    const { server } = req;
    const invitation = await server.db.transaction(async (tx) => {
      if (await personByEmail(tx, email)) throw conflict(STAFF_EMAIL_TAKEN, { email: STAFF_EMAIL_TAKEN });
      const { token, row } = await issueInvitation(tx, server.staffTotpKeys, { email, name, roles, invitedBy: actor.personId });
      await enqueueMail(tx, invitationMail(email, name, roles, invitationUrl(server.config.publicUrl, token)));
      await audit(tx, actor, { action: 'staff.invite', target: `staff_invitation:${row.id}`, after: { email, name, roles } });
      return row;
    });
    server.mailDelivery.wake();
    reply.code(201);
    return { id: invitation.id, email, name, roles, expires_at: localDateTime(invitation.expiresAt) };
  },

  async staffSignIn(req, reply) {
    const { password, code, recovery_code: recoveryCode } = req.body;
    if ((code === undefined) === (recoveryCode === undefined)) throw badRequest(STAFF_ONE_CODE, { code: STAFF_ONE_CODE });
    const { db } = req.server;
    const row = await personByEmail(db, req.body.email);
    // An unknown e-mail costs a password check too, so timing tells nothing about who is staff.
    const passwordOk = await passwordMatches(row?.passwordHash ?? (await decoyHash()), password);
    if (!row || !passwordOk || row.deactivatedAt !== null) throw new HttpError(401, STAFF_WRONG_CREDENTIALS);
    const session = await db.transaction(async (tx) => {
      if (code !== undefined) {
        // A secret no configured key opens stops here: a 500 and its log line (server/plugins/errors.ts).
        const step = stepOfCode(personSecret(req.server.staffTotpKeys, row), code, await databaseNow(tx));
        if (step === null) throw new HttpError(401, STAFF_WRONG_CREDENTIALS);
        if (!(await acceptStep(tx, row.id, step))) throw new HttpError(401, STAFF_CODE_REUSED);
      } else if (!(await spendRecoveryCode(tx, row.id, recoveryCode!))) {
        throw new HttpError(401, STAFF_WRONG_CREDENTIALS);
      }
      const opened = await openStaffSession(tx, row.id);
      await audit(tx, { personId: row.id, address: req.ip }, { action: code !== undefined ? 'staff.signin' : 'staff.signin.recovery_code', target: personTarget(row.id) });
      return opened;
    });
    setStaffCookie(req, reply, session.token);
    return { person: toStaffPerson(row), expires_at: localDateTime(session.expiresAt) };
  },

  async staffSignOut(req, reply) {
    const actor = staffActor(req);
    await req.server.db.transaction(async (tx) => {
      await revokeStaffSession(tx, actor.sessionId);
      await audit(tx, actor, { action: 'staff.signout', target: personTarget(actor.personId) });
    });
    clearStaffCookie(req, reply);
    return { message: 'Sesión del personal cerrada.' };
  },

  async getStaffMe(req) {
    const actor = staffActor(req);
    const row = await personById(req.server.db, actor.personId);
    if (!row) throw notFound(STAFF_NOT_FOUND);
    return { person: toStaffPerson(row), recovery_codes_left: await recoveryCodesLeft(req.server.db, row.id) };
  },

  async listStaff(req) {
    return { people: (await listPeople(req.server.db)).map(toStaffPerson) };
  },

  async changeStaffRoles(req) {
    const actor = staffActor(req);
    const wanted = inOrder(req.body.roles);
    const row = await req.server.db.transaction(async (tx) => {
      const admins = await lockActiveAdmins(tx);
      const person = await lockPerson(tx, req.params.id);
      if (!person) throw notFound(STAFF_NOT_FOUND);
      const current = person.roles as StaffRole[];
      const refused = rolesNotGrantable(actor.roles, current, wanted);
      if (refused.length > 0) throw forbidden(cannotGrant(refused));
      if (admins.length === 1 && admins[0] === person.id && !wanted.includes('admin')) throw conflict(STAFF_LAST_ADMIN);
      const updated = await setRoles(tx, person.id, wanted);
      // A role taken away holds at once: the person signs in again with what they have left.
      if (current.some((role) => !wanted.includes(role))) await revokeStaffSessionsOf(tx, person.id, 'rol_retirado');
      await audit(tx, actor, { action: 'staff.roles.change', target: personTarget(person.id), before: { roles: current }, after: { roles: wanted } });
      return updated;
    });
    return toStaffPerson(row);
  },

  async deactivateStaff(req) {
    const actor = staffActor(req);
    const row = await req.server.db.transaction(async (tx) => {
      const admins = await lockActiveAdmins(tx);
      const person = await lockPerson(tx, req.params.id);
      if (!person) throw notFound(STAFF_NOT_FOUND);
      if (person.deactivatedAt !== null) return person;
      if (admins.length === 1 && admins[0] === person.id) throw conflict(STAFF_LAST_ADMIN);
      const updated = await deactivate(tx, person.id);
      await revokeStaffSessionsOf(tx, person.id, 'desactivado');
      await audit(tx, actor, { action: 'staff.deactivate', target: personTarget(person.id), before: { active: true, roles: person.roles }, after: { active: false } });
      return updated;
    });
    return toStaffPerson(row);
  },
};
