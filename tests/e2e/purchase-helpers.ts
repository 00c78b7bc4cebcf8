// Helpers of the purchase browser tests: a new signed-in user, a función on sale, and the steps of
// the purchase screen as a person takes them (through the page, never through the API).
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { animationsSettled } from '../helpers/browser.ts';

export { animationsSettled };

let counter = 0;

/** Registers a new person through the API (as the registration page does) and returns the session. */
export async function newUser(site: string, address?: string): Promise<{ token: string; email: string }> {
  counter++;
  const unique = `${process.pid}${Date.now().toString(36)}${counter}`;
  const { token: registerToken } = (await (await fetch(`${site}/api/v1/token/register`, { method: 'POST' })).json()) as { token: string };
  const email = address ?? `compra.${unique}@example.com`;
  const res = await fetch(`${site}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Eva', lastname: 'Compra', email, password: 'Cine2026ok', doc_type: 'CC', doc_number: `9${unique.replace(/\D/g, '').slice(-9)}${counter}`,
      phone: '3001234567', birthday: '1994-05-17', sex: 'F', device: 'web', register_token: registerToken,
    }),
  });
  if (res.status !== 201) throw new Error(`registro falló: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { token: string };
  return { token: session.token, email };
}

/** A browser context signed in as a new person (the auth_token cookie, as the site stores it). */
export async function signedInContext(
  browser: Browser,
  site: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page; token: string; email: string }> {
  const { token, email } = await newUser(site);
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'auth_token', value: token, url: site }]);
  const page = await context.newPage();
  return { context, page, token, email };
}

export interface Funcion {
  id: number;
  slug: string;
  path: string;
}

/**
 * Funciones of a day with sale open (tomorrow, so none has started), one per call: each test buys in
 * its own función and never meets another test's seats.
 */
export async function funcionesOnSale(site: string): Promise<() => Funcion> {
  const { dates } = (await (await fetch(`${site}/api/v1/dates/viziona`)).json()) as { dates: { function_date: string }[] };
  const day = dates[1]?.function_date ?? dates[0].function_date;
  const movies = (await (await fetch(`${site}/api/v1/movies/theater/viziona/showtimes?date=${day}`)).json()) as { slug: string; showtimes: { id: number; room_name: string }[] }[];
  const all = movies.flatMap((m) => m.showtimes.filter((s) => !/VIP/i.test(s.room_name)).map((s) => ({ id: s.id, slug: m.slug, path: `/viziona/pelicula/${m.slug}/funcion/${s.id}` })));
  let next = 0;
  return () => {
    const f = all[next++];
    if (!f) throw new Error('No quedan funciones para las pruebas');
    return f;
  };
}

/** The seat buttons of the map. */
export const seats = (page: Page) => page.locator('.vz-seatmap button.vz-seat');
export const freeSeats = (page: Page) => page.locator('.vz-seatmap button.vz-seat--free');

export async function openFuncion(page: Page, site: string, funcion: Funcion) {
  await page.goto(site + funcion.path);
  await page.getByRole('grid', { name: 'Mapa de sillas' }).waitFor();
}

/** Names of `count` free seats, taken from the map ('F7'). */
export async function pickFreeSeats(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const seat = freeSeats(page).nth(0);
    const name = (await seat.getAttribute('data-seat'))!;
    await seat.click();
    await page.locator(`.vz-seatmap button[data-seat="${name}"][aria-pressed="true"]`).waitFor();
    names.push(name);
  }
  return names;
}

export const seat = (page: Page, name: string) => page.locator(`.vz-seatmap button[data-seat="${name}"]`);

/** 'Continuar con la compra' and the hold: the countdown shows. */
export async function reserve(page: Page) {
  await page.getByRole('button', { name: 'Continuar con la compra' }).click();
  await page.getByRole('timer').waitFor();
}

/** Adds the first combo with a recipe (first option of each item) through the combo modal. */
export async function addCombo(page: Page) {
  const line = page.locator('.vz-cart-line').first();
  await page.getByRole('button', { name: /^Agregar / }).first().click();
  const modal = page.locator('.ant-modal').filter({ has: page.getByRole('radio') }).last();
  // A combo with a recipe opens the modal, maybe a moment after the click; one without is added at
  // once. Asking whether the modal was visible right after the click missed a modal still opening.
  const opened = await Promise.race([modal.waitFor().then(() => true), line.waitFor().then(() => false)]);
  if (opened) {
    await animationsSettled(page);
    for (const group of await modal.locator('fieldset').all()) await group.getByRole('radio').first().check();
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await modal.waitFor({ state: 'hidden' });
  }
  await line.waitFor();
}

