// Club Vizionarios as new people meet it, in Chromium against the real server: a non-member sees
// what they would save, buys the membership by card on /club-vizionarios, then sees club prices and
// the CineFanPlus combos and pays the lower total; /mi-perfil shows the badge with the expiry date;
// the seventh club-priced ticket of the day goes at general price, named in the checkout panel and in
// the seat map's price list; a membership paid by PSE, left pending at the sandbox bank, then
// approved, shows the active card on the club page and the profile.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { acknowledge, addCombo, answerAtBank, fillPseForm, funcionesOnSale, openCheckoutPanel, openFuncion, payByCard, pickFreeSeats, reserve, signedInContext, type Funcion } from './purchase-helpers.ts';

const site = inject('siteUrl');
const ACCEPTED = '4575623182290326';
let browser: Browser;
let nextFuncion: () => Funcion;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  nextFuncion = await funcionesOnSale(site);
});
afterAll(() => browser?.close());

const pesos = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const watch = (page: Page) => page.on('pageerror', (err) => errors.push(err.message));
const yearFromNow = () => DateTime.now().setZone('America/Bogota').plus({ years: 1 }).toFormat('yyyy-MM-dd');

/** On /club-vizionarios: 'Comprar membresía' → Visa / Mastercard → detail → card → paid. */
async function buyMembership(page: Page) {
  await page.goto(`${site}/club-vizionarios`);
  await page.getByText('Valor de la membresía: $ 63.000').waitFor();
  await page.getByRole('button', { name: 'Comprar membresía' }).click();
  const picker = page.locator('.ant-modal').filter({ hasText: 'Elige tu medio de pago' });
  await picker.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
  const detail = page.locator('.ant-modal').filter({ hasText: 'Detalle de la compra' });
  expect(await detail.getByTestId('vz-membership-total').textContent()).toBe('$\u00a063.000');
  await detail.getByRole('button', { name: 'Continuar' }).click();
  const payment = page.locator('.ant-modal').filter({ hasText: 'Pago de la membresía' });
  // A card-only brand: step 1 offers the card alone.
  await payment.getByRole('button', { name: 'Tarjeta de crédito o débito' }).click();
  expect(await payment.getByRole('button', { name: /PSE/ }).count()).toBe(0);
  // Step 2 has a way back to step 1.
  await payment.getByRole('button', { name: 'Volver' }).click();
  await payment.getByRole('button', { name: 'Tarjeta de crédito o débito' }).click();
  await payment.getByLabel('Nombre del titular').fill('EVA COMPRA');
  await payment.getByLabel('Número de tarjeta').fill(ACCEPTED);
  await payment.getByLabel('Mes (MM)').fill('12');
  await payment.getByLabel('Año (AAAA)').fill('2030');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Pagar' }).click();
  await acknowledge(page, '¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.');
}

