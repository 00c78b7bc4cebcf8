// PSE as a new person pays it, in Chromium against the real server: the bank form, the sandbox's
// test bank page (approve, reject, leave pending and approve later from another tab), the status
// page that updates by itself, and the tickets e-mail over real SMTP with its QR images and
// calendar file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { waitForMail } from '../helpers/mailbox.ts';
import { answerAtBank, funcionesOnSale, openFuncion, payByPse, pickFreeSeats, reserve, seat, signedInContext, type Funcion } from './purchase-helpers.ts';

const site = inject('siteUrl');
let browser: Browser;
let nextFuncion: () => Funcion;

beforeAll(async () => {
  browser = await launchChromium();
  nextFuncion = await funcionesOnSale(site);
});
afterAll(() => browser?.close());

const path = (page: Page) => new URL(page.url()).pathname;
const billOf = (page: Page) => decodeURIComponent(path(page).split('/').pop()!);

async function toTheBank(seatsWanted = 2) {
  const session = await signedInContext(browser, site);
  const funcion = nextFuncion();
  await openFuncion(session.page, site, funcion);
  const chosen = await pickFreeSeats(session.page, seatsWanted);
  await reserve(session.page);
  await payByPse(session.page);
  return { ...session, funcion, chosen };
}

describe('paying by PSE at the sandbox bank', () => {
  it('approved: the status page shows Aceptada and the QR button; the tickets e-mail arrives with one QR per seat and the .ics', async () => {
    const { context, page, email, chosen } = await toTheBank(2);
    await answerAtBank(page, 'Aprobar el pago');
    await page.getByText('Aceptada').waitFor();
    await page.getByRole('button', { name: 'VER MIS CÓDIGOS QR' }).waitFor();
    expect(await page.getByRole('button', { name: 'VOLVER A INTENTAR' }).count()).toBe(0);
    const bill = billOf(page);

    const mail = await waitForMail(email, `factura ${bill}`);
    expect(mail.text).toContain(bill);
    for (const name of chosen) expect(mail.text).toContain(name);
    const images = mail.parts.filter((p) => p.contentType === 'image/png');
    expect(images).toHaveLength(2);
    for (const img of images) {
      expect(img.cid).toMatch(/^qr-\d@viziona$/);
      expect(Buffer.from(img.base64, 'base64').subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    }
    const html = mail.parts.find((p) => p.contentType === 'text/html')!;
    const htmlText = Buffer.from(html.base64, 'base64').toString('utf8');
    for (const img of images) expect(htmlText).toContain(`cid:${img.cid}`);
    expect(htmlText).not.toMatch(/src="https?:/);
    const ics = mail.parts.find((p) => p.contentType === 'text/calendar')!;
    expect(ics.filename).toBe('funcion.ics');
    const calendar = Buffer.from(ics.base64, 'base64').toString('utf8');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toMatch(/DTSTART;TZID=America\/Bogota:\d{8}T\d{6}/);
    await context.close();
  });

  it("rejected: the status page shows Rechazada and 'VOLVER A INTENTAR' goes back to the función, whose seats are free again", async () => {
    const { context, page, funcion, chosen } = await toTheBank(1);
    await answerAtBank(page, 'Rechazar el pago');
    await page.getByText('Rechazada').waitFor();
    expect(await page.getByRole('button', { name: 'VER MIS CÓDIGOS QR' }).count()).toBe(0);
    await page.getByRole('button', { name: 'VOLVER A INTENTAR' }).click();
    await expect.poll(() => path(page)).toBe(funcion.path);
    await page.getByRole('grid', { name: 'Mapa de sillas' }).waitFor();
    await expect.poll(async () => (await seat(page, chosen[0]).getAttribute('aria-label'))?.endsWith('disponible')).toBe(true);
    await context.close();
  });

  it('left pending: the status page says so and, once the bank approves from another tab, updates by itself to the tickets', async () => {
    const { context, page } = await toTheBank(1);
    const bankUrl = page.url();
    await answerAtBank(page, 'Dejar pendiente');
    await page.getByText('Pendiente', { exact: true }).waitFor();
    await page.getByText('Estamos esperando la respuesta de tu banco. Esta página se actualizará sola.').waitFor();
    expect(await page.getByRole('button', { name: 'VOLVER A INTENTAR' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'VER MIS CÓDIGOS QR' }).count()).toBe(0);

    const bankTab = await context.newPage();
    await bankTab.goto(bankUrl);
    await bankTab.getByRole('button', { name: 'Aprobar el pago' }).click();
    await bankTab.waitForURL(/\/estado-transaccion\//);
    await bankTab.close();

    // No reload: the first tab reads the bill again by itself.
    await page.getByRole('button', { name: 'VER MIS CÓDIGOS QR' }).waitFor({ timeout: 15_000 });
    await page.getByText('Aceptada').waitFor();
    await context.close();
  });
});