/** The one dialog of the checkout with this title: checks the text, presses Aceptar. */
export async function acknowledge(page: Page, title: string, subtitle?: string) {
  const dialog = page.locator('.ant-modal').filter({ hasText: title }).last();
  await dialog.waitFor();
  if (subtitle) await dialog.getByText(subtitle, { exact: true }).waitFor();
  // Pressed once the dialog has finished opening, as a person sees it: a press during antd's
  // opening zoom was once lost (1 of 4 full runs) and the dialog stayed.
  await animationsSettled(page);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** 'Finalizar compra': the checkout panel with the server's quote (left as it is when already open). */
export async function openCheckoutPanel(page: Page) {
  const panel = page.locator('.ant-drawer');
  if (!(await panel.isVisible())) {
    const finish = page.getByRole('button', { name: 'Finalizar compra' });
    await expect.poll(() => finish.isEnabled()).toBe(true);
    await finish.click();
  }
  await panel.getByTestId('vz-total').waitFor();
  return panel;
}

/** 'Finalizar compra' → a card brand → its confirmation → the card form filled and sent. */
export async function payByCard(page: Page, cardNumber: string) {
  const panel = await openCheckoutPanel(page);
  await panel.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
  const confirm = page.locator('.ant-modal').filter({ hasText: 'Confirma tu medio de pago' });
  await confirm.getByRole('link', { name: 'Términos y Condiciones' }).waitFor();
  await confirm.getByRole('button', { name: 'Continuar' }).click();
  await panel.getByLabel('Nombre del titular').fill('EVA COMPRA');
  await panel.getByLabel('Número de tarjeta').fill(cardNumber);
  await panel.getByLabel('Mes (MM)').fill('12');
  await panel.getByLabel('Año (AAAA)').fill('2030');
  await panel.getByLabel('CVC').fill('123');
  await panel.getByRole('button', { name: 'Pagar' }).click();
}

/** A seat's state as a second person sees it on a fresh read of the map. */
export async function seatStateSeenBy(page: Page, site: string, funcion: Funcion, name: string): Promise<string> {
  await openFuncion(page, site, funcion);
  const label = (await seat(page, name).getAttribute('aria-label')) ?? '';
  return label.split(', ').pop()!;
}

/** Picks an option of an antd Select by its label, inside `within` (CSS; the checkout drawer unless told). */
async function choose(page: Page, label: string, option: string, within = '.ant-drawer') {
  const select = page.locator(`${within} .ant-select`).filter({ has: page.getByLabel(label) });
  // The drawer or modal may still be settling when the first list opens: try again until the choice shows.
  await expect
    .poll(async () => {
      await page.locator(within).getByLabel(label).click();
      const item = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`);
      await item.waitFor();
      await item.click();
      return (await select.textContent())?.includes(option);
    })
    .toBe(true);
}

/**
 * 'Finalizar compra' → the ePayco brand (card and PSE) → its confirmation → the PSE tab → the bank
 * form filled as §5 asks → 'Ir al banco': the browser lands on the (sandbox) bank's page.
 */
export async function payByPse(page: Page) {
  const finish = page.getByRole('button', { name: 'Finalizar compra' });
  await expect.poll(() => finish.isEnabled()).toBe(true);
  await finish.click();
  const panel = page.locator('.ant-drawer');
  await panel.getByRole('button', { name: /ePayco/ }).click();
  const confirm = page.locator('.ant-modal').filter({ hasText: 'Confirma tu medio de pago' });
  await confirm.getByRole('button', { name: 'Continuar' }).click();
  await panel.getByText('PSE', { exact: true }).click();
  await panel.getByRole('heading', { name: /^Pago por PSE/ }).waitFor();
  await fillPseForm(page, '.ant-drawer');
}

/** The PSE bank form (spec §5) inside `within` (CSS of the drawer or modal that shows it) filled and sent: the browser lands on the sandbox bank. */
export async function fillPseForm(page: Page, within: string) {
  const form = page.locator(within);
  await choose(page, 'Tipo de persona', 'Persona natural', within);
  await choose(page, 'Banco', 'Banco Agrario', within);
  await form.getByLabel('Nombres').fill('Eva');
  await form.getByLabel('Apellidos').fill('Compra');
  await choose(page, 'Tipo de documento', 'CC', within);
  await form.getByLabel('Número de documento').fill('1020304050');
  await form.getByLabel('Correo electrónico').fill('eva.compra@example.com');
  await form.getByLabel('Número de móvil').fill('3001234567');
  await form.getByRole('button', { name: 'Ir al banco' }).click();
  await page.waitForURL(/\/sandbox\/banco\//);
  await page.getByText('BANCO DE PRUEBAS').first().waitFor();
}

/** At the sandbox bank page: approve, reject or leave pending ('Aprobar el pago', …); back on /estado-transaccion/{bill}. */
export async function answerAtBank(page: Page, button: 'Aprobar el pago' | 'Rechazar el pago' | 'Dejar pendiente') {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/estado-transaccion\//);
}
