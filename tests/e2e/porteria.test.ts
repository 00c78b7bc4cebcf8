// Issue 28's "Done when" for the door, in Chromium against the real server process (its production
// build) on a new embedded database: a función starting in a few minutes, three tickets bought
// through the site, then the door page on a phone whose camera (Chromium's fake camera) films the
// first ticket's real QR as the site serves it. First scan valid, the same ticket again ya_usado,
// a forged code red (typed in), undo, two scans offline queued and sent when back online (the page
// itself reloaded offline from the service worker), a second door seeing the entries after its
// sync; both doors offline letting the third ticket in, and once synced the usher sees it on the
// staff page 'Entradas duplicadas'; a refunded ticket (its función cancelled, then its bill refunded
// by the finance desk through the sandbox gateway) anulado after sync.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { DuplicadoOfflineList, IngresoEnVivoPedido, PorteriaOptions, StaffInvitationView, StaffRefundDone, StaffRefundList } from '../../openapi/index.ts';
import { leerCodigo, ticketKey } from '../../openapi/ingreso.ts';
import { chromiumArgs, chromiumPath, launchChromium } from '../helpers/browser.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { newEmbeddedDatabase } from './new-database.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { freshCode } from '../helpers/staff.ts';
import { fakeCameraArgs, fakeCameraFilming } from './fake-camera.ts';
import { acknowledge, openFuncion, payByCard, pickFreeSeats, reserve, signedInContext } from './purchase-helpers.ts';
import { enrolFromInvitation, firstAdminWithCookie, funcionStartingSoon, invitationLinkFor, newStaffPerson, noSeriousViolation, staffFetch } from './staff-helpers.ts';

let server: RunningServer;
let smtp: TestSmtpServer;
let buyerBrowser: Browser;
let doorBrowser: Browser;
let adminCookie: string;
const errors: string[] = [];
const camera = path.join(os.tmpdir(), `vz-porteria-${process.pid}.y4m`);
const porter = newStaffPerson('luis.porteria@viziona.test', 'Luis Portero', 'puerta-norte-2026-x', ['porteria']);
const cashier = newStaffPerson('luz.finanzas@viziona.test', 'Luz Finanzas', 'caja-fuerte-2026-luz', ['finanzas']);

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServerProcess({ DATA_DIR: newEmbeddedDatabase(), SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' }, 150_000, { bundle: true });
  buyerBrowser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await buyerBrowser?.close();
  await doorBrowser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.close();
  fs.rmSync(camera, { force: true });
});

/** The verdict that fills the door's screen, its result and text; then it goes by itself. */
async function verdict(page: Page, result: string, text?: string | RegExp) {
  const shown = page.getByTestId('veredicto');
  await expect.poll(() => shown.getAttribute('data-resultado'), { timeout: 15_000 }).toBe(result);
  if (text) expect(await shown.textContent()).toMatch(text);
  const said = (await page.getByTestId('anuncio').textContent()) ?? '';
  expect(said.length).toBeGreaterThan(0);
  await shown.waitFor({ state: 'detached', timeout: 5000 });
}

/** A code typed in, as the usher does when the camera cannot read it. */
async function typed(page: Page, code: string) {
  await page.getByPlaceholder('Código de la boleta').fill(code);
  await page.getByRole('button', { name: 'Revisar' }).click();
}

/** The bill a code is of, and its ticket's key (bill, función, seat), as the door reads them. */
const billOf = (code: string) => leerCodigo(code)!.bill;
const keyOf = (code: string) => ticketKey(leerCodigo(code)!);

/** The device id a door page sends its scans with (from its registerIngresos calls and its WebSocket's messages), and how many went over the WebSocket. */
function deviceOf(page: Page) {
  const seen: { device?: string; overWebSocket: number } = { overWebSocket: 0 };
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/staff/porteria/ingresos') seen.device = (JSON.parse(req.postData()!) as { device: string }).device;
  });
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname !== '/api/v1/staff/porteria/ingresos/en-vivo') return;
    ws.on('framesent', ({ payload }) => {
      seen.device = (JSON.parse(String(payload)) as IngresoEnVivoPedido).batch.device;
      seen.overWebSocket++;
    });
  });
  return seen;
}

/** The next sync of a door page that the server answers 200. */
const nextSync = (page: Page) => page.waitForResponse((res) => res.url().includes('/api/v1/staff/porteria/sincronizacion') && res.ok(), { timeout: 15_000 });

