// The programming desk's Películas page as a programmer uses it, in Chromium against the real
// server process (its production build) on a new embedded database. The first admin is made from
// the printed setup link and invites the programmer through the API; the invitation arrives over
// SMTP and is accepted through the API with a code computed by otpauth; then, in the browser, the
// programmer signs in, creates a film with a poster image file, sees it on the public API, and
// retires it. Axe on the page and on the drawer, at laptop and tablet widths.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { newEmbeddedDatabase } from './new-database.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { freshCode, type StaffPersonMade } from '../helpers/staff.ts';
import { noSeriousViolation as axeClean, typeInto } from './staff-helpers.ts';

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];
const admin: StaffPersonMade = { id: 0, email: 'admin.peliculas@viziona.test', name: 'Admin Películas', password: 'primer-admin-2026', secret: '', roles: [], lastStep: 0 };
const programmer: StaffPersonMade = { id: 0, email: 'programacion@viziona.test', name: 'Paula Programación', password: 'cartelera-norte-2026', secret: '', roles: ['programacion'], lastStep: 0 };
// A real 1×1 PNG: the poster a programmer picks from disk.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');
const slug = `la-noche-del-condor-${Date.now().toString(36)}`;

async function post(url: string, body: unknown, cookie?: string) {
  const res = await fetch(`${server.url}/api/v1${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, cookie: /vz_staff=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] };
}

/** Enrols a person from a one-time link's token (the setup link or an invitation), through the API. */
async function enrol(person: StaffPersonMade, token: string, setup: boolean) {
  const view = await post('/staff/invitations/lookup', { token });
  expect(view.status, JSON.stringify(view.json)).toBe(200);
  person.secret = (view.json.enrolment as { secret: string }).secret;
  const code = await freshCode(person);
  const res = setup
    ? await post('/staff/setup', { token, email: person.email, name: person.name, password: person.password, code })
    : await post('/staff/invitations/acceptance', { token, password: person.password, code });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.cookie!;
}

/** What `read` finds, once it finds it (within 30 s). */
const found = (read: () => string | undefined, what: string) =>
  vi.waitFor(
    () => {
      const value = read();
      if (!value) throw new Error(`todavía no llega ${what}`);
      return value;
    },
    { timeout: 30_000, interval: 200 },
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServerProcess({ DATA_DIR: newEmbeddedDatabase(), SMTP_URL: smtp.url }, 110_000, { bundle: true });
  // The server prints the setup link once it has looked for an admin, just after it starts.
  const setupToken = await found(() => /\/staff\/configurar#([A-Za-z0-9_-]{20,100})/.exec(server.output())?.[1], 'el enlace de configuración');
  const adminCookie = await enrol(admin, setupToken, true);
  const invited = await post('/staff/invitations', { email: programmer.email, name: programmer.name, roles: programmer.roles }, adminCookie);
  expect(invited.status, JSON.stringify(invited.json)).toBe(201);
  const link = await found(() => smtp.mails.filter((m) => m.to.includes(programmer.email)).map((m) => /\/staff\/invitacion#([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean), 'el correo de invitación');
  await enrol(programmer, link, false);
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

const noSeriousViolation = (where: string) => axeClean(page, where);
const type = (label: string, text: string) => typeInto(page, label, text);

const publicMovie = async () => (await fetch(`${server.url}/api/v1/movies/${slug}`)).status;
const row = () => page.getByRole('row').filter({ hasText: slug });

describe('films on the programming desk, in the browser', () => {
  it('a programmer signs in and finds the Películas desk', async () => {
    await page.goto(`${server.url}/staff/ingresar`);
    await type('Correo electrónico', programmer.email);
    await type('Contraseña', programmer.password);
    await type('Código de la aplicación', await freshCode(programmer));
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Películas' }).click();
    await page.getByRole('heading', { name: 'Películas', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/staff/programacion/peliculas');
    await page.getByRole('button', { name: 'Editar El último faro' }).waitFor();
    await noSeriousViolation('/staff/programacion/peliculas');
  });

  it('creates a film with a poster image file; the public site shows it', async () => {
    await page.getByRole('button', { name: 'Nueva película' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nueva película' });
    await drawer.waitFor();
    await type('Título', 'La noche del cóndor');
    await type('Slug', slug);
    await type('Sinopsis', 'Un guardaparques del Cocuy sigue al último cóndor de la cordillera.');
    await type('Duración (minutos)', '104');
    await page.getByLabel('Fecha de estreno', { exact: true }).fill('2026-12-18');
    await page.getByLabel('Géneros', { exact: true }).focus();
    await page.keyboard.type('Drama');
    await page.keyboard.press('Enter');
    await type('Tráiler', 'https://www.youtube.com/watch?v=Cnd0r2026ab');
    await page.locator('#poster-upload input[type=file]').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG });
    await drawer.getByRole('img', { name: 'Póster' }).waitFor();
    expect(await drawer.getByRole('img', { name: 'Póster' }).getAttribute('src')).toMatch(/^\/media\/staff\/[0-9a-f-]{36}\.png$/);
    await noSeriousViolation('drawer Nueva película');
    await drawer.getByRole('button', { name: 'Guardar' }).click();

    await page.getByRole('status').filter({ hasText: 'Película «La noche del cóndor» guardada.' }).waitFor();
    await row().getByText('Próximo estreno').waitFor();
    expect(await publicMovie()).toBe(200);
  });

  it('retires it at tablet width: gone from the public site, still on the desk', async () => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.getByLabel('Buscar película').fill('cóndor');
    await page.getByRole('button', { name: 'Editar La noche del cóndor' }).click();
    const drawer = page.getByRole('dialog', { name: 'Editar «La noche del cóndor»' });
    await drawer.waitFor();
    await drawer.getByText('Retirada', { exact: true }).click();
    await noSeriousViolation('drawer Editar');
    await drawer.getByRole('button', { name: 'Guardar' }).click();

    await page.getByRole('status').filter({ hasText: 'guardada' }).waitFor();
    await row().getByText('Retirada').waitFor();
    await expect.poll(publicMovie, { timeout: 1000, interval: 20 }).toBe(404);
    await noSeriousViolation('/staff/programacion/peliculas at tablet width');
    expect(errors).toEqual([]);
  });
});
