// Issue 29's service desk in Chromium, against the real server process (its production build) on a
// new embedded database and a real local SMTP server: a visitor files a PQRS through /contactanos;
// the servicio staff member finds it in the inbox by its radicado, downloads its attachment, adds a
// note, writes the answer, reviews it and sends it, and the answer arrives over SMTP naming the
// radicado; another PQRS's term is extended (a date past double the term is refused with the
// server's message, then a good one is granted) and its notice arrives; an etica person reads an
// anonymous ethics report that a servicio person cannot open. Axe on each page.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ServicioPqrs } from '../../openapi/index.ts';
import { addBusinessDays } from '../../server/forms/business-days.ts';
import { animationsSettled, launchChromium } from '../helpers/browser.ts';
import { pdf } from '../helpers/files.ts';
import { solvedAltchaAt } from '../helpers/forms.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { newEmbeddedDatabase } from './new-database.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import type { StaffPersonMade } from '../helpers/staff.ts';
import { acceptInvitationThroughApi, firstAdminWithCookie, invitationLinkIn, newStaffPerson, noSeriousViolation, signInInBrowser, staffFetch, typeInto } from './staff-helpers.ts';

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let page: Page;
let sofia: StaffPersonMade;
let ernesto: StaffPersonMade;
const errors: string[] = [];
const FILER = `lucia.${Date.now()}@example.com`;
const OTHER = `mateo.${Date.now()}@example.com`;
const ANSWER = 'Cordial saludo, Lucía. Revisamos su caso y devolvimos a su tarjeta el valor del segundo cobro.';

