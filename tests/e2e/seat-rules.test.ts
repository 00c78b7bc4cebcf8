// Issue 30 in Chromium against the real server (the demo rooms' default: a lone seat allowed only by
// an aisle): a choice that leaves a seat alone is explained and 'Continuar con la compra' stays
// disabled; 'Mejor disponible' for 2 and for the maximum; and the map on a 390 px phone, whose row
// letters and screen stay in view while the seats scroll sideways. Strict and off modes set on the
// programming desk's Salas page: seat-rules-desk.test.ts (a server of its own); the server's 409 when
// the page is bypassed: openapi/seat-rules.test.ts, tests/server/checkout/seat-rules.test.ts.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ShowtimeRoom } from '../../openapi/index.ts';
import { launchChromium } from '../helpers/browser.ts';
import { openFuncion, seat, signedInContext, type Funcion } from './purchase-helpers.ts';

const site = inject('siteUrl');
let browser: Browser;
let sala1: Funcion[] = [];
let used = 0;
const errors: string[] = [];

/** Tomorrow's funciones of Sala 1 (rows A–L, blocks of 4 | 8 | 4 seats, rows I–L Preferencial), one per call. */
beforeAll(async () => {
  browser = await launchChromium();
  const { dates } = (await (await fetch(`${site}/api/v1/dates/viziona`)).json()) as { dates: { function_date: string }[] };
  for (const { function_date: day } of dates.slice(1, 4)) {
    const movies = (await (await fetch(`${site}/api/v1/movies/theater/viziona/showtimes?date=${day}`)).json()) as { slug: string; showtimes: { id: number; room_name: string }[] }[];
    sala1.push(...movies.flatMap((m) => m.showtimes.filter((s) => s.room_name === 'Sala 1').map((s) => ({ id: s.id, slug: m.slug, path: `/viziona/pelicula/${m.slug}/funcion/${s.id}` }))));
  }
  // Last ones first: the purchase tests take the first funciones of tomorrow.
  sala1 = sala1.reverse();
});
afterAll(() => browser?.close());

const next = () => {
  const f = sala1[used++];
  if (!f) throw new Error('No quedan funciones de la Sala 1');
  return f;
};
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar con la compra' });
const chosen = (page: Page) => page.locator('.vz-seatmap button[aria-pressed="true"]');
const watch = (page: Page) => page.on('pageerror', (err) => errors.push(err.message));

describe('no lone seats in the browser', () => {
  it("explains a seat left alone against the wall and keeps 'Continuar' disabled; a seat alone by the aisle is allowed", async () => {
    const { context, page } = await signedInContext(browser, site);
    watch(page);
    await openFuncion(page, site, next());
    await seat(page, 'B2').click();
    await seat(page, 'B3').click();
    const notice = page.locator('.vz-lone-seat');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^La silla B1 quedaría sola/);
    expect(await continueButton(page).isDisabled()).toBe(true);
    // B4 too: B1 is still alone.
    await seat(page, 'B4').click();
    expect(await notice.textContent()).toMatch(/^La silla B1 quedaría sola/);
    // Moved one seat: B1 B2 B3 leaves B4 alone by the aisle, which this room allows.
    await seat(page, 'B4').click();
    await seat(page, 'B1').click();
    await notice.waitFor({ state: 'detached' });
    await expect.poll(() => continueButton(page).isEnabled()).toBe(true);
    // A gap between two chosen seats: B1 B3 leaves B2 alone.
    await seat(page, 'B2').click();
    expect(await page.locator('.vz-lone-seat').textContent()).toMatch(/^La silla B2 quedaría sola/);
    expect(await continueButton(page).isDisabled()).toBe(true);
    await context.close();
  });
});

