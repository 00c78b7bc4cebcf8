import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CAPTCHA_REQUIRED } from '../../openapi/rules.ts';
import {
  consumeRegisterToken,
  consumeResetCode,
  consumeVerificationCode,
  issueRegisterToken,
  issueResetCode,
  issueVerificationCode,
  recentVerificationCodes,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_CODES_PER_WINDOW,
  voidResetCodes,
} from './one-time.ts';
import { decoyHash, hashPassword, passwordMatches } from './passwords.ts';
import { loginData, profileChange, registration, verificationCode } from './rules.ts';
import { openSession, revokeOtherSessions, revokeSession } from './sessions.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
import { forgetSessions, signedIn } from './auth.ts';
import { accountMessages, CAPTCHA_AFTER_FAILED_LOGINS, CAPTCHA_REJECTED, DOCUMENT_TAKEN, EMAIL_TAKEN, RESET_CODE_INVALID, WRONG_CREDENTIALS } from './messages.ts';
import { pgConstraint, pgErrorCode, schema } from '../db/open.ts';
import { UNIQUE_VIOLATION } from '../db/errors.ts';
import { badRequest, conflict, HttpError, unauthenticated } from '../http/errors.ts';
import type { Handlers } from '../http/operation.ts';
import { resetMail, verificationMail } from './mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { toUser, userByEmail, userRow } from './queries.ts';
import { checkCaptcha, recordCaptchaUse } from '../forms/captcha.ts';
import { ACCOUNT_POLICIES, pendingPolicies, recordAcceptance } from './datos-personales/autorizaciones.ts';
import { countLoginAttempt } from '../http/limits/failed-logins.ts';

const { users } = schema;