/** Files a public form through the API (multipart, as the page sends it); answers its radicado. */
async function file(path: string, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, captcha: await solvedAltchaAt(server.url) })) form.append(k, v);
  const res = await fetch(`${server.url}/api/v1${path}`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` } });
  const body = (await res.json()) as { radicado: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.radicado;
}

/** A staff person invited by the admin with these roles, enrolled from the mailed link. */
async function invited(cookie: string, person: StaffPersonMade): Promise<StaffPersonMade> {
  const res = await staffFetch(server, '/staff/invitations', { method: 'POST', cookie, body: { email: person.email, name: person.name, roles: person.roles } });
  expect(res.status, await res.clone().text()).toBe(201);
  const mail = await smtp.waitFor((m) => m.to.includes(person.email), 30_000);
  return acceptInvitationThroughApi(server, invitationLinkIn(mail.text)!, person.password);
}

let reportRadicado: string;
let otherRadicado: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServerProcess({ DATA_DIR: newEmbeddedDatabase(), SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' }, 110_000, { bundle: true });
  const { cookie } = await firstAdminWithCookie(server, newStaffPerson('ana.admin@viziona.test', 'Ana Admin', 'primer-admin-2026', []));
  sofia = await invited(cookie, newStaffPerson('sofia.servicio@viziona.test', 'Sofía Servicio', 'bandeja-norte-2026', ['servicio']));
  ernesto = await invited(cookie, newStaffPerson('ernesto.etica@viziona.test', 'Ernesto Ética', 'linea-etica-2026', ['etica']));
  otherRadicado = await file('/pqrs', { name: 'Mateo Ríos', email: OTHER, phone: '3001234567', type_pqr: 'Queja', message: 'La sala 3 estaba muy fría.', accept_terms: '1' });
  reportRadicado = await file('/ethics', { details: 'Un proveedor ofreció dinero a un empleado de taquilla.', company: 'Proveedor de Confitería S.A.S.', whistleblower: 'Empleado' });
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.close();
});

const menu = () => page.getByRole('navigation', { name: 'Área del personal' });
const dialog = () => page.getByRole('dialog');

/** Opens the case with this radicado from the inbox's search, as a person types it. */
async function openFromInbox(radicado: string) {
  await menu().getByRole('link', { name: 'PQRS' }).click();
  await page.getByRole('heading', { name: 'Bandeja de PQRS', level: 1 }).waitFor();
  await typeInto(page, 'Buscar', radicado);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const table = page.getByRole('table', { name: 'PQRS' });
  await expect.poll(() => table.locator('tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(1);
  expect(new URL(page.url()).searchParams.get('q')).toBe(radicado);
  await table.getByRole('link', { name: radicado }).click();
  await page.getByRole('heading', { name: `PQRS ${radicado}`, level: 1 }).waitFor({ timeout: 15_000 });
}

describe('the service desk', () => {
  it('a PQRS filed through /contactanos is found, answered and its answer read over SMTP', async () => {
    // The visitor files it on the public page (the real ALTCHA widget), with an attachment.
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(`${server.url}/contactanos`);
    await visitor.getByLabel('Nombre').fill('Lucía Restrepo');
    await visitor.getByLabel('Correo electrónico').fill(FILER);
    await visitor.getByLabel('Teléfono').fill('3109876543');
    await visitor.getByText('Reclamo', { exact: true }).click();
    await visitor.getByLabel('Mensaje').fill('Me cobraron dos veces la boleta.');
    await visitor.getByText('He leído y acepto la Política de Protección de Datos Personales').click();
    await visitor.locator('input[type=file]').setInputFiles([{ name: 'factura.pdf', mimeType: 'application/pdf', buffer: pdf() }]);
    await visitor.locator('altcha-widget input[type=checkbox]').click({ force: true });
    await visitor.waitForFunction(() => (document.querySelector('altcha-widget') as unknown as { getState(): string } | null)?.getState() === 'verified', null, { timeout: 30_000 });
    await visitor.getByRole('button', { name: 'Enviar' }).click();
    await visitor.getByText('¡Tu PQR fue enviado con éxito!').waitFor({ timeout: 15_000 });
    await animationsSettled(visitor);
    await visitor.getByRole('button', { name: 'Aceptar' }).click();
    const filed = visitor.getByText(/Número de radicado: PQRS-\d{4}-\d{6}/);
    await filed.waitFor();
    const radicado = /PQRS-\d{4}-\d{6}/.exec((await filed.textContent()) ?? '')![0];
    await visitor.context().close();

    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    await signInInBrowser(page, server.url, sofia);
    await expect.poll(() => menu().getByRole('link').allTextContents()).toEqual(['Inicio', 'PQRS', 'Días no hábiles']);
    await menu().getByRole('link', { name: 'PQRS' }).click();
    await page.getByRole('table', { name: 'PQRS' }).getByRole('link', { name: radicado }).waitFor({ timeout: 15_000 });
    await noSeriousViolation(page, '/staff/servicio');
    await openFromInbox(radicado);
    await page.getByText('Me cobraron dos veces la boleta.').waitFor();
    await noSeriousViolation(page, '/staff/servicio/:id');

    // The attachment downloads through the staff operation.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar factura.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('factura.pdf');
    expect(download.url()).toMatch(/\/api\/v1\/staff\/servicio\/pqrs\/\d+\/adjuntos\/\d+$/);

    // An internal note, then the answer: written, saved and reviewed, sent.
    await typeInto(page, 'Nueva nota', 'Confirmado con el banco: hubo doble cobro.');
    await page.getByRole('button', { name: 'Agregar nota' }).click();
    await page.getByText('Confirmado con el banco: hubo doble cobro.').waitFor({ timeout: 15_000 });
    await typeInto(page, 'Texto de la respuesta', ANSWER);
    await page.getByRole('button', { name: 'Guardar y revisar' }).click();
    await page.getByText(`Así sale por correo a ${FILER}, con el radicado ${radicado}:`).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('respuesta-revision').textContent()).toBe(ANSWER);
    await noSeriousViolation(page, 'la respuesta en revisión');
    await page.getByRole('button', { name: 'Enviar por correo' }).click();
    await page.getByText(/Enviada por correo el .*Ya no se puede editar\./).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Texto de la respuesta').count()).toBe(0);
    await page.getByText('Respondida', { exact: true }).first().waitFor({ timeout: 15_000 });

    const mail = await smtp.waitFor((m) => m.to.includes(FILER) && m.subject.includes('Respuesta'), 15_000);
    expect(mail.subject).toBe(`Respuesta a tu PQRS · radicado ${radicado}`);
    expect(mail.text).toContain(radicado);
    expect(mail.text).toContain(ANSWER);
    expect(errors).toEqual([]);
  });

  it("extends another PQRS's term: past double the term is refused, then granted and the person told", async () => {
    await openFromInbox(otherRadicado);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'vz_staff')!;
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const before = (await (await staffFetch(server, `/staff/servicio/pqrs/${id}`, { cookie: `vz_staff=${cookie.value}` })).json()) as ServicioPqrs;
    const limit = before.extension_limit!;
    await page.getByRole('button', { name: 'Prorrogar el plazo' }).click();
    await dialog().getByText(`Prorrogar el plazo de ${otherRadicado}`).waitFor();
    await animationsSettled(page);
    await noSeriousViolation(page, 'el diálogo de prórroga');
    await dialog().getByLabel('Nueva fecha límite').fill(addBusinessDays(limit, 1));
    await typeInto(page, 'Motivo de la prórroga', 'Necesitamos el concepto del área técnica de la sala 3.');
    await dialog().getByRole('button', { name: 'Prorrogar' }).click();
    await expect.poll(() => dialog().getByRole('alert').textContent(), { timeout: 15_000 }).toBe(`La nueva fecha no puede pasar del doble del término inicial (${limit}).`);

    await dialog().getByLabel('Nueva fecha límite').fill(limit);
    await dialog().getByRole('button', { name: 'Prorrogar' }).click();
    await dialog().waitFor({ state: 'hidden', timeout: 15_000 });
    await page.getByText(/Plazo prorrogado hasta el .*Motivo: Necesitamos el concepto del área técnica de la sala 3\./).waitFor({ timeout: 15_000 });
    const mail = await smtp.waitFor((m) => m.to.includes(OTHER) && m.subject.includes('Prórroga'), 15_000);
    expect(mail.subject).toBe(`Prórroga del plazo de respuesta de tu PQRS · radicado ${otherRadicado}`);
    expect(mail.text).toContain(`(${limit})`);
    expect(mail.text).toContain('Motivo: Necesitamos el concepto del área técnica de la sala 3.');
    await noSeriousViolation(page, 'la PQRS prorrogada');

    // A servicio person cannot open the ethics line.
    await page.goto(`${server.url}/staff/etica`);
    await page.getByRole('alert').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('table', { name: 'Reportes' }).getByRole('link').count()).toBe(0);
    expect(await menu().getByRole('link', { name: 'Línea ética' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an etica person reads the anonymous ethics report, with nothing that identifies its author', async () => {
    const etica = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    etica.on('pageerror', (err) => errors.push(err.message));
    await signInInBrowser(etica, server.url, ernesto);
    const nav = etica.getByRole('navigation', { name: 'Área del personal' });
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['Inicio', 'Línea ética']);
    await nav.getByRole('link', { name: 'Línea ética' }).click();
    const table = etica.getByRole('table', { name: 'Reportes' });
    await table.getByRole('link', { name: reportRadicado }).waitFor({ timeout: 15_000 });
    await noSeriousViolation(etica, '/staff/etica');
    await table.getByRole('link', { name: reportRadicado }).click();
    await etica.getByRole('heading', { name: `Reporte ${reportRadicado}`, level: 1 }).waitFor({ timeout: 15_000 });
    await etica.getByText('Un proveedor ofreció dinero a un empleado de taquilla.').waitFor();
    expect(await etica.getByText('Anónimo', { exact: true }).isVisible()).toBe(true);
    expect(await etica.getByText('Correo', { exact: true }).count()).toBe(0);
    await etica.getByText('Quien reportó no dio un correo: no se le puede responder.').waitFor();
    await noSeriousViolation(etica, '/staff/etica/:id');
    await etica.context().close();
    expect(errors).toEqual([]);
  });
});
