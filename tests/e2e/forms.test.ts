import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsSettled, launchChromium } from '../helpers/browser.ts';
import { executable, pdf, png } from '../helpers/files.ts';

// A new visitor sends a PQRS and an ethics report: fills the form, attaches files, solves the real
// ALTCHA widget (proof of work in this Chromium) and reads the dialog.

let browser: Browser;
const site = inject('siteUrl');
const MB = 1024 * 1024;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(site + path);
  return page;
}

async function attach(page: Page, files: { name: string; buffer: Buffer }[]) {
  await page.locator('input[type=file]').setInputFiles(files.map((f) => ({ ...f, mimeType: 'application/octet-stream' })));
}

/** Ticks "No soy un robot" and waits until the widget has done its proof of work. */
async function solveAltcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.waitFor();
  await widget.locator('input[type=checkbox]').click({ force: true });
  await page.waitForFunction(() => (document.querySelector('altcha-widget') as unknown as { getState(): string } | null)?.getState() === 'verified', null, {
    timeout: 30_000,
  });
}

async function fillPqrs(page: Page, email: string) {
  await page.getByLabel('Nombre').fill('Lucía Restrepo <b>Test</b>');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('3109876543');
  await page.getByText('Reclamo', { exact: true }).click();
  await page.getByLabel('Mensaje').fill('Me cobraron dos veces la boleta.');
  await page.getByText('He leído y acepto la Política de Protección de Datos Personales').click();
}

describe('Contáctanos (PQRS) in Chromium against the real server', () => {
  it('sends a PQRS with an attachment after solving the ALTCHA: success dialog, then the form closes', async () => {
    const page = await open('/contactanos');
    await expect(page.getByRole('link', { name: 'Ver cartelera' }).getAttribute('href')).resolves.toBe('/cartelera');
    await expect(page.getByRole('link', { name: 'Próximos estrenos' }).first().getAttribute('href')).resolves.toBe('/proximos-estrenos');
    await fillPqrs(page, `pqrs.${Date.now()}@example.com`);
    await attach(page, [{ name: 'factura.PDF', buffer: pdf() }, { name: 'foto.png', buffer: png() }]);
    await page.getByText('factura.PDF').waitFor();
    await solveAltcha(page);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('¡Tu PQR fue enviado con éxito!').waitFor();
    await expect(page.getByText('Gracias por contactarnos. Pronto nos comunicaremos contigo.').first().isVisible()).resolves.toBe(true);
    await animationsSettled(page);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('form', { name: 'Formulario PQRS' }).waitFor({ state: 'detached' });
    await expect(page.getByText(/Número de radicado: PQRS-\d{4}-\d{6}/).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('refuses an executable renamed as .pdf: the server checks the real content and the page says so; with a real PDF and a new captcha it goes', async () => {
    const page = await open('/contactanos');
    await fillPqrs(page, `exe.${Date.now()}@example.com`);
    await attach(page, [{ name: 'factura.pdf', buffer: executable() }]);
    await solveAltcha(page);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('¡Error al enviar el reporte!').waitFor();
    await animationsSettled(page);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('El archivo factura.pdf no es un PDF válido: su contenido no corresponde a su extensión.').waitFor();
    // The form stays, with a fresh captcha: the used answer is gone, so sending again asks for it.
    await expect(page.getByRole('form', { name: 'Formulario PQRS' }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Mensaje').inputValue()).resolves.toBe('Me cobraron dos veces la boleta.');
    await page.getByRole('button', { name: 'Quitar factura.pdf' }).click();
    await attach(page, [{ name: 'factura.pdf', buffer: pdf() }]);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Por favor, completa el captcha').waitFor();
    await solveAltcha(page);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('¡Tu PQR fue enviado con éxito!').waitFor();
    await page.context().close();
  });

  it('refuses six files as soon as they are added, and does not send the form', async () => {
    const page = await open('/contactanos');
    await fillPqrs(page, `six.${Date.now()}@example.com`);
    await attach(page, Array.from({ length: 6 }, (_, i) => ({ name: `doc${i}.pdf`, buffer: pdf() })));
    await page.getByText('Máximo 5 archivos permitidos').waitFor();
    let posted = false;
    page.on('request', (req) => req.url().endsWith('/api/v1/pqrs') && (posted = true));
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Por favor, completa el captcha').waitFor();
    expect(posted).toBe(false);
    await page.context().close();
  });
});

describe('Línea ética in Chromium against the real server', () => {
  it('refuses 6 MB of attachments, then sends an anonymous report and shows its radicado on a reset form', async () => {
    const page = await open('/linea-etica');
    await page.getByLabel('Detalle del reporte').fill('Un proveedor ofreció dinero a un empleado.');
    await page.getByLabel('Entidad a denunciar').fill('Proveedor de Confitería S.A.S.');
    await page.getByText('Proveedor', { exact: true }).click();
    await attach(page, [0, 1, 2].map((i) => ({ name: `parte${i}.pdf`, buffer: pdf(2 * MB) })));
    await page.getByText('El tamaño total de los archivos no debe superar 5 MB').waitFor();
    await page.getByRole('button', { name: 'Quitar parte2.pdf' }).click();
    await page.getByText('El tamaño total de los archivos no debe superar 5 MB').waitFor({ state: 'detached' });
    await solveAltcha(page);
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByText('¡Envio exitoso!').waitFor();
    await animationsSettled(page);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText(/Tu número de radicado es ETICA-\d{4}-\d{6}\./).first().waitFor();
    await expect(page.getByLabel('Entidad a denunciar').inputValue()).resolves.toBe('');
    await page.context().close();
  });
});