describe('Mejor disponible', () => {
  async function askBest(page: Page, count: number) {
    await page.getByLabel('Cantidad de sillas').selectOption(String(count));
    await page.getByRole('button', { name: 'Mejor disponible' }).click();
    await expect.poll(() => chosen(page).count(), { timeout: 15_000 }).toBe(count);
    return chosen(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-seat')!));
  }

  it('picks 2 seats side by side about two thirds back, held and still the buyer’s to change, then reserves them', async () => {
    const { context, page } = await signedInContext(browser, site);
    watch(page);
    const funcion = next();
    await openFuncion(page, site, funcion);
    const names = await askBest(page, 2);
    // Two thirds back of rows A–L is row H (General's last row), in the middle block (seats 5–12).
    expect(names.every((n) => n.startsWith('H'))).toBe(true);
    const numbers = names.map((n) => Number(n.slice(1))).sort((a, b) => a - b);
    expect(numbers[1] - numbers[0]).toBe(1);
    expect(numbers[0]).toBeGreaterThanOrEqual(5);
    expect(numbers[1]).toBeLessThanOrEqual(12);
    // Held: another person sees them taken.
    const other = await signedInContext(browser, site);
    await openFuncion(other.page, site, funcion);
    expect(await seat(other.page, names[0]).getAttribute('aria-label')).toMatch(/ocupada$/);
    await other.context.close();
    await page.locator('.vz-seatmap button[aria-pressed="true"]').first().click();
    await expect.poll(() => chosen(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Mejor disponible' }).click();
    await expect.poll(() => chosen(page).count(), { timeout: 15_000 }).toBe(2);
    await continueButton(page).click();
    await page.getByRole('timer').waitFor();
    await context.close();
  });

  it('picks the maximum with the keyboard alone, and the screen reader hears the choice', async () => {
    const { context, page } = await signedInContext(browser, site);
    watch(page);
    const funcion = next();
    const room = (await (await fetch(`${site}/api/v1/room/${funcion.id}`)).json()) as ShowtimeRoom;
    await openFuncion(page, site, funcion);
    await page.getByLabel('Cantidad de sillas').focus();
    await page.keyboard.press('End');
    expect(await page.getByLabel('Cantidad de sillas').inputValue()).toBe(String(room.maxSeats));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mejor disponible');
    await page.keyboard.press('Enter');
    await expect.poll(() => chosen(page).count(), { timeout: 15_000 }).toBe(room.maxSeats);
    expect(await page.getByText(/^Sillas: /).textContent()).toMatch(new RegExp(`^Sillas: (\\w+\\d+, ){${room.maxSeats - 1}}\\w+\\d+$`));
    // Once the map is read again: a choice that leaves nobody alone.
    await expect.poll(() => continueButton(page).isEnabled()).toBe(true);
    expect(await page.locator('.vz-lone-seat').count()).toBe(0);
    await context.close();
  });
});

describe('the map on a 390 px phone', () => {
  it('keeps the row letter and the screen in view with the far right seat, 24 px targets, no sideways page scroll', async () => {
    const { context, page } = await signedInContext(browser, site, { width: 390, height: 844 });
    watch(page);
    await openFuncion(page, site, next());
    const box = page.locator('.vz-seatmap__scroll');
    const far = seat(page, 'B16');
    await far.scrollIntoViewIfNeeded();
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const inside = async (selector: string) => {
      const [outer, inner] = await Promise.all([box.boundingBox(), page.locator(selector).first().boundingBox()]);
      return Boolean(outer && inner && inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.width > 0);
    };
    expect(await inside('.vz-seatmap__row[aria-label="Fila B"] button[data-seat="B16"]')).toBe(true);
    expect(await inside('.vz-seatmap__row[aria-label="Fila B"] .vz-seatmap__label--start')).toBe(true);
    // Nothing covers it: the letter is what a person sees at its place.
    const letter = page.locator('.vz-seatmap__row[aria-label="Fila B"] .vz-seatmap__label--start');
    const at = (await letter.boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.textContent, [at.x + at.width / 2, at.y + at.height / 2])).toBe('B');
    const screen = (await page.getByText('PANTALLA').boundingBox())!;
    expect(screen.x).toBeGreaterThanOrEqual(0);
    expect(screen.x + screen.width).toBeLessThanOrEqual(390);
    // Where the visible part sits in the whole room.
    const view = page.locator('.vz-seatmap__overview-view');
    expect(Number.parseFloat((await view.getAttribute('style'))!.match(/left: ([\d.]+)%/)![1])).toBeGreaterThan(0);
    const target = (await far.boundingBox())!;
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('left no page errors', () => {
    expect(errors).toEqual([]);
  });
});