function takenConflict(err: unknown): HttpError | undefined {
  if (pgErrorCode(err) !== UNIQUE_VIOLATION) return undefined;
  if (pgConstraint(err) === 'users_doc_type_doc_number_unique') return conflict(DOCUMENT_TAKEN, { doc_number: DOCUMENT_TAKEN });
  return conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

/**
 * A login from an address past its failed logins goes on only with a captcha answer, verified and
 * recorded as used as the forms' are (server/forms/captcha.ts): without one a 403, with one that
 * fails or was used a 400, both with the code that tells the client to show a new captcha.
 */
async function requireCaptcha(req: FastifyRequest, answer: string | undefined): Promise<void> {
  if (!answer) throw new HttpError(403, CAPTCHA_AFTER_FAILED_LOGINS, { captcha: CAPTCHA_AFTER_FAILED_LOGINS }, CAPTCHA_REQUIRED);
  const use = await checkCaptcha(req.server.config, answer, req.ip);
  if (!use || !(await recordCaptchaUse(req.server.db, use))) throw new HttpError(400, CAPTCHA_REJECTED, { captcha: CAPTCHA_REJECTED }, CAPTCHA_REQUIRED);
}

export const accountHandlers: Handlers = {
  async register(req, reply) {
    const data = registration(req.body);
    const { db } = req.server;
    const now = req.server.now();
    const passwordHash = await hashPassword(data.password);
    try {
      const session = await db.transaction(async (tx) => {
        if (!(await consumeRegisterToken(tx, data.registerToken, now))) {
          throw badRequest(accountMessages.register_token, { register_token: accountMessages.register_token });
        }
        const [row] = await tx
          .insert(users)
          .values({
            email: data.email,
            docType: data.docType,
            docNumber: data.docNumber,
            passwordHash,
            name: data.name,
            lastname: data.lastname,
            phone: data.phone,
            birthday: data.birthday,
            sex: data.sex,
          })
          .returning();
        // A registration can't be sent without accepting both (spec §5): it is the acceptance, recorded as proof.
        await recordAcceptance(tx, { userId: row.id }, ACCOUNT_POLICIES, 'registro', req.ip);
        return { ...(await openSession(tx, row.id, now)), user: toUser(row) };
      });
      const { expiresAt, ...body } = session;
      setSessionCookies(req, reply, body.token, expiresAt);
      reply.code(201);
      return body;
    } catch (err) {
      throw takenConflict(err) ?? err;
    }
  },

  async login(req, reply) {
    const { email, password, captcha } = loginData(req.body);
    const { db } = req.server;
    // Counted as a failed login of the address until it turns out otherwise: only a wrong password
    // (checked, with a captcha answer when one was needed) stays counted.
    const attempt = await countLoginAttempt(db, req.ip);
    let failed = false;
    try {
      if (attempt.needsCaptcha) await requireCaptcha(req, captcha);
      const row = await userByEmail(db, email);
      const ok = await passwordMatches(row?.passwordHash ?? (await decoyHash()), password);
      if (!row || !ok) {
        failed = true;
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      const { expiresAt, ...session } = await openSession(db, row.id, req.server.now());
      setSessionCookies(req, reply, session.token, expiresAt);
      // New versions of the terms or the privacy policy published since the person accepted: the sign-in dialog asks for them.
      return { ...session, user: toUser(row), pending_policies: await pendingPolicies(db, row.id) };
    } finally {
      if (!failed) await attempt.takeBack();
    }
  },

  async logout(req, reply) {
    await revokeSession(req.server.db, req.user!.sessionId, req.server.now());
    forgetSessions(req.server);
    clearSessionCookies(req, reply);
    return { message: 'Sesión cerrada.' };
  },

  async getProfile(req) {
    const row = await userRow(req.server.db, signedIn(req));
    if (!row) throw unauthenticated();
    return toUser(row);
  },

  async updateProfile(req) {
    const change = profileChange(req.body);
    const id = signedIn(req);
    const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password);
    const now = req.server.now();
    const row = await req.server.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          name: change.name,
          lastname: change.lastname,
          phone: change.phone,
          birthday: change.birthday,
          sex: change.sex,
          updatedAt: now,
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      // A new password ends every other way in: other sessions and reset links sent before.
      if (updated && passwordHash) {
        await revokeOtherSessions(tx, id, now, req.user!.sessionId);
        await voidResetCodes(tx, id, now);
      }
      return updated;
    });
    if (passwordHash) forgetSessions(req.server);
    if (!row) throw unauthenticated();
    return toUser(row);
  },

  async forgotPassword(req) {
    const email = req.body.email.trim().toLowerCase();
    const server = req.server;
    const now = server.now();
    // The answer leaves before the lookup: it takes the same time whether or not the e-mail is
    // registered (the per-address and per-e-mail limits apply to both alike).
    server.inBackground('el enlace para restablecer la contraseña', async () => {
      const row = await userByEmail(server.db, email);
      if (!row) return;
      await server.db.transaction(async (tx) => {
        const code = await issueResetCode(tx, row.id, now);
        await enqueueMail(tx, resetMail(row.email, row.name, `${server.config.publicUrl}/forgot-password/${code}`));
      });
      server.mailDelivery.wake();
    });
    return { message: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.' };
  },

  async updatePassword(req) {
    const passwordHash = await hashPassword(req.body.password);
    const now = req.server.now();
    await req.server.db.transaction(async (tx) => {
      const userId = await consumeResetCode(tx, req.params.code, now);
      if (userId === undefined) throw badRequest(RESET_CODE_INVALID);
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
      // Whoever knew the old password (or holds another link) is out.
      await revokeOtherSessions(tx, userId, now);
      await voidResetCodes(tx, userId, now);
    });
    forgetSessions(req.server);
    return { message: 'Contraseña actualizada.' };
  },

  async createRegisterToken(req) {
    return { token: await issueRegisterToken(req.server.db, req.server.now()) };
  },

  async sendVerificationCode(req) {
    const { db } = req.server;
    const row = await userRow(db, signedIn(req));
    if (!row) throw unauthenticated();
    if ((await recentVerificationCodes(db, row.id, req.server.now())) >= VERIFICATION_CODES_PER_WINDOW) {
      throw new HttpError(429, `Ya te enviamos varios códigos. Revisa tu correo o espera ${VERIFICATION_CODE_MINUTES} minutos para pedir otro.`);
    }
    await db.transaction(async (tx) => {
      const code = await issueVerificationCode(tx, req.server.config.codeSecret, row.id, req.server.now());
      await enqueueMail(tx, verificationMail(row.email, row.name, code));
    });
    req.server.mailDelivery.wake();
    return { message: 'Código enviado a tu correo' };
  },

  async validateVerificationCode(req) {
    const code = verificationCode(req.body.code);
    const id = signedIn(req);
    const now = req.server.now();
    const user = await req.server.db.transaction(async (tx) => {
      if (!(await consumeVerificationCode(tx, req.server.config.codeSecret, id, code, now))) return undefined;
      const [row] = await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, id)).returning();
      return row;
    });
    return user ? { valid: true, user: toUser(user) } : { valid: false };
  },
};
