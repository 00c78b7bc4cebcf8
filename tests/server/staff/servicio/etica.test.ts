// The ethics line's inbox over HTTP (server/staff/servicio/etica.ts), role etica only: any other
// role is refused before anything is read or written; every read of a report (detail, attachment)
// is in the audit log; an anonymous report stays anonymous and no audit line names a reporter;
// notes, states and the answer (only to a reporter who gave an e-mail, sent once).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EticaReporte, EticaReportePage } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { build } from '../../../helpers/build.ts';
import { pdf } from '../../../helpers/files.ts';
import { postForm, solvedAltcha } from '../../../helpers/forms.ts';
import { ethicsRow } from '../../../helpers/servicio.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../helpers/smtp.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { ethicsReports, staffAudit, outgoingMail } = schema;

let smtp: TestSmtpServer;
let app: FastifyInstance;
let dataDir: string;
let etica: SignedInStaff;
let anonymousId: number;
let namedId: number;
beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-etica-'));
  app = await build({ config: { dataDir, smtpUrl: smtp.url } });
  etica = await signedInStaff(app, ['etica']);
  const report = async (fields: Record<string, string>) => {
    const { status, body } = await postForm(app, '/ethics', { details: 'Cobran de más en la confitería.', company: 'Confitería Norte', whistleblower: 'Empleado', ...fields, captcha: await solvedAltcha(app) }, [{ name: 'prueba.pdf', bytes: pdf(2500) }]);
    expect(status).toBe(201);
    return (await app.db.select().from(ethicsReports).where(eq(ethicsReports.radicado, body.radicado!)))[0].id;
  };
  anonymousId = await report({});
  namedId = await report({ name: 'Rosa Téllez', email: 'rosa.tellez@example.com', whistleblower: 'Proveedor' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => staffApi(app, etica, method, url, payload);
const rowOf = async (id: number) => (await app.db.select().from(ethicsReports).where(eq(ethicsReports.id, id)))[0];
const linesOf = async (id: number) => app.db.select().from(staffAudit).where(eq(staffAudit.target, `etica:${id}`)).orderBy(staffAudit.id);
const allEticaLines = async () => app.db.select().from(staffAudit).where(like(staffAudit.target, 'etica:%'));

async function refused(id: number, call: () => ReturnType<typeof api>, status: number, message: RegExp) {
  const [row, lines] = [await rowOf(id), await linesOf(id)];
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await rowOf(id)).toEqual(row);
  expect(await linesOf(id)).toEqual(lines);
}

describe('only the etica role', () => {
  it('refuses every other role and a visitor, reading and writing nothing', async () => {
    const others = [await signedInStaff(app, ['servicio']), await signedInStaff(app, ['admin']), await signedInStaff(app, ['admin', 'servicio', 'programacion', 'finanzas', 'porteria'])];
    const before = await allEticaLines();
    for (const who of others) {
      for (const [method, url, body] of [
        ['GET', '/staff/etica/reportes'],
        ['GET', `/staff/etica/reportes/${namedId}`],
        ['POST', `/staff/etica/reportes/${namedId}/notas`, { text: 'hola' }],
        ['PUT', `/staff/etica/reportes/${namedId}/estado`, { state: 'en_tramite' }],
      ] as const) {
        const res = await staffApi(app, who, method, url, body);
        expect(res.statusCode, `${url} ${res.body}`).toBe(403);
        expect(res.json().message).toBe('Tu cuenta del personal no tiene el rol para esta operación.');
      }
    }
    expect((await staffApi(app, null, 'GET', `/staff/etica/reportes/${namedId}`)).statusCode).toBe(401);
    expect(await allEticaLines()).toEqual(before);
    expect((await rowOf(namedId)).state).toBe('radicada');
  });
});

describe('reading reports', () => {
  it('lists them newest first, anonymous ones without a name, and searches radicado and entity', async () => {
    const res = await api('GET', '/staff/etica/reportes');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as EticaReportePage;
    expect(page.items.map((i) => [i.id, i.anonymous, i.has_email])).toEqual([
      [namedId, false, true],
      [anonymousId, true, false],
    ]);
    expect(JSON.stringify(page)).not.toContain('Rosa');
    const named = await rowOf(namedId);
    expect(((await api('GET', `/staff/etica/reportes?q=${named.radicado}`)).json() as EticaReportePage).items.map((i) => i.id)).toEqual([namedId]);
    expect(((await api('GET', '/staff/etica/reportes?q=norte')).json() as EticaReportePage).total).toBe(2);
    expect(((await api('GET', '/staff/etica/reportes?state=cerrada')).json() as EticaReportePage).items).toEqual([]);
  });

  it('audits every read of a report and every attachment download, naming only the staff person', async () => {
    const res = await api('GET', `/staff/etica/reportes/${anonymousId}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as EticaReporte;
    expect(report).toMatchObject({ anonymous: true, name: null, email: null, details: 'Cobran de más en la confitería.', state: 'radicada' });
    expect(await linesOf(anonymousId)).toMatchObject([{ action: 'etica.reporte.leer', personId: etica.id, role: 'etica', before: null, after: null }]);

    const [file] = report.attachments;
    const download = await api('GET', `/staff/etica/reportes/${anonymousId}/adjuntos/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''prueba.pdf");
    expect(download.rawPayload.equals(pdf(2500))).toBe(true);
    expect((await linesOf(anonymousId)).map((l) => l.action)).toEqual(['etica.reporte.leer', 'etica.adjunto.descargar']);
    // Reads are in the audit log, not in the report's history.
    expect(((await api('GET', `/staff/etica/reportes/${anonymousId}`)).json() as EticaReporte).history.map((h) => h.action)).toEqual(['radicar']);
  });

  it("refuses an attachment of another report (404) and a report that does not exist (404), auditing no read", async () => {
    const [file] = ((await api('GET', `/staff/etica/reportes/${anonymousId}`)).json() as EticaReporte).attachments;
    await refused(namedId, () => api('GET', `/staff/etica/reportes/${namedId}/adjuntos/${file.id}`), 404, /^Ese adjunto no existe o no es de este radicado\.$/);
    const missing = await api('GET', '/staff/etica/reportes/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('El reporte 999999 no existe.');
    expect(await linesOf(999999)).toEqual([]);
  });
});

describe('working a report', () => {
  it('adds notes, moves it en trámite and answers a reporter who gave an e-mail, once, by e-mail naming the radicado', async () => {
    const named = await rowOf(namedId);
    expect((await api('POST', `/staff/etica/reportes/${namedId}/notas`, { text: 'Revisar facturas de octubre.' })).statusCode).toBe(201);
    expect((await api('PUT', `/staff/etica/reportes/${namedId}/estado`, { state: 'en_tramite' })).statusCode).toBe(200);
    expect((await api('PUT', `/staff/etica/reportes/${namedId}/respuesta`, { text: 'Gracias: revisamos el caso y tomamos medidas.' })).statusCode).toBe(200);
    const sent = await api('POST', `/staff/etica/reportes/${namedId}/respuesta/envio`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'respondida', answer: { state: 'enviada', text: 'Gracias: revisamos el caso y tomamos medidas.' }, notes: [{ text: 'Revisar facturas de octubre.' }] });
    expect((await api('POST', `/staff/etica/reportes/${namedId}/respuesta/envio`)).statusCode).toBe(200);
    expect(await app.db.select().from(outgoingMail).where(eq(outgoingMail.to, 'rosa.tellez@example.com'))).toHaveLength(1);
    const mail = await smtp.waitFor((m) => m.to.includes('rosa.tellez@example.com'));
    expect(mail.subject).toBe(`Respuesta a tu reporte de la línea ética · radicado ${named.radicado}`);
    expect(mail.text).toContain('Gracias: revisamos el caso y tomamos medidas.');

    await refused(namedId, () => api('PUT', `/staff/etica/reportes/${namedId}/respuesta`, { text: 'Otra' }), 409, /ya fue respondido/);
    expect((await linesOf(namedId)).map((l) => l.action)).toEqual(['etica.reporte.nota', 'etica.reporte.estado', 'etica.reporte.borrador', 'etica.reporte.responder']);
    // No audit line of the ethics line names a reporter.
    const text = JSON.stringify(await allEticaLines());
    expect(text).not.toContain('Rosa');
    expect(text).not.toContain('rosa.tellez');
  });

  it('refuses an answer to an anonymous report (409) and closes it with its reason', async () => {
    await refused(anonymousId, () => api('PUT', `/staff/etica/reportes/${anonymousId}/respuesta`, { text: 'Hola' }), 409, /no dejó un correo/);
    await refused(anonymousId, () => api('POST', `/staff/etica/reportes/${anonymousId}/respuesta/envio`), 409, /no dejó un correo/);
    await refused(anonymousId, () => api('PUT', `/staff/etica/reportes/${anonymousId}/estado`, { state: 'cerrada' }), 400, /motivo del cierre/);
    const closed = await api('PUT', `/staff/etica/reportes/${anonymousId}/estado`, { state: 'cerrada', reason: 'Sin elementos para investigar.' });
    expect(closed.json()).toMatchObject({ state: 'cerrada', closure: { reason: 'Sin elementos para investigar.' } });
    await refused(anonymousId, () => api('PUT', `/staff/etica/reportes/${anonymousId}/estado`, { state: 'en_tramite' }), 409, /ya está cerrada/);
  });

  it('keeps a report made straight in the database anonymous too', async () => {
    const row = await ethicsRow(app);
    const res = await api('GET', `/staff/etica/reportes/${row.id}`);
    expect(res.json()).toMatchObject({ anonymous: true, has_email: false, name: null, email: null });
  });
});