/** A finance person (role finanzas), invited by the admin and enrolled through the API: their session cookie. */
async function financeCookie() {
  const invited = await staffFetch(server, '/staff/invitations', { method: 'POST', body: { email: cashier.email, name: cashier.name, roles: ['finanzas'] }, cookie: adminCookie });
  expect(invited.status, await invited.clone().text()).toBe(201);
  const token = new URL(await invitationLinkFor(smtp, cashier.email)).hash.slice(1);
  cashier.secret = ((await (await staffFetch(server, '/staff/invitations/lookup', { method: 'POST', body: { token } })).json()) as StaffInvitationView).enrolment.secret;
  const accepted = await staffFetch(server, '/staff/invitations/acceptance', { method: 'POST', body: { token, password: cashier.password, code: await freshCode(cashier) } });
  expect(accepted.status, await accepted.clone().text()).toBe(201);
  return /vz_staff=[^;]+/.exec(accepted.headers.get('set-cookie') ?? '')![0];
}

/** The door page on a phone: the door chosen (the theater, todas las salas), synced, the camera on. */
async function openDoor(page: Page) {
  await page.goto(`${server.url}/staff/porteria`);
  await page.getByRole('heading', { name: '¿En qué puerta estás?' }).waitFor({ timeout: 15_000 });
  await noSeriousViolation(page, 'elegir la puerta');
  await page.getByRole('button', { name: 'Usar esta puerta' }).click();
  await page.getByTestId('camara').waitFor({ timeout: 15_000 });
  await expect.poll(() => page.getByTestId('conexion').textContent(), { timeout: 15_000 }).toMatch(/^En línea · sincronizado/);
}

