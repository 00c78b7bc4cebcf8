// Issue 30's seat rule per sala, set on the programming desk's Salas page and felt on the purchase
// screen, in Chromium against the real server process (its production build) on a database of its
// own (the browser tests on the shared server buy in Sala 1 under its default rule). The first admin
// (every role) signs in; Sala 1 goes strict: a choice leaving a seat alone by the aisle, which the
// default allows, is explained and 'Continuar' stays disabled; a focal point clicked on the desk's
// map is where 'Mejor disponible' picks; with the rule off a seat alone against the wall is allowed
// and the server holds it; the sala ends as it began.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { newEmbeddedDatabase } from './new-database.ts';
import type { StaffSala } from '../../openapi/index.ts';
import { STAFF_COOKIE } from '../../openapi/session.ts';
import { firstAdminThroughApi, noSeriousViolation, signInInBrowser, staffFetch } from './staff-helpers.ts';
import { openFuncion, seat, signedInContext, type Funcion } from './purchase-helpers.ts';
import type { StaffPersonMade } from '../helpers/staff.ts';

let server: RunningServer;
let browser: Browser;
let admin: StaffPersonMade;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: newEmbeddedDatabase() }, 110_000, { bundle: true });
  admin = await firstAdminThroughApi(server, { email: 'admin.salas@viziona.test', name: 'Sara Salas', password: 'salas-norte-2026-x' });
  browser = await launchChromium();
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** Tomorrow's funciones of Sala 1 (rows A–L, blocks of 4 | 8 | 4 seats). */
async function funcionesOfSala1(site: string): Promise<Funcion[]> {
  const { dates } = (await (await fetch(`${site}/api/v1/dates/viziona`)).json()) as { dates: { function_date: string }[] };
  const movies = (await (await fetch(`${site}/api/v1/movies/theater/viziona/showtimes?date=${dates[1].function_date}`)).json()) as { slug: string; showtimes: { id: number; room_name: string }[] }[];
  return movies.flatMap((m) => m.showtimes.filter((s) => s.room_name === 'Sala 1').map((s) => ({ id: s.id, slug: m.slug, path: `/viziona/pelicula/${m.slug}/funcion/${s.id}` })));
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar con la compra' });
const notice = (page: Page) => page.locator('.vz-lone-seat');

/** On the open sala page: the mode chosen, saved, and the page says so. */
async function saveMode(desk: Page, mode: RegExp) {
  await desk.getByRole('radio', { name: mode }).check();
  await desk.getByRole('button', { name: 'Guardar' }).click();
  await desk.getByRole('status').filter({ hasText: 'Regla guardada' }).waitFor();
}

describe('the seat rule of a sala, from the desk to the purchase screen', () => {
  it('strict refuses a seat alone by the aisle, the focal point moves best available, off allows a seat alone by the wall', async () => {
    const [first, second] = await funcionesOfSala1(server.url);
    const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const desk = await deskContext.newPage();
    desk.on('pageerror', (err) => errors.push(err.message));
    await signInInBrowser(desk, server.url, admin);
    await desk.getByRole('navigation', { name: 'Área del personal' }).getByRole('link', { name: 'Salas' }).click();
    await desk.getByRole('link', { name: 'Sala 1', exact: true }).click();
    await desk.getByRole('heading', { name: 'Sala 1', level: 1 }).waitFor();
    expect(await desk.getByRole('radio', { name: /Permitir una silla sola junto al pasillo/ }).isChecked()).toBe(true);
    const salaPath = `/staff/programacion/salas/${new URL(desk.url()).pathname.split('/').at(-1)}`;
    const cookie = (await deskContext.cookies()).filter((c) => c.name === STAFF_COOKIE).map((c) => `${c.name}=${c.value}`)[0];
    const before = (await (await staffFetch(server, salaPath, { cookie })).json()) as StaffSala;
    await noSeriousViolation(desk, '/staff/programacion/salas/:id');
    // Strict, and the focal point on B14 (a click on the map).
    await desk.getByRole('button', { name: 'Silla B14' }).click();
    expect(await desk.getByTestId('punto-focal').textContent()).toBe('Punto focal: silla B14');
    await saveMode(desk, /Estricta: ninguna silla sola/);

    const buyer = await signedInContext(browser, server.url);
    buyer.page.on('pageerror', (err) => errors.push(err.message));
    await openFuncion(buyer.page, server.url, first);
    for (const name of ['B1', 'B2', 'B3']) await seat(buyer.page, name).click();
    // B4 alone by the aisle: allowed by the default, not by strict.
    await notice(buyer.page).waitFor();
    expect(await notice(buyer.page).textContent()).toMatch(/^La silla B4 quedaría sola/);
    expect(await continueButton(buyer.page).isDisabled()).toBe(true);

    // 'Mejor disponible' for 2 beside the focal point, leaving nobody alone (B15 B16 stay together).
    const other = await signedInContext(browser, server.url);
    await openFuncion(other.page, server.url, second);
    await other.page.getByLabel('Cantidad de sillas').selectOption('2');
    await other.page.getByRole('button', { name: 'Mejor disponible' }).click();
    const chosen = other.page.locator('.vz-seatmap button[aria-pressed="true"]');
    await expect.poll(() => chosen.count(), { timeout: 15_000 }).toBe(2);
    expect((await chosen.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-seat')))).sort()).toEqual(['B13', 'B14']);
    await other.context.close();

    // Off: B2 B3 leave B1 alone against the wall, and the server holds them.
    await saveMode(desk, /Sin regla/);
    await openFuncion(buyer.page, server.url, first);
    for (const name of ['B2', 'B3']) await seat(buyer.page, name).click();
    await expect.poll(() => continueButton(buyer.page).isEnabled()).toBe(true);
    expect(await notice(buyer.page).count()).toBe(0);
    await continueButton(buyer.page).click();
    await buyer.page.getByRole('timer').waitFor();
    await buyer.context.close();

    // The sala as it began: the mode on the page, the focal point's exact fractions through the API.
    await saveMode(desk, /Permitir una silla sola junto al pasillo/);
    const { loneSeats, focusFila, focusColumna } = before;
    expect((await staffFetch(server, salaPath, { method: 'PATCH', body: { focusFila, focusColumna }, cookie })).status).toBe(200);
    expect(await (await staffFetch(server, salaPath, { cookie })).json()).toEqual(before);
    expect(loneSeats).toBe('aisle');
    await deskContext.close();
    expect(errors).toEqual([]);
  });

  it('on a 390 px phone the sala map scrolls inside its box, its row letters stay in view and each seat is a 24 px target', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const desk = await phone.newPage();
    desk.on('pageerror', (err) => errors.push(err.message));
    await signInInBrowser(desk, server.url, admin);
    await desk.goto(`${server.url}/staff/programacion/salas`);
    await desk.getByRole('link', { name: 'Sala 1', exact: true }).click();
    await desk.getByRole('heading', { name: 'Sala 1', level: 1 }).waitFor();

    // Row B's far-right seat, scrolled to inside the map: its row letter is still on screen beside it.
    const row = desk.getByRole('group', { name: 'Fila B' });
    const lastSeat = row.getByRole('button').last();
    await lastSeat.scrollIntoViewIfNeeded();
    // Sala 1 is wider than the phone: the map itself scrolled, not the page.
    expect(await desk.locator('.vz-sala-mapa').evaluate((map) => map.scrollLeft)).toBeGreaterThan(0);
    expect(await desk.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    const letter = row.getByText('B', { exact: true });
    const box = (await letter.boundingBox())!;
    const seatBox = (await lastSeat.boundingBox())!;
    expect(await desk.evaluate(([x, y]) => document.elementFromPoint(x, y)?.textContent, [box.x + box.width / 2, box.y + box.height / 2])).toBe('B');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(seatBox.x + seatBox.width).toBeLessThanOrEqual(390);
    const sizes = await desk.locator('.vz-sala-mapa__silla').evaluateAll((seats) => seats.map((b) => Math.min(b.getBoundingClientRect().width, b.getBoundingClientRect().height)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
    await phone.close();
    expect(errors).toEqual([]);
  });
});

