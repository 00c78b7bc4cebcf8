// The programming desk's Precios and Confitería pages in Chromium against the real server process
// (its production build) on a new embedded database, as a programmer uses them at a laptop's and a
// tablet's width: a room's tarifa changed and saved in the table (the buyer's room read shows it),
// a combo's price changed in its form; axe on each page.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StaffInvitationView, StaffProductList, StaffTarifas } from '../../openapi/index.ts';
import { launchChromium } from '../helpers/browser.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { newEmbeddedDatabase } from './new-database.ts';
import { totpCode } from '../helpers/staff.ts';
import { noSeriousViolation, typeInto } from './staff-helpers.ts';

let server: RunningServer;
let browser: Browser;
let cookie: string;
const errors: string[] = [];

const post = (path: string, body: object) => fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const staffGet = async <T>(path: string) => (await (await fetch(`${server.url}/api/v1${path}`, { headers: { cookie } })).json()) as T;

beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: newEmbeddedDatabase() }, 110_000, { bundle: true });
  // The first admin (every role, programacion among them) from the printed link, through the API.
  const link = () => /\/staff\/configurar#([A-Za-z0-9_-]{20,100})/.exec(server.output());
  for (let i = 0; i < 200 && !link(); i++) await new Promise((r) => setTimeout(r, 100));
  const token = link()![1];
  const view = (await (await post('/staff/invitations/lookup', { token })).json()) as StaffInvitationView;
  const res = await post('/staff/setup', { token, email: 'programacion@viziona.test', name: 'Pilar Programación', password: 'programa-cion-2026', code: totpCode(view.enrolment.secret) });
  expect(res.status).toBe(201);
  cookie = res.headers.getSetCookie().find((c) => c.startsWith('vz_staff='))!.split(';')[0];
  browser = await launchChromium();
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function signedInPage(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addCookies([{ name: 'vz_staff', value: cookie.split('=')[1], url: `${server.url}/api/v1/staff` }]);
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page };
}

const retype = typeInto;

describe('the programming desk’s prices in the browser', () => {
  for (const [device, width, height] of [['laptop', 1280, 900], ['tablet', 820, 1180]] as const) {
    it(`changes a room’s tarifa on the Precios page (${device})`, async () => {
      const { context, page } = await signedInPage(width, height);
      await page.goto(`${server.url}/staff`);
      await page.getByRole('navigation', { name: 'Área del personal' }).getByRole('link', { name: 'Precios' }).click();
      await page.getByRole('heading', { name: 'Precios', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/staff/programacion/precios');
      await noSeriousViolation(page, `/staff/programacion/precios (${device})`);

      const before = (await staffGet<StaffTarifas>('/staff/programacion/tarifas')).salas[0].tarifas[0];
      const label = `${before.zona} ${before.format}`;
      const raised = before.valor + (device === 'laptop' ? 1000 : 2000);
      await retype(page, `Precio general ${label}`, String(raised));
      await page.getByRole('button', { name: /^Guardar tarifas de/ }).first().click();
      await page.getByRole('status').getByText('Tarifas guardadas. Rigen para las compras que se coticen desde ahora.').waitFor();
      expect((await staffGet<StaffTarifas>('/staff/programacion/tarifas')).salas[0].tarifas[0].valor).toBe(raised);

      // A club price above the general one is refused in the form: nothing is sent.
      await retype(page, `Precio club ${label}`, String(raised + 1));
      await page.getByRole('button', { name: /^Guardar tarifas de/ }).first().click();
      await page.getByText('No puede pasar del precio general.').waitFor();
      expect((await staffGet<StaffTarifas>('/staff/programacion/tarifas')).salas[0].tarifas[0].club_valor).toBe(before.club_valor);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`changes a combo’s price on the Confitería page (${device})`, async () => {
      const { context, page } = await signedInPage(width, height);
      await page.goto(`${server.url}/staff/programacion/confiteria`);
      await page.getByRole('heading', { name: 'Confitería', level: 1 }).waitFor();
      await noSeriousViolation(page, `/staff/programacion/confiteria (${device})`);
      const combo = (await staffGet<StaffProductList>('/staff/programacion/productos')).productos.find((p) => p.tipo === 'A')!;
      await page.getByRole('button', { name: `Editar ${combo.descripcion}` }).click();
      await page.getByRole('heading', { name: `Editar ${combo.descripcion}` }).waitFor();
      await noSeriousViolation(page, `/staff/programacion/confiteria, form (${device})`);
      const price = combo.precio_general + 500;
      await retype(page, 'Precio general', String(price));
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await page.getByRole('status').getByText(`Producto guardado: ${combo.descripcion}.`).waitFor();
      const after = (await staffGet<StaffProductList>('/staff/programacion/productos')).productos.find((p) => p.id === combo.id)!;
      expect(after.precio_general).toBe(price);
      // Its recipe kept its groups and options, ids and all.
      expect(after.receta).toEqual(combo.receta);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