describe('the door', () => {
  let codes: string[];
  let funcion: { id: number; path: string };
  let door: BrowserContext;
  let page: Page;
  let doorDevice: ReturnType<typeof deviceOf>;

  it('three tickets bought through the site; the first one filmed by the door phone enters once', async () => {
    ({ cookie: adminCookie } = await firstAdminWithCookie(server, newStaffPerson('admin.porteria@viziona.test', 'Admin Puerta', 'admin-puerta-2026-x', [])));
    funcion = await funcionStartingSoon(server, adminCookie);
    const buyer = await signedInContext(buyerBrowser, server.url);
    await openFuncion(buyer.page, server.url, { ...funcion, slug: '' });
    await pickFreeSeats(buyer.page, 3);
    await reserve(buyer.page);
    await payByCard(buyer.page, '4575623182290326');
    await acknowledge(buyer.page, '¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.');
    await buyer.page.getByRole('button', { name: 'VER MIS CÓDIGOS QR' }).click();
    const qr = buyer.page.getByRole('img', { name: /^Código QR de la silla / });
    await expect.poll(() => qr.count()).toBe(3);
    const sources = await qr.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    codes = sources.map((src) => decodeURIComponent(new URL(src).pathname.split('/').pop()!));
    expect(codes.every((c) => c.startsWith('VZ1.'))).toBe(true);
    // The camera films the first ticket's QR exactly as the site serves it.
    await fakeCameraFilming(buyer.context, sources[0], camera);
    await buyer.context.close();

    // The usher, invited by the admin with the porteria role, enrols on the phone.
    const invited = await staffFetch(server, '/staff/invitations', { method: 'POST', body: { email: porter.email, name: porter.name, roles: ['porteria'] }, cookie: adminCookie });
    expect(invited.status, await invited.clone().text()).toBe(201);
    doorBrowser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs, ...fakeCameraArgs(camera)] });
    door = await doorBrowser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['camera'] });
    page = await door.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    doorDevice = deviceOf(page);
    await enrolFromInvitation(page, server, await invitationLinkFor(smtp, porter.email), porter, /Portería/);
    await openDoor(page);
    await verdict(page, 'valido', /Bienvenido/);
    await noSeriousViolation(page, 'la puerta escaneando');
    // Still in front of the camera: read once. Shown again (typed here), it already entered.
    await typed(page, codes[0]);
    await verdict(page, 'ya_usado', /Ya ingresó.*Entró a las \d\d:\d\d por Todas las salas/);
    // The first scan went as a request while the door's WebSocket opened; this one went over it.
    expect(doorDevice.overWebSocket).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
  }, 240_000);

  it('a forged code is red; an accepted entry can be undone', async () => {
    // One character of the signature changed (one that carries six bits of it).
    const at = codes[1].length - 10;
    const forged = codes[1].slice(0, at) + (codes[1][at] === 'A' ? 'B' : 'A') + codes[1].slice(at + 1);
    await typed(page, forged);
    await verdict(page, 'firma_invalida', /Código no válido/);
    await typed(page, codes[1]);
    await page.getByTestId('veredicto').waitFor();
    await page.getByRole('button', { name: 'Deshacer último ingreso' }).click();
    await page.getByText('Ingreso anulado: la boleta puede volver a entrar.').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Deshacer último ingreso' }).count()).toBe(0);
  }, 60_000);

  it('offline (the page reloaded from the service worker), two scans are decided on the phone and queued; back online they are sent', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await door.setOffline(true);
    await page.reload();
    await page.getByTestId('camara').waitFor({ timeout: 15_000 });
    await typed(page, codes[1]);
    // The seat as the site names it (the sync's seat labels), not its id.
    await verdict(page, 'valido', /Silla [A-Z]{1,2}\d{1,3} · .*Revisado sin conexión/);
    await typed(page, codes[0]);
    await verdict(page, 'ya_usado');
    await expect.poll(() => page.getByTestId('conexion').textContent()).toMatch(/Sin conexión · 2 ingresos por enviar/);
    await door.setOffline(false);
    await expect.poll(() => page.getByTestId('conexion').textContent(), { timeout: 15_000 }).toMatch(/^En línea · sincronizado/);
  }, 60_000);

  it('a second door sees both entries after its sync; both doors offline let the third ticket in, and the usher sees the duplicate on the staff page', async () => {
    const second = await doorBrowser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['camera'] });
    await second.addCookies(await door.cookies());
    const other = await second.newPage();
    other.on('pageerror', (err) => errors.push(err.message));
    const otherDevice = deviceOf(other);
    await openDoor(other);
    // Its camera films the first ticket: it already entered (the server says so at once).
    await verdict(other, 'ya_usado', /Ya ingresó/);
    // Decided on the device from what it synced: the other door's entries.
    await second.setOffline(true);
    await typed(other, codes[1]);
    await verdict(other, 'ya_usado', /Revisado sin conexión/);

    // Both doors offline: the third ticket enters at the first door, then at the second (neither knows).
    await door.setOffline(true);
    await typed(page, codes[2]);
    await verdict(page, 'valido', /Revisado sin conexión/);
    await typed(other, codes[2]);
    await verdict(other, 'valido', /Revisado sin conexión/);
    // Back online, the second door's (later) scan reaches the server first; the first door's earlier one wins.
    let synced = nextSync(other);
    await second.setOffline(false);
    await synced;
    synced = nextSync(page);
    await door.setOffline(false);
    await synced;
    await expect.poll(() => page.getByTestId('conexion').textContent()).toMatch(/^En línea · sincronizado/);
    await expect.poll(() => other.getByTestId('conexion').textContent()).toMatch(/^En línea · sincronizado/);
    await second.close();

    // What the server keeps: the first door's (earlier) entry counts, the second door's is the duplicate.
    // Only that one: the second door's offline ya_usado of the second ticket (it knew of the entry)
    // let nobody in, and its scan says so (device_result).
    const porterCookie = (await door.cookies()).filter((c) => c.name === 'vz_staff').map((c) => `${c.name}=${c.value}`)[0];
    const theater = ((await (await staffFetch(server, '/staff/porteria/opciones', { cookie: porterCookie })).json()) as PorteriaOptions).theaters[0];
    const listed = (await (await staffFetch(server, `/staff/porteria/duplicados?theater=${theater.id}`, { cookie: porterCookie })).json()) as DuplicadoOfflineList;
    const third = listed.items.filter((i) => i.ticket.ticket_key === keyOf(codes[2]));
    expect(third).toHaveLength(1);
    expect(listed.items.map((i) => i.ticket.ticket_key)).toEqual([keyOf(codes[2])]);
    const [dup] = third;
    expect([dup.winner?.device, dup.duplicate.device]).toEqual([doorDevice.device, otherDevice.device]);
    expect(dup.winner!.at < dup.duplicate.at).toBe(true);

    // The usher (role porteria) opens 'Entradas duplicadas' from the staff menu, on a wider screen.
    const desk = await doorBrowser.newContext({ viewport: { width: 1280, height: 800 } });
    await desk.addCookies(await door.cookies());
    const staff = await desk.newPage();
    staff.on('pageerror', (err) => errors.push(err.message));
    await staff.goto(`${server.url}/staff`);
    const menu = staff.getByRole('navigation', { name: 'Área del personal' });
    await expect.poll(() => menu.getByRole('link').allTextContents(), { timeout: 15_000 }).toEqual(['Inicio', 'Portería', 'Entradas duplicadas']);
    await menu.getByRole('link', { name: 'Entradas duplicadas' }).click();
    await staff.getByRole('heading', { name: 'Entradas duplicadas', level: 1 }).waitFor();
    const rows = staff.getByRole('table', { name: 'Entradas duplicadas' }).locator('tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(listed.items.length);
    const row = rows.filter({ has: staff.getByRole('cell', { name: dup.ticket.seat, exact: true }) });
    expect(await row.count()).toBe(1);
    const text = (await row.textContent())!;
    for (const shown of [dup.ticket.film, dup.ticket.room, dup.ticket.bill, dup.winner!.door, dup.winner!.device, dup.duplicate.device, 'Hora del dispositivo', 'Recibido']) expect(text).toContain(shown);
    // The entry that counts comes before the duplicate.
    expect(text.indexOf(dup.winner!.device)).toBeLessThan(text.indexOf(dup.duplicate.device));
    expect(await staff.getByLabel('Teatro').count()).toBe(1);
    await noSeriousViolation(staff, '/staff/entradas-duplicadas');
    await desk.close();
    expect(errors).toEqual([]);
  }, 90_000);

  it('a refunded ticket (its función cancelled, its bill refunded by the finance desk) is anulado after the next sync; a role removed stops the door', async () => {
    // The función is cancelled: its paid bill is flagged for refund (server/bills/moves.ts).
    const cancelled = await staffFetch(server, `/staff/programacion/funciones/${funcion.id}/cancelacion`, { method: 'POST', body: { reason: 'Falla del proyector de la sala.' }, cookie: adminCookie });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    // The finance desk refunds it through the sandbox gateway (its own browser test is staff-finanzas.test.ts).
    const finance = await financeCookie();
    const waiting = ((await (await staffFetch(server, '/staff/finanzas/reembolsos', { cookie: finance })).json()) as StaffRefundList).refunds.find((r) => r.number === billOf(codes[1]))!;
    expect(waiting.cause).toBe('funcion_cancelada');
    const refunded = await staffFetch(server, `/staff/finanzas/reembolsos/${waiting.bill_id}`, { method: 'POST', body: { via: 'pasarela', amount: waiting.amount }, cookie: finance });
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect(((await refunded.json()) as StaffRefundDone).number).toBe(billOf(codes[1]));
    // The first door syncs when it is shown again, then decides offline.
    const synced = nextSync(page);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await synced;
    await expect.poll(() => page.getByTestId('conexion').textContent()).toMatch(/^En línea · sincronizado/);
    await door.setOffline(true);
    await typed(page, codes[1]);
    await verdict(page, 'anulado', /Boleta anulada/);
    // Back online, the door syncs at once; a sync running then would let the next signal pass unseen.
    const back = nextSync(page);
    await door.setOffline(false);
    await back;
    await expect.poll(() => page.getByTestId('conexion').textContent()).toMatch(/^En línea · sincronizado/);

    // An admin takes the porteria role away: the session ends, and the door says the role was removed.
    const people = (await (await staffFetch(server, '/staff/people', { cookie: adminCookie })).json()) as { people: { id: number; email: string }[] };
    const usher = people.people.find((p) => p.email === porter.email)!;
    const held = ((await (await staffFetch(server, '/staff/me', { cookie: adminCookie })).json()) as { person: { roles: string[] } }).person.roles;
    const removed = await staffFetch(server, `/staff/people/${usher.id}/roles`, { method: 'PUT', body: { roles: [held.find((r) => r !== 'porteria' && r !== 'admin') ?? 'admin'] }, cookie: adminCookie });
    expect(removed.status, await removed.clone().text()).toBe(200);
    const refused = page.waitForResponse((res) => res.url().includes('/api/v1/staff/porteria/sincronizacion') && res.status() === 403, { timeout: 15_000 });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await refused;
    await page.getByText(/Ya no tienes el rol de portería/).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  }, 90_000);
});
