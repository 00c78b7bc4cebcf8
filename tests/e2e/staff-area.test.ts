// The staff area as its first admin uses it, in Chromium against the real server process (its
// production build) on a new embedded database: the setup link the server prints on start, the
// QR's secret typed into an "authenticator" (otpauth, here), a wrong code first, the ten recovery
// codes acknowledged, the shell, sign-out, sign-in again with a fresh code and with a recovery code.
// Keyboard only where a person would type; axe on every staff screen.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { newEmbeddedDatabase } from './new-database.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { freshCode, type StaffPersonMade } from '../helpers/staff.ts';
import { enrolFromInvitation, invitationLinkFor, newStaffPerson, noSeriousViolation as axeClean, setupToken, signOutAndIn, typeInto } from './staff-helpers.ts';

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];
const admin: StaffPersonMade = { id: 0, email: 'primera.admin@viziona.test', name: 'Primera Admin', password: 'primer-admin-2026', secret: '', roles: [], lastStep: 0 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServerProcess({ DATA_DIR: newEmbeddedDatabase(), SMTP_URL: smtp.url }, 110_000, { bundle: true });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.on('pageerror', (err) => errors.push(err.message));
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.close();
});

const path = () => new URL(page.url()).pathname;

const noSeriousViolation = (where: string) => axeClean(page, where);
const type = (label: string, text: string) => typeInto(page, label, text);

describe('the staff area in the browser', () => {
  it('is not for search engines, and the public home loads none of it', async () => {
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain('Disallow: /staff');
    const res = await fetch(`${server.url}/staff/ingresar`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await fetch(`${server.url}/`)).headers.get('x-robots-tag')).toBeNull();

    const scripts: string[] = [];
    page.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));
    await page.goto(`${server.url}/`);
    await page.locator('.vz-billboard').first().waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /staff/i.test(url))).toEqual([]);
    page.removeAllListeners('request');
  });

  it('sends a visitor without a staff session to the sign-in page', async () => {
    await page.goto(`${server.url}/staff`);
    await page.getByRole('heading', { name: 'Área del personal' }).waitFor();
    expect(path()).toBe('/staff/ingresar');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await noSeriousViolation('/staff/ingresar');
  });

  it('makes the first admin from the printed setup link', async () => {
    const token = await setupToken(server);
    await page.goto(`${server.url}/staff/configurar#${token}`);
    await page.getByRole('heading', { name: 'Crear el primer administrador' }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).isVisible()).toBe(true);
    admin.secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(new URL(page.url()).hash, 'the token leaves the address bar').toBe('');
    expect(admin.secret).toMatch(/^[A-Z2-7]+$/);
    await noSeriousViolation('/staff/configurar');

    await type('Nombre', admin.name);
    await type('Correo electrónico', admin.email);
    await type('Contraseña', admin.password);
    // A wrong code first: the server's message, the form again.
    const right = await freshCode(admin);
    await type('Código de la aplicación', `${(Number(right[0]) + 1) % 10}${right.slice(1)}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toMatch(/código/i);
    await type('Código de la aplicación', right);
    await page.keyboard.press('Enter');

    const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
    await page.getByRole('heading', { name: 'Tus códigos de recuperación' }).waitFor({ timeout: 15_000 });
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.allTextContents()).map((c) => c.trim());
    await noSeriousViolation('códigos de recuperación');
    // Not without saying they were saved.
    await page.getByRole('button', { name: 'Continuar' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Confirma que guardaste los códigos.').waitFor();
    await page.getByRole('checkbox', { name: 'Guardé mis códigos de recuperación' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Continuar' }).focus();
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: `Hola, ${admin.name}` }).waitFor();
    expect(path()).toBe('/staff');
    expect(await page.getByTestId('staff-person').textContent()).toBe(admin.name);
    expect(await page.getByText(/Tus roles: Administración/).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('navigation', { name: 'Área del personal' }).getByRole('link').allTextContents()).toEqual(['Inicio', 'Programación', 'Salas', 'Películas', 'Precios', 'Confitería', 'Ajustes del sitio', 'Banners', 'Contenidos', 'Portería', 'Entradas duplicadas', 'PQRS', 'Días no hábiles', 'Línea ética', 'Reembolsos', 'Ventas', 'Personal', 'Auditoría']);
    await noSeriousViolation('/staff');
    // The link is used: opened again, it says so (and the codes are gone for good).
    await page.goto(`${server.url}/staff/configurar#${token}`);
    await page.getByText('Este enlace ya se usó o venció. Pide uno nuevo a un administrador.').waitFor({ timeout: 15_000 });
    expect(await page.getByText(recovery[0]).count()).toBe(0);
    await page.goto(`${server.url}/staff`);
    await page.getByRole('heading', { name: `Hola, ${admin.name}` }).waitFor();

    // Sign out, then in again with a fresh code.
    await page.getByRole('button', { name: 'Cerrar sesión' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Área del personal' }).waitFor();
    expect(path()).toBe('/staff/ingresar');
    await type('Correo electrónico', admin.email);
    await type('Contraseña', admin.password);
    await type('Código de la aplicación', await freshCode(admin));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Hola, ${admin.name}` }).waitFor({ timeout: 15_000 });
    expect(path()).toBe('/staff');

    // And once more with a recovery code instead, after a wrong password.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('heading', { name: 'Área del personal' }).waitFor();
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await type('Correo electrónico', admin.email);
    await type('Contraseña', 'no-es-la-contraseña');
    await type('Código de recuperación', recovery[0]);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('El correo, la contraseña o el código no son correctos.');
    await type('Contraseña', admin.password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Hola, ${admin.name}` }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  it('lets an invited person enrol from the mailed link, in another browser, and sign in', async () => {
    const luis = newStaffPerson('luis.porteria@viziona.test', 'Luis Pérez', 'porteria-norte-2026', ['porteria']);
    // The admin invites through the API with their browser's staff session (the Personal page's dialog is staff-personal.test.ts's).
    const invited = await page.request.post(`${server.url}/api/v1/staff/invitations`, { data: { email: luis.email, name: luis.name, roles: luis.roles } });
    expect(invited.status(), await invited.text()).toBe(201);
    const link = await invitationLinkFor(smtp, luis.email);

    const other = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    other.on('pageerror', (err) => errors.push(err.message));
    await enrolFromInvitation(other, server, link, luis, /Luis Pérez, te invitaron .* con el rol Portería/);
    await other.getByText('Tus roles: Portería.').waitFor();
    await signOutAndIn(other, luis);
    // The link is spent.
    await other.goto(`${server.url}/staff/invitacion${new URL(link).hash}`);
    await other.getByText('Este enlace ya se usó o venció. Pide uno nuevo a un administrador.').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
