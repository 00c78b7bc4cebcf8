import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';

let browser: Browser;
let page: Page;
const site = inject('siteUrl');
const email = `e2e.${Date.now()}@example.com`;
const docNumber = String(Date.now()).slice(-10);

beforeAll(async () => {
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(() => browser?.close());

const path = () => new URL(page.url()).pathname;
const header = () => page.locator('header.vz-header');

async function pick(id: string, option: string) {
  await page.locator(`#${id}`).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

describe('accounts as a new user would use them', () => {
  it('sends visitors from signed-in pages to /iniciar-sesion', async () => {
    await page.goto(`${site}/mi-perfil`);
    await page.getByRole('heading', { name: 'INICIAR SESIÓN' }).waitFor();
    expect(path()).toBe('/iniciar-sesion');
  });

  it('registers with the robot check and lands on / signed in; guest pages then send to /', async () => {
    await page.goto(`${site}/registrarme`);
    // Bad input first: the form's own messages, nothing sent.
    await page.getByRole('button', { name: 'Registrarme', exact: true }).click();
    await page.getByText('El nombre es requerido').waitFor();
    await page.getByText('Debes confirmar que no eres un robot').waitFor();

    await page.locator('#register-name').fill('Eva');
    await page.locator('#register-lastname').fill('Prueba');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-confirmEmail').fill(email);
    await page.locator('#register-password').fill('Cine2026ok');
    await page.locator('#register-confirmPassword').fill('Cine2026ok');
    await pick('register-doc_type', 'Cédula de Ciudadanía');
    await page.locator('#register-doc_number').fill(docNumber);
    await page.locator('#register-confirmDocNumber').fill(docNumber);
    await page.locator('#register-phone').pressSequentially('300e1234567');
    expect(await page.locator('#register-phone').inputValue()).toBe('3001234567');
    await page.locator('#register-birthday').fill('1994-05-17');
    await pick('register-sex', 'Femenino');
    await page.getByRole('checkbox', { name: /Términos y Condiciones/ }).check();
    await page.getByRole('checkbox', { name: /Política de Privacidad/ }).check();
    const robot = page.getByRole('checkbox', { name: 'No soy un robot' });
    await expect.poll(() => robot.isEnabled()).toBe(true);
    await robot.check();
    await page.getByRole('button', { name: 'Registrarme', exact: true }).click();

    await header().getByRole('link', { name: 'Eva' }).waitFor();
    expect(path()).toBe('/');
    await page.goto(`${site}/iniciar-sesion`);
    await header().getByRole('link', { name: 'Eva' }).waitFor();
    expect(path()).toBe('/');
  });
});
