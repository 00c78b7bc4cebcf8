// Issue 28's "Done when" for the door, in Chromium against the real server process (its production
// build) on a new embedded database: a función starting in a few minutes, two tickets bought
// through the site, then the door page on a phone whose camera (Chromium's fake camera) films the
// first ticket's real QR as the site serves it. First scan valid, the same ticket again ya_usado,
// a forged code red (typed in), undo, two scans offline queued and sent when back online (the page
// itself reloaded offline from the service worker), a second door seeing the entries after its
// sync, and a refunded ticket (its función cancelled: the bill flagged for refund) anulado after sync.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FuncionesCreated, FuncionesPreview, ProgramacionOptions } from '../../openapi/index.ts';
import { chromiumArgs, chromiumPath, launchChromium } from '../helpers/browser.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { fakeCameraArgs, fakeCameraFilming } from './fake-camera.ts';
import { acknowledge, openFuncion, payByCard, pickFreeSeats, reserve, signedInContext } from './purchase-helpers.ts';
import { enrolFromInvitation, firstAdminWithCookie, invitationLinkFor, newStaffPerson, noSeriousViolation, staffFetch } from './staff-helpers.ts';

let server: RunningServer;
let smtp: TestSmtpServer;
let buyerBrowser: Browser;
let doorBrowser: Browser;
let adminCookie: string;
const errors: string[] = [];
const camera = path.join(os.tmpdir(), `vz-porteria-${process.pid}.y4m`);
const porter = newStaffPerson('luis.porteria@viziona.test', 'Luis Portero', 'puerta-norte-2026-x', ['porteria']);

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServerProcess({ SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' }, 150_000, { bundle: true });
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

const bogota = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)!.value;

/** A función of a film on the billboard starting ten minutes from now (its entry window is open), in a room made free then. */
async function funcionStartingSoon() {
  const options = (await (await staffFetch(server, '/staff/programacion/opciones', { cookie: adminCookie })).json()) as ProgramacionOptions;
  const film = options.films.find((f) => f.type === 'Estreno')!;
  const at = bogota(new Date(Date.now() + 10 * 60_000));
  const date = `${part(at, 'year')}-${part(at, 'month')}-${part(at, 'day')}`;
  for (const room of options.rooms.filter((r) => !/VIP/i.test(r.name))) {
    const body = { film_id: film.id, room_ids: [room.id], from: date, to: date, weekdays: [1, 2, 3, 4, 5, 6, 7], times: [`${part(at, 'hour')}:${part(at, 'minute')}`], format: room.formats[0], version: 'Subtitulada' };
    const preview = (await (await staffFetch(server, '/staff/programacion/funciones/vista-previa', { method: 'POST', body, cookie: adminCookie })).json()) as FuncionesPreview;
    // Whatever the hour the test runs at, the demo programming may fill the room then: the funciones
    // it crosses (none sold on this new database) are deleted, as the desk allows; any other conflict
    // (no prices for the format) moves on to the next room.
    const conflicts = preview.funciones.flatMap((c) => c.conflicts);
    if (conflicts.some((c) => c.kind !== 'cruce' || c.funcion_id === null)) continue;
    const deleted = await Promise.all(conflicts.map((c) => staffFetch(server, `/staff/programacion/funciones/${c.funcion_id}`, { method: 'DELETE', cookie: adminCookie })));
    if (deleted.some((d) => !d.ok)) continue;
    const res = await staffFetch(server, '/staff/programacion/funciones', { method: 'POST', body, cookie: adminCookie });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as FuncionesCreated;
    return { id: created.funciones[0].id, slug: film.slug, path: `/viziona/pelicula/${film.slug}/funcion/${created.funciones[0].id}` };
  }
  throw new Error('Ninguna sala libre en diez minutos');
}

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

  it('two tickets bought through the site; the first one filmed by the door phone enters once', async () => {
    ({ cookie: adminCookie } = await firstAdminWithCookie(server, newStaffPerson('admin.porteria@viziona.test', 'Admin Puerta', 'admin-puerta-2026-x', [])));
    funcion = await funcionStartingSoon();
    const buyer = await signedInContext(buyerBrowser, server.url);
    await openFuncion(buyer.page, server.url, { ...funcion, slug: '' });
    await pickFreeSeats(buyer.page, 2);
    await reserve(buyer.page);
    await payByCard(buyer.page, '4575623182290326');
    await acknowledge(buyer.page, '¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.');
    await buyer.page.getByRole('button', { name: 'VER MIS CÓDIGOS QR' }).click();
    const qr = buyer.page.getByRole('img', { name: /^Código QR de la silla / });
    await expect.poll(() => qr.count()).toBe(2);
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
    await enrolFromInvitation(page, server, await invitationLinkFor(smtp, porter.email), porter, /Portería/);
    await openDoor(page);
    await verdict(page, 'valido', /Bienvenido/);
    await noSeriousViolation(page, 'la puerta escaneando');
    // Still in front of the camera: read once. Shown again (typed here), it already entered.
    await typed(page, codes[0]);
    await verdict(page, 'ya_usado', /Ya ingresó.*Entró a las \d\d:\d\d por Todas las salas/);
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

  it('a second door sees both entries after its sync; a refunded ticket is anulado after the next sync', async () => {
    const second = await doorBrowser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['camera'] });
    await second.addCookies(await door.cookies());
    const other = await second.newPage();
    other.on('pageerror', (err) => errors.push(err.message));
    await openDoor(other);
    // Its camera films the first ticket: it already entered (the server says so at once).
    await verdict(other, 'ya_usado', /Ya ingresó/);
    // Decided on the device from what it synced: the other door's entries.
    await second.setOffline(true);
    await typed(other, codes[1]);
    await verdict(other, 'ya_usado', /Revisado sin conexión/);
    await second.close();

    // The función is cancelled: its paid bill is flagged for refund (server/bills/moves.ts), a revocation.
    const cancelled = await staffFetch(server, `/staff/programacion/funciones/${funcion.id}/cancelacion`, { method: 'POST', body: { reason: 'Falla del proyector de la sala.' }, cookie: adminCookie });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    // The first door syncs when it is shown again, then decides offline.
    const synced = page.waitForResponse((res) => res.url().includes('/api/v1/staff/porteria/sincronizacion') && res.ok(), { timeout: 15_000 });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await synced;
    await expect.poll(() => page.getByTestId('conexion').textContent()).toMatch(/^En línea · sincronizado/);
    await door.setOffline(true);
    await typed(page, codes[1]);
    await verdict(page, 'anulado', /Boleta anulada/);
    // Back online, the door syncs at once; a sync running then would let the next signal pass unseen.
    const back = page.waitForResponse((res) => res.url().includes('/api/v1/staff/porteria/sincronizacion') && res.ok(), { timeout: 15_000 });
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
  }, 60_000);
});
