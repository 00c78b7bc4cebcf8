import path from 'node:path';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { schema } from '../db/open.ts';
import { badRequest } from '../http/errors.ts';
import { refuseForbiddenText } from '../plugins/request-guards.ts';
import type { Handlers, OperationId } from '../http/operation.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { receiveForm, removeFiles, type Received } from './attachments.ts';
import { pqrsDueDate } from './business-days.ts';
import { nonWorkingDays } from './non-working-days.ts';
import { acknowledgementsToday, pqrsAcknowledgement, PQRS_ACKS_PER_RECIPIENT_PER_DAY } from './acknowledgement.ts';
import { checkCaptcha, newChallenge } from './captcha.ts';
import { fileReport } from './filing.ts';
import { FORMS_POLICY, recordAcceptance } from '../accounts/datos-personales/autorizaciones.ts';
import { checkEthics, checkPqrs, ETHICS_MAX_TOTAL_BYTES, messages, type EthicsInput, type FieldErrors, type PqrsInput } from './rules.ts';

// PQRS and ethics line (spec §3, §5, §7, §8). The multipart body is read in preValidation (files to
// temporary files, every rule checked with the spec's messages), then the contract's schema checks
// the normalised text fields, then the handler verifies the captcha and files the report.

interface Accepted<T> {
  received: Received;
  value: T;
}

const accepted = new WeakMap<FastifyRequest, Accepted<PqrsInput | EthicsInput>>();
const receivedBy = new WeakMap<FastifyRequest, Received>();

const uploadsDir = (req: FastifyRequest) => path.join(req.server.config.dataDir, 'uploads');

async function discardTemporaryFiles(req: FastifyRequest) {
  const received = receivedBy.get(req);
  if (received) await removeFiles(received.tempPaths);
}

function refuseIfErrors(errors: FieldErrors) {
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** Drops empty optional fields so the contract's schema sees only what was really given. */
const present = (fields: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined && v !== '')) as Record<string, string>;

function receiving<T extends PqrsInput | EthicsInput>(
  check: (fields: Received['fields']) => { value: T; errors: FieldErrors },
  bodyOf: (value: T, fields: Received['fields']) => Record<string, string>,
  maxTotalBytes?: number,
) {
  return async function receive(req: FastifyRequest) {
    if (!req.isMultipart()) throw badRequest('El formulario debe enviarse como multipart/form-data.');
    const received = await receiveForm(req, { uploadsDir: uploadsDir(req), maxTotalBytes });
    receivedBy.set(req, received);
    // What JSON bodies get from the request guard: no NUL or half surrogate reaches the database.
    refuseForbiddenText(received.fields, { field: 'attachments[]', names: received.fileNames });
    const { value, errors } = check(received.fields);
    if (received.attachmentError) errors['attachments[]'] ??= received.attachmentError;
    refuseIfErrors(errors);
    accepted.set(req, { received, value });
    req.body = bodyOf(value, received.fields);
  };
}

const receivePqrs = receiving(checkPqrs, (v, f) =>
  present({ name: v.name, email: v.email, phone: v.phone, type_pqr: v.typePqr, message: v.message, accept_terms: f.accept_terms, captcha: f.captcha?.trim() }),
);
const receiveEthics = receiving(
  checkEthics,
  (v, f) => present({ details: v.details, company: v.company, whistleblower: v.whistleblower, name: v.name, email: v.email, captcha: f.captcha?.trim() }),
  ETHICS_MAX_TOTAL_BYTES,
);

async function verifiedCaptcha(req: FastifyRequest, answer: string) {
  const use = await checkCaptcha(req.server.config, answer, req.ip);
  if (!use) throw badRequest(messages.captchaRejected, { captcha: messages.captchaRejected });
  return use;
}

function acceptedOf<T>(req: FastifyRequest): Accepted<T> {
  const found = accepted.get(req);
  if (!found) throw badRequest('La solicitud no es válida.');
  return found as Accepted<T>;
}


export const formHandlers: Handlers = {
  async getCaptchaChallenge(req) {
    return newChallenge(req.server.config);
  },

  async createPqrs(req, reply) {
    try {
      const { received, value } = acceptedOf<PqrsInput>(req);
      const captcha = await verifiedCaptcha(req, req.body.captcha);
      const now = req.server.now();
      const dueDate = pqrsDueDate(now, await nonWorkingDays(req.server.db));
      const radicado = await fileReport({
        db: req.server.db,
        uploadsDir: uploadsDir(req),
        kind: 'pqrs',
        captcha,
        files: received.files,
        now,
        async insert(tx, radicado) {
          const [row] = await tx
            .insert(schema.pqrs)
            .values({ radicado, name: value.name, email: value.email, phone: value.phone, typePqr: value.typePqr, message: value.message, dueDate })
            .returning({ id: schema.pqrs.id });
          // The form can't be sent without 'He leído y acepto la Política de Protección de Datos Personales'.
          await recordAcceptance(tx, { pqrsId: row.id }, [FORMS_POLICY], 'pqrs', req.ip);
          return row.id;
        },
        async alongside(tx, radicado) {
          // Anyone can type any address: the acknowledgement carries only our words (never the
          // visitor's), and an address gets a few a day at most, so it can't be made a spam relay.
          if (await acknowledgementsToday(tx, value.email) >= PQRS_ACKS_PER_RECIPIENT_PER_DAY) return;
          await enqueueMail(tx, pqrsAcknowledgement(value.email, radicado, value.typePqr, dueDate));
        },
      });
      reply.code(201);
      return { radicado, message: 'Gracias por contactarnos. Pronto nos comunicaremos contigo.', due_date: dueDate };
    } finally {
      await discardTemporaryFiles(req);
    }
  },

  async createEthicsReport(req, reply) {
    try {
      const { received, value } = acceptedOf<EthicsInput>(req);
      const captcha = await verifiedCaptcha(req, req.body.captcha);
      const radicado = await fileReport({
        db: req.server.db,
        uploadsDir: uploadsDir(req),
        kind: 'ethics',
        captcha,
        files: received.files,
        now: req.server.now(),
        async insert(tx, radicado) {
          const [row] = await tx
            .insert(schema.ethicsReports)
            .values({ radicado, details: value.details, company: value.company, whistleblower: value.whistleblower, name: value.name, email: value.email })
            .returning({ id: schema.ethicsReports.id });
          // Sending is accepting the data-protection policy; no address kept, the reporter may stay anonymous.
          await recordAcceptance(tx, { ethicsReportId: row.id }, [FORMS_POLICY], 'linea-etica', null);
          return row.id;
        },
      });
      reply.code(201);
      return { radicado, message: `Gracias por tu reporte. Tu número de radicado es ${radicado}.` };
    } finally {
      await discardTemporaryFiles(req);
    }
  },
};

/** Route options of the form operations: the multipart reading, and temporary files removed on any error. */
export const formRoutes: Partial<Record<OperationId, RouteShorthandOptions>> = {
  createPqrs: { preValidation: receivePqrs, onError: async (req) => discardTemporaryFiles(req) },
  createEthicsReport: { preValidation: receiveEthics, onError: async (req) => discardTemporaryFiles(req) },
};
