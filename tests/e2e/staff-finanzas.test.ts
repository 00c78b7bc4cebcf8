// Issue 29's "Done when" for the finance desks, in Chromium against the real server process (its
// production build) on a new embedded database: a buyer's paid función is cancelled, so the bill
// waits for its refund; the finance person (invited with the role finanzas) refunds it from the
// list through the sandbox gateway, and the buyer's e-mail arrives over SMTP in Spanish; then opens
// the daily sales, sees the day's accepted sale (the refunded bill is no sale) and downloads the
// CSV, whose content is checked.
import fs from 'node:fs';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Movie, PaymentResult, SalesReport } from '../../openapi/index.ts';
import { animationsSettled, launchChromium } from '../helpers/browser.ts';
import { tomorrowInBogota } from '../helpers/days.ts';
import { httpApp } from '../helpers/http-app.ts';
import { cardBody, pay, reserve } from '../helpers/purchase.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { newEmbeddedDatabase } from './new-database.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { acceptInvitationThroughApi, firstAdminWithCookie, invitationLinkFor, newStaffPerson, noSeriousViolation, signInInBrowser, staffFetch } from './staff-helpers.ts';

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];
const ZONE = 'America/Bogota';

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServerProcess({ DATA_DIR: newEmbeddedDatabase(), SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' }, 110_000, { bundle: true });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })).newPage();
  page.on('pageerror', (err) => errors.push(err.message));
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.close();
});

/** Tomorrow's funciones, as the public cartelera lists them. */
async function funcionesTomorrow(): Promise<number[]> {
  const movies = (await (await fetch(`${server.url}/api/v1/movies/theater/viziona/showtimes?date=${tomorrowInBogota()}`)).json()) as Movie[];
  return movies.flatMap((m) => m.showtimes ?? []).map((s) => s.id);
}

/** A ticket of the función bought through the API with the sandbox's accepted card: its bill number and buyer. */
async function boughtTicket(showtimeId: number) {
  const http = httpApp(server.url);
  const r = await reserve(http, { count: 1, showtimeId });
  const paid = await pay(http, r.session.token, cardBody(r));
  expect(paid.statusCode, paid.body).toBe(200);
  return { showtimeId: r.showtimeId, bill: (paid.json() as PaymentResult).bill, email: r.session.user.email.toLowerCase() };
}

describe('the finance desks in the browser', () => {
  it('refunds a flagged bill through the sandbox, the buyer is e-mailed; the day’s sales and their CSV', async () => {
    const { cookie } = await firstAdminWithCookie(server, newStaffPerson('admin.finanzas@viziona.test', 'Admin Finanzas', 'admin-sur-2026-xyz', []));
    const invited = await staffFetch(server, '/staff/invitations', { method: 'POST', cookie, body: { email: 'luz.finanzas@viziona.test', name: 'Luz Finanzas', roles: ['finanzas'] } });
    expect(invited.status, await invited.clone().text()).toBe(201);
    const luz = await acceptInvitationThroughApi(server, await invitationLinkFor(smtp, 'luz.finanzas@viziona.test'), 'caja-fuerte-2026-luz');

    // One sale stays; another's función is cancelled by programming, so its bill waits for a refund.
    const [first, second] = await funcionesTomorrow();
    const kept = await boughtTicket(first);
    const flagged = await boughtTicket(second);
    const cancelled = await staffFetch(server, `/staff/programacion/funciones/${flagged.showtimeId}/cancelacion`, { method: 'POST', cookie, body: { reason: 'Falla del proyector.' } });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);

    // Luz refunds it from the list, through the gateway.
    await signInInBrowser(page, server.url, luz);
    const menu = page.getByRole('navigation', { name: 'Área del personal' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Inicio', 'Reembolsos', 'Ventas']);
    await menu.getByRole('link', { name: 'Reembolsos' }).click();
    await page.getByRole('heading', { name: 'Reembolsos pendientes' }).waitFor();
    const row = page.locator('tr.ant-table-row', { hasText: flagged.bill });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByText(flagged.email).count()).toBe(1);
    expect(await row.getByText('Función cancelada', { exact: true }).count()).toBe(1);
    await noSeriousViolation(page, '/staff/finanzas/reembolsos');
    await row.getByRole('button', { name: `Reembolsar la factura ${flagged.bill}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reembolsar la factura ${flagged.bill}` });
    await dialog.waitFor();
    await animationsSettled(page);
    expect(await dialog.getByRole('radio', { name: 'Por la pasarela de pagos' }).isChecked()).toBe(true);
    await noSeriousViolation(page, 'diálogo de reembolso');
    await dialog.getByRole('button', { name: /^Reembolsar \$/ }).click();
    await dialog.getByRole('heading', { name: 'Reembolso hecho' }).waitFor({ timeout: 15_000 });
    const said = (await dialog.getByText(/reembolsada/).textContent())!;
    const reference = /referencia (R\d{9})/.exec(said)![1];
    await dialog.getByRole('button', { name: 'Volver a la lista' }).click();
    await expect.poll(() => page.locator('tr.ant-table-row', { hasText: flagged.bill }).count(), { timeout: 15_000 }).toBe(0);

    // The buyer's e-mail, in Spanish, over SMTP, with the refund's reference.
    const mail = await smtp.waitFor((m) => m.to.includes(flagged.email) && m.subject === 'Te devolvimos tu pago en Viziona', 15_000);
    expect(mail.text).toContain(`factura ${flagged.bill}`);
    expect(mail.text).toContain(`referencia ${reference}`);

    // The daily sales: today's one accepted ticket; the refunded bill counts only as a refund.
    await menu.getByRole('link', { name: 'Ventas' }).click();
    await page.getByRole('heading', { name: 'Ventas por día', level: 1 }).waitFor();
    await page.getByRole('figure', { name: /Ventas de los últimos días/ }).waitFor({ timeout: 15_000 });
    const totals = page.getByLabel('Totales del rango');
    await expect.poll(async () => (await totals.textContent())?.replace(/\s/g, ' ')).toMatch(/Boletas1Combos0Membresías0Reembolsos1 \(\$ [\d.]+\)/);
    await noSeriousViolation(page, '/staff/finanzas/ventas');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar CSV' }).click()]);
    const today = DateTime.now().setZone(ZONE);
    expect(download.suggestedFilename()).toBe(`ventas-${today.minus({ days: 29 }).toISODate()}-a-${today.toISODate()}.csv`);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Fecha;Teatro;Película;Sala;Hora;Función;Boletas;Combos;Membresías;Bruto;Servicio;Ocupación (%)');
    const report = (await (await staffFetch(server, `/staff/finanzas/ventas?from=${today.toISODate()}&to=${today.toISODate()}`, { cookie })).json()) as SalesReport;
    const sale = lines.find((l) => l.split(';')[5] === String(report.rows[0].funcion!.id))!.split(';');
    expect(sale[0]).toBe(today.toFormat('dd/MM/yyyy'));
    expect(sale.slice(6, 11)).toEqual(['1', '0', '0', String(report.totals.gross), String(report.totals.service)]);
    expect(lines.at(-1)).toMatch(new RegExp(`^Total .*;;;;;;1;0;0;${report.totals.gross};${report.totals.service};$`));
    expect(kept.showtimeId).toBe(report.rows[0].funcion!.id);
    expect(errors).toEqual([]);
  }, 150_000);
});