describe('Club Vizionarios', () => {
  it('a non-member sees the saving, buys the membership by card, then gets club prices and CineFanPlus combos and pays the lower total; the profile shows the expiry', async () => {
    const { context, page } = await signedInContext(browser, site);
    watch(page);

    // Before: general prices, no CineFanPlus, 'te habrías ahorrado'.
    const before = nextFuncion();
    await openFuncion(page, site, before);
    await pickFreeSeats(page, 2);
    await reserve(page);
    expect(await page.getByRole('button', { name: 'Agregar Combo CineFan Plus' }).count()).toBe(0);
    await addCombo(page);
    const panel = await openCheckoutPanel(page);
    await panel.getByText('Con el Club Vizionarios te habrías ahorrado').waitFor();
    const generalTotal = pesos(await panel.getByTestId('vz-total').textContent());
    const wouldSave = pesos(await panel.getByText('Con el Club Vizionarios te habrías ahorrado').locator('strong').textContent());
    expect(wouldSave).toBeGreaterThan(0);

    await buyMembership(page);
    await page.getByText(`Tu membresía está activa hasta el ${yearFromNow()}`, { exact: false }).waitFor();

    await page.goto(`${site}/mi-perfil`);
    await page.getByText(`Club Vizionarios · Vence el ${yearFromNow()}`).waitFor();
    expect(await page.getByRole('button', { name: 'Únete al Club Vizionarios' }).count()).toBe(0);

    // After: the CineFanPlus list, club prices, the lower total, paid.
    const after = nextFuncion();
    await openFuncion(page, site, after);
    await pickFreeSeats(page, 2);
    await reserve(page);
    await page.getByRole('button', { name: 'Agregar Combo CineFan Plus' }).waitFor();
    expect(await page.getByRole('button', { name: 'Agregar Combo Personal' }).count()).toBe(0);
    await addCombo(page);
    const memberPanel = await openCheckoutPanel(page);
    await memberPanel.getByText(/Precio Club Vizionarios: ahorras/).waitFor();
    const memberTotal = pesos(await memberPanel.getByTestId('vz-total').textContent());
    expect(memberTotal).toBeLessThan(generalTotal);
    expect(await memberPanel.getByText('Límite diario del Club Vizionarios').count()).toBe(0);
    await payByCard(page, ACCEPTED);
    await acknowledge(page, '¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/estado-transaccion\/.+/);
    await page.getByText('Aceptada').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the seventh club-priced ticket of the day goes at general price, and the panel says which seat', async () => {
    const { context, page } = await signedInContext(browser, site);
    watch(page);
    await buyMembership(page);

    const first = nextFuncion();
    await openFuncion(page, site, first);
    await pickFreeSeats(page, 6);
    await reserve(page);
    const six = await openCheckoutPanel(page);
    await six.getByText(/Precio Club Vizionarios: ahorras/).waitFor();
    expect(await six.getByText('Límite diario del Club Vizionarios').count()).toBe(0);
    await payByCard(page, ACCEPTED);
    await acknowledge(page, '¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/estado-transaccion\/.+/);

    const second = nextFuncion();
    await openFuncion(page, site, second);
    const [seventh] = await pickFreeSeats(page, 1);
    await reserve(page);
    const panel = await openCheckoutPanel(page);
    await panel.getByText('Límite diario del Club Vizionarios').waitFor();
    await panel.getByText(`Los precios del club aplican a 6 boletas y 6 combos por día. A precio general: silla ${seventh}.`).waitFor();
    await panel.getByText(new RegExp(`Silla ${seventh}.*precio general`)).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new user buys the membership by PSE: pending at the bank, then approved; the club page and the profile show the active card', async () => {
    const { context, page } = await signedInContext(browser, site);
    watch(page);
    await page.goto(`${site}/club-vizionarios`);
    await page.getByText('Valor de la membresía: $ 63.000').waitFor();
    await page.getByRole('button', { name: 'Comprar membresía' }).click();
    await page.locator('.ant-modal').filter({ hasText: 'Elige tu medio de pago' }).getByRole('button', { name: /ePayco/ }).click();
    await page.locator('.ant-modal').filter({ hasText: 'Detalle de la compra' }).getByRole('button', { name: 'Continuar' }).click();
    const payment = page.locator('.ant-modal').filter({ hasText: 'Pago de la membresía' });
    // ePayco takes both: step 1 offers the card and PSE.
    await payment.getByRole('button', { name: 'Tarjeta de crédito o débito' }).waitFor();
    await payment.getByRole('button', { name: 'PSE (débito a cuenta bancaria)' }).click();
    expect(await payment.getByText(/muy pronto/).count()).toBe(0);
    await fillPseForm(page, '.ant-modal:visible');
    const bankUrl = page.url();

    // Left pending: the status page says so and names the membership.
    await answerAtBank(page, 'Dejar pendiente');
    await page.getByText('Pendiente', { exact: true }).waitFor();
    await page.getByText('Estamos esperando la respuesta de tu banco. Esta página se actualizará sola.').waitFor();
    await page.getByText('Membresía Club Vizionarios · PSE').waitFor();
    await page.goto(`${site}/club-vizionarios`);
    await page.getByRole('button', { name: 'Comprar membresía' }).waitFor();
    expect(await page.getByText('Tu membresía está activa hasta el', { exact: false }).count()).toBe(0);

    // Approved at the bank: back on the status page, accepted; the membership is read again.
    await page.goto(bankUrl);
    await answerAtBank(page, 'Aprobar el pago');
    await page.getByText('Aceptada').waitFor();
    expect(await page.getByRole('button', { name: 'VER MIS CÓDIGOS QR' }).count()).toBe(0);
    // The status page fetched the membership again (the session keeps it in the browser, spec §3).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vz_membership')), { timeout: 10_000 }).toContain('usuario con tarjeta activa');

    await page.goto(`${site}/club-vizionarios`);
    await page.getByText(`Tu membresía está activa hasta el ${yearFromNow()}`, { exact: false }).waitFor();
    await page.goto(`${site}/mi-perfil`);
    await page.getByText(`Club Vizionarios · Vence el ${yearFromNow()}`).waitFor();
    expect(await page.getByRole('button', { name: 'Únete al Club Vizionarios' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
