// The server's message under the form (spec §4, §8), as a person sees it in Chromium against the
// real server: a wrong password on /iniciar-sesion, an e-mail already registered on /registrarme.
// And the session cookie as the browser keeps it: HttpOnly, SameSite=Lax, path /, gone on logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { animationsSettled, launchChromium } from '../helpers/browser.ts';

const site = inject('siteUrl');
const stamp = Date.now();
const email = `e2e.mensajes.${stamp}@example.com`;
const password = 'Cine2026ok';
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

/** Registers `email` through the API (robot token included), as another device would have. */
async function registerThroughApi() {
  const { token } = (await (await fetch(`${site}/api/v1/token/register`, { method: 'POST' })).json()) as { token: string };
  const res = await fetch(`${site}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Marta', lastname: 'Mensajes', email, password, doc_type: 'CC', doc_number: `7${String(stamp).slice(-9)}`,
      phone: '3001112233', birthday: '1991-03-04', sex: 'F', device: 'web', register_token: token,
    }),
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
  await registerThroughApi();
});
afterAll(() => browser?.close());

const form = () => page.getByRole('form', { name: 'Iniciar sesión' });

async function pick(id: string, option: string) {
  await page.locator(`#${id}`).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

describe('the server says why, under the form', () => {
  it('a wrong password on /iniciar-sesion shows "El correo o la contraseña no son correctos." and stays there', async () => {
    await page.goto(`${site}/iniciar-sesion`);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill('Otra2026ok');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const alert = form().getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('El correo o la contraseña no son correctos.');
    // It stays while the person corrects the password, and the page does not move.
    await page.waitForTimeout(300);
    expect(await alert.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/iniciar-sesion');
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).count()).toBeGreaterThan(0);
    // Nothing of a session in the browser.
    expect((await context.cookies(site)).map((c) => c.name)).not.toContain('auth_token');
  });

  it('an e-mail already registered on /registrarme shows "El correo electrónico ya está registrado."', async () => {
    await page.goto(`${site}/registrarme`);
    await page.locator('#register-name').fill('Marta');
    await page.locator('#register-lastname').fill('Otra');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-confirmEmail').fill(email);
    await page.locator('#register-password').fill(password);
    await page.locator('#register-confirmPassword').fill(password);
    await pick('register-doc_type', 'Cédula de Ciudadanía');
    const doc = `8${String(stamp).slice(-9)}`;
    await page.locator('#register-doc_number').fill(doc);
    await page.locator('#register-confirmDocNumber').fill(doc);
    await page.locator('#register-phone').pressSequentially('3001234567');
    await page.locator('#register-birthday').fill('1990-01-02');
    await pick('register-sex', 'Femenino');
    await page.getByRole('checkbox', { name: /Términos y Condiciones/ }).check();
    await page.getByRole('checkbox', { name: /Política de Privacidad/ }).check();
    const robot = page.getByRole('checkbox', { name: 'No soy un robot' });
    await expect.poll(() => robot.isEnabled()).toBe(true);
    await robot.check();
    await page.getByRole('button', { name: 'Registrarme', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'El correo electrónico ya está registrado.' });
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('El correo electrónico ya está registrado.');
    await page.waitForTimeout(300);
    expect(await alert.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/registrarme');
  });
});

describe('the session cookie', () => {
  it('is set by the server on login: HttpOnly, SameSite=Lax, path /, until the session ends; scripts cannot read it', async () => {
    await page.goto(`${site}/iniciar-sesion`);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'));
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const session = (await (await answer).json()) as { token: string; expires_at: string };
    await page.getByRole('link', { name: 'Marta', exact: true }).waitFor();
    // Not verified yet: the verification prompt opens; closed for now.
    const modal = page.getByRole('dialog', { name: 'Verifica el correo' });
    await modal.waitFor();
    await animationsSettled(page);
    await modal.getByRole('button', { name: 'Close' }).or(modal.getByRole('button', { name: 'Cerrar' })).click();
    await modal.waitFor({ state: 'hidden' });

    const cookies = await context.cookies(site);
    const token = cookies.find((c) => c.name === 'auth_token')!;
    expect(token).toMatchObject({ value: session.token, httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    // Cookie dates have whole seconds; expires_at is Bogotá time.
    expect(Math.floor(token.expires)).toBe(new Date(`${session.expires_at.replace(' ', 'T')}-05:00`).getTime() / 1000);
    const companion = cookies.find((c) => c.name === 'vz_signed_in')!;
    expect(companion).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/' });
    expect(Math.floor(companion.expires)).toBe(Math.floor(token.expires));
    expect(await page.evaluate(() => document.cookie)).not.toContain(session.token);
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth_token');

    // A reload stays signed in: the page learns it from the companion, the API from the cookie.
    await page.goto(`${site}/mi-perfil`);
    await page.locator('#profile-name').waitFor();
    expect(await page.locator('#profile-name').inputValue()).toBe('Marta');
  });

  it('is cleared by the server on logout', async () => {
    await page.locator('header.vz-header').getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.locator('header.vz-header').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await expect.poll(async () => (await context.cookies(site)).map((c) => c.name).filter((n) => n === 'auth_token' || n === 'vz_signed_in')).toEqual([]);
    await page.goto(`${site}/mi-perfil`);
    await page.waitForURL(`${site}/iniciar-sesion`);
    expect(errors).toEqual([]);
  });
});
