// The purchase as new people make it, in Chromium against the real server: seats, combo, card,
// QR tickets; a rejected card; releasing seats; two people racing for one seat; the keyboard alone;
// and an accessibility check of the purchase screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import {
  acknowledge,
  animationsSettled,
  addCombo,
  freeSeats,
  funcionesOnSale,
  openFuncion,
  payByCard,
  pickFreeSeats,
  reserve,
  seat,
  seats,
  seatStateSeenBy,
  signedInContext,
  type Funcion,
} from './purchase-helpers.ts';

const site = inject('siteUrl');
let browser: Browser;
let nextFuncion: () => Funcion;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  nextFuncion = await funcionesOnSale(site);
});
afterAll(() => browser?.close());

const path = (page: Page) => new URL(page.url()).pathname;
const watch = (page: Page) => page.on('pageerror', (err) => errors.push(err.message));

describe('buying tickets', () => {
  it('buys two seats and a combo by card, sees two QR codes on /ticket/{bill} and the purchase in /mis-tickets', async () => {
    const { context, page } = await signedInContext(browser, site);
    watch(page);
    const funcion = nextFuncion();
    await openFuncion(page, site, funcion);
    await expect(page.getByRole('button', { name: 'Continuar con la compra' }).isDisabled()).resolves.toBe(true);
    const chosen = await pickFreeSeats(page, 2);
    await reserve(page);
    expect(await page.getByRole('timer').textContent()).toMatch(/^Tiempo restante: 00:(10:00|09:[0-5]\d)$/);
    await addCombo(page);
    await payByCard(page, '4575623182290326');
    await acknowledge(page, '¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.');
    await expect.poll(() => path(page)).toMatch(/^\/estado-transaccion\/.+/);
    const bill = decodeURIComponent(path(page).split('/').pop()!);
    await page.getByText('Aceptada').waitFor();
    await page.getByRole('button', { name: 'VER MIS CÓDIGOS QR' }).click();
    await expect.poll(() => path(page)).toBe(`/ticket/${encodeURIComponent(bill)}`);
    const qr = page.getByRole('img', { name: /^Código QR de la silla / });
    await expect.poll(() => qr.count()).toBe(2);
    for (const img of await qr.all()) await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    for (const name of chosen) await page.getByText(`SILLA ${name}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Confiteria' }).click();
    await page.locator('.ant-collapse').getByText(/1 x /).first().waitFor();

    await page.goto(`${site}/mis-tickets`);
    const card = page.locator(`a[href="/ticket/${encodeURIComponent(bill)}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain('Aceptada');
    await context.close();
  });

  it("a rejected card says 'Hubo un error al procesar el pago', shows the payment state and 'VOLVER A INTENTAR' goes back to the función", async () => {
    const { context, page } = await signedInContext(browser, site);
    watch(page);
    const funcion = nextFuncion();
    await openFuncion(page, site, funcion);
    const [name] = await pickFreeSeats(page, 1);
    await reserve(page);
    await payByCard(page, '4151611527583283');
    await acknowledge(page, 'Estado de la transacción', 'Hubo un error al procesar el pago');
    await expect.poll(() => path(page)).toMatch(/^\/pay-status\/card\/.+/);
    await page.getByText('Rechazada').waitFor();
    expect(await page.getByRole('button', { name: 'VER MIS CÓDIGOS QR' }).count()).toBe(0);
    await page.getByRole('button', { name: 'VOLVER A INTENTAR' }).click();
    await expect.poll(() => path(page)).toBe(funcion.path);
    // The rejected payment freed its seat.
    await page.getByRole('grid', { name: 'Mapa de sillas' }).waitFor();
    await expect.poll(async () => (await seat(page, name).getAttribute('aria-label'))?.endsWith('disponible')).toBe(true);
    await context.close();
  });
});

describe('holds', () => {
  it("'Cambiar datos anteriores' frees the seats: a second person sees them free", async () => {
    const a = await signedInContext(browser, site);
    const b = await signedInContext(browser, site);
    const funcion = nextFuncion();
    await openFuncion(a.page, site, funcion);
    const [name] = await pickFreeSeats(a.page, 1);
    await reserve(a.page);
    expect(await seatStateSeenBy(b.page, site, funcion, name)).toBe('ocupada');
    await a.page.getByRole('button', { name: 'Cambiar datos anteriores' }).click();
    await a.page.getByRole('button', { name: 'Continuar con la compra' }).waitFor();
    expect(await a.page.getByRole('timer').count()).toBe(0);
    expect(await seatStateSeenBy(b.page, site, funcion, name)).toBe('disponible');
    await a.context.close();
    await b.context.close();
  });

  it("leaving the purchase screen releases the hold (another person sees the seat free)", async () => {
    const a = await signedInContext(browser, site);
    const b = await signedInContext(browser, site);
    const funcion = nextFuncion();
    await openFuncion(a.page, site, funcion);
    const [name] = await pickFreeSeats(a.page, 1);
    await reserve(a.page);
    await a.page.getByRole('link', { name: 'Cartelera' }).first().click();
    await expect.poll(() => path(a.page)).toBe('/cartelera');
    await expect.poll(() => seatStateSeenBy(b.page, site, funcion, name)).toBe('disponible');

    // Closing the tab too (a keepalive request on pagehide).
    await openFuncion(a.page, site, funcion);
    const [other] = await pickFreeSeats(a.page, 1);
    await reserve(a.page);
    expect(await seatStateSeenBy(b.page, site, funcion, other)).toBe('ocupada');
    await a.page.close({ runBeforeUnload: true });
    await expect.poll(() => seatStateSeenBy(b.page, site, funcion, other), { timeout: 10_000 }).toBe('disponible');
    await a.context.close();
    await b.context.close();
  });

  it("two people race for one seat: one holds it, the other reads 'Las sillas ya están reservadas.'", async () => {
    const a = await signedInContext(browser, site);
    const b = await signedInContext(browser, site);
    const funcion = nextFuncion();
    await openFuncion(a.page, site, funcion);
    await openFuncion(b.page, site, funcion);
    const name = (await freeSeats(a.page).first().getAttribute('data-seat'))!;
    await seat(a.page, name).click();
    await seat(b.page, name).click();
    await Promise.all([
      a.page.getByRole('button', { name: 'Continuar con la compra' }).click(),
      b.page.getByRole('button', { name: 'Continuar con la compra' }).click(),
    ]);
    const outcome = async (page: Page) => {
      const won = page.getByRole('timer');
      const lost = page.locator('.ant-modal').filter({ hasText: 'Hubo un error al resevar' });
      await Promise.race([won.waitFor(), lost.waitFor()]);
      return (await won.count()) > 0 ? 'won' : 'lost';
    };
    const results = await Promise.all([outcome(a.page), outcome(b.page)]);
    expect([...results].sort()).toEqual(['lost', 'won']);
    const loser = results[0] === 'lost' ? a.page : b.page;
    await acknowledge(loser, 'Hubo un error al resevar', 'Las sillas ya están reservadas.');
    // After OK the selection is cleared and the map read again: the seat is someone else's now.
    await expect.poll(async () => (await seat(loser, name).getAttribute('aria-label'))?.endsWith('ocupada')).toBe(true);
    expect(await loser.locator('.vz-seatmap button[aria-pressed="true"]').count()).toBe(0);
    await a.context.close();
    await b.context.close();
  });
});

describe('the keyboard alone', () => {
  /** Presses Tab until the focused element matches, like a person moving through the page. */
  async function tabTo(page: Page, matches: (el: Element) => boolean, max = 80) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((src) => new Function('el', `return (${src})(el)`)(document.activeElement), matches.toString())) return;
    }
    throw new Error('No llegué con Tab al elemento buscado');
  }

  it('chooses seats with the arrows and Space, and buys them by card', async () => {
    const { context, page } = await signedInContext(browser, site);
    watch(page);
    const funcion = nextFuncion();
    await openFuncion(page, site, funcion);
    await tabTo(page, (el) => el.classList.contains('vz-seat'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.vz-seatmap button[aria-pressed="true"]').count()).toBe(2);
    await tabTo(page, (el) => el.textContent === 'Continuar con la compra');
    await page.keyboard.press('Enter');
    await page.getByRole('timer').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Finalizar compra' }).isEnabled()).toBe(true);
    await tabTo(page, (el) => el.textContent === 'Finalizar compra');
    await page.keyboard.press('Enter');
    await page.locator('.ant-drawer').waitFor();
    await tabTo(page, (el) => (el.textContent ?? '').includes('Visa / Mastercard'));
    await page.keyboard.press('Enter');
    await page.locator('.ant-modal').filter({ hasText: 'Confirma tu medio de pago' }).waitFor();
    await tabTo(page, (el) => el.textContent === 'Continuar');
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el.id === 'card-cardName');
    await page.keyboard.type('EVA TECLADO');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4575623182290326');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2030');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await page.locator('.ant-modal').filter({ hasText: '¡Transaccion exitosa!' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page)).toMatch(/^\/estado-transaccion\//);
    await context.close();
  });
});

describe('accessibility of the purchase screen', () => {
  it('has no serious or critical axe violation (seats, then confectionery), on a phone', async () => {
    const { context, page } = await signedInContext(browser, site, { width: 390, height: 844 });
    const funcion = nextFuncion();
    await openFuncion(page, site, funcion);
    const check = async () => {
      // The settled page: a button caught halfway through antd's colour transition has, for that
      // moment, the contrast of neither of its states.
      await animationsSettled(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    };
    expect(await check()).toEqual([]);
    // On 390 px every seat can be reached: the map scrolls, nothing is cut off.
    const last = seats(page).last();
    await last.scrollIntoViewIfNeeded();
    expect(await last.isVisible()).toBe(true);
    await pickFreeSeats(page, 1);
    await reserve(page);
    await page.getByRole('heading', { name: 'Confitería' }).waitFor();
    expect(await check()).toEqual([]);
    await context.close();
  });

  it('the pages of the purchase threw no script error', () => {
    expect(errors).toEqual([]);
  });
});

