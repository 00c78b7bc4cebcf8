// 'Mis datos' (issue 32), one story through the page on a server process of its own (a real
// PostgreSQL 15, so the test can read what the company keeps): a new person registers through the form, sees the authorizations
// recorded with the policy versions, buys, downloads their data and finds the purchase in it, sees a
// new privacy policy asked for at the next sign-in through the page and accepted in 'Mis datos',
// deletes the account (giving up the unused tickets); signing in fails, the e-mail registers again
// as a new person, and the old bill still exists with the buyer's name and document and none of
// the old profile's phone, birthday or sex.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { startPostgres, type RunningPostgres } from '../helpers/postgres.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import type { Page } from 'playwright-core';
import { firstAdminWithCookie, newStaffPerson, staffFetch } from './staff-helpers.ts';
import { acknowledge, funcionesOnSale, newUser, openFuncion, payByCard, pickFreeSeats, reserve } from './purchase-helpers.ts';

let postgres: RunningPostgres;
let server: RunningServer;
let browser: Browser;
let dbUrl: string;

beforeAll(async () => {
  postgres = await startPostgres();
  dbUrl = await postgres.createDatabase('viziona_mis_datos');
  server = await startServerProcess({ DATABASE_URL: dbUrl, TRUST_PROXY: '127.0.0.1' }, 180_000);
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await postgres?.stop();
});

async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const conn = new pg.Client({ connectionString: dbUrl });
  await conn.connect();
  try {
    return (await conn.query(text, values)).rows as T[];
  } finally {
    await conn.end();
  }
}

async function pick(page: Page, id: string, option: string) {
  await page.locator(`#${id}`).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Registers through /registrarme as a person does: the form, both policies ticked, the robot check. */
async function registerThroughForm(page: Page, site: string, email: string, docNumber: string) {
  await page.goto(`${site}/registrarme`);
  await page.locator('#register-name').fill('Eva');
  await page.locator('#register-lastname').fill('Compra');
  await page.locator('#register-email').fill(email);
  await page.locator('#register-confirmEmail').fill(email);
  await page.locator('#register-password').fill('Cine2026ok');
  await page.locator('#register-confirmPassword').fill('Cine2026ok');
  await pick(page, 'register-doc_type', 'Cédula de Ciudadanía');
  await page.locator('#register-doc_number').fill(docNumber);
  await page.locator('#register-confirmDocNumber').fill(docNumber);
  await page.locator('#register-phone').fill('3001234567');
  await page.locator('#register-birthday').fill('1994-05-17');
  await pick(page, 'register-sex', 'Femenino');
  await page.getByRole('checkbox', { name: /Términos y Condiciones/ }).check();
  await page.getByRole('checkbox', { name: /Política de Privacidad/ }).check();
  const robot = page.getByRole('checkbox', { name: 'No soy un robot' });
  await expect.poll(() => robot.isEnabled()).toBe(true);
  await robot.check();
  await page.getByRole('button', { name: 'Registrarme', exact: true }).click();
  await page.getByText('Registro exitoso.').waitFor();
  // The e-mail verification can wait: the dialog is closed.
  const verify = page.getByRole('dialog', { name: 'Verifica el correo' });
  await verify.waitFor();
  await page.keyboard.press('Escape');
  await verify.waitFor({ state: 'hidden' });
}

describe('Mis datos', () => {
  it('shows the authorization, downloads the purchase, deletes the account and keeps only the bill', async () => {
    const site = server.url;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const unique = `${process.pid}${Date.now().toString(36)}`;
    const email = `datos.${unique}@example.com`;
    const docNumber = `9${Date.now().toString().slice(-9)}`;
    await registerThroughForm(page, site, email, docNumber);
    const versions = await query<{ slug: string; version: number }>(`select slug, version from contents where slug in ('terminos-y-condiciones', 'politica-de-privacidad')`, []);

    // A purchase, as a person makes it.
    const funcion = (await funcionesOnSale(site))();
    await openFuncion(page, site, funcion);
    await pickFreeSeats(page, 1);
    await reserve(page);
    await payByCard(page, '4575623182290326');
    await acknowledge(page, '¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/estado-transaccion\/.+/);
    const bill = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    // Mis datos: the authorizations with their versions.
    await page.goto(`${site}/mi-perfil`);
    await page.getByRole('tab', { name: 'Mis datos' }).click();
    const section = page.getByRole('region', { name: 'Mis datos' });
    for (const { slug, version } of versions) {
      const title = slug === 'politica-de-privacidad' ? 'Política de privacidad' : /T[ée]rminos/;
      const row = section.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Al registrarte' });
      await expect.poll(() => row.first().getByRole('cell').nth(1).textContent()).toBe(String(version));
      expect(await row.first().getByRole('cell').nth(2).textContent()).toMatch(/\d/);
    }
    await section.getByRole('cell', { name: bill }).waitFor();

    // The download carries the purchase.
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Descargar en JSON' }).click()]);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { purchases: { bill: string }[] };
    expect(download.suggestedFilename()).toBe('mis-datos-viziona.json');
    expect(file.purchases.map((p) => p.bill)).toContain(bill);

    // The staff publish a new privacy policy (an edit raises contents.version); at the next sign-in
    // through the page the dialog asks, the person accepts and 'Mis datos' shows the new version.
    const { cookie } = await firstAdminWithCookie(server, newStaffPerson('admin.datos@viziona.test', 'Admin Datos', 'admin-datos-2026-xyz', []));
    const pages = (await (await staffFetch(server, '/staff/programacion/contenidos', { cookie })).json()) as { id: number; grupo: string; slug: string; title: string; subtitle: string | null; image: string | null; content: string }[];
    const privacy = pages.find((c) => c.slug === 'politica-de-privacidad')!;
    const edit = await staffFetch(server, `/staff/programacion/contenidos/${privacy.id}`, {
      method: 'PUT', cookie,
      body: { grupo: privacy.grupo, slug: privacy.slug, title: privacy.title, subtitle: privacy.subtitle, image: privacy.image, content: `${privacy.content}<p>Actualizada.</p>` },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const [{ version: published }] = await query<{ version: number }>(`select version from contents where slug = 'politica-de-privacidad'`, []);
    expect(published).toBe(versions.find((v) => v.slug === 'politica-de-privacidad')!.version + 1);
    await context.close();
    const context2 = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page2 = await context2.newPage();
    await page2.goto(`${site}/iniciar-sesion`);
    await page2.locator('#login-email').fill(email);
    await page2.locator('#login-password').fill('Cine2026ok');
    await page2.getByRole('button', { name: 'Ingresar' }).click();
    const asks = page2.getByRole('dialog', { name: 'Actualizamos nuestras políticas' });
    await asks.getByText(`(versión ${published})`).waitFor();
    // The e-mail is still unverified: its dialog opens too, under the policies, which come first.
    const verify = page2.getByRole('dialog', { name: 'Verifica el correo' });
    await verify.waitFor();
    await asks.getByRole('button', { name: 'He leído y acepto' }).click();
    await asks.waitFor({ state: 'hidden' });
    await page2.keyboard.press('Escape');
    await verify.waitFor({ state: 'hidden' });
    await page2.goto(`${site}/mi-perfil`);
    await page2.getByRole('tab', { name: 'Mis datos' }).click();
    const section2 = page2.getByRole('region', { name: 'Mis datos' });
    const accepted = section2.getByRole('row').filter({ hasText: 'Política de privacidad' }).filter({ hasText: 'Al aceptar una versión nueva' });
    await expect.poll(() => accepted.first().getByRole('cell').nth(1).textContent()).toBe(String(published));

    // Deleting: password, then the unused ticket is given up.
    await section2.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page2.getByRole('dialog');
    await dialog.getByLabel('Contraseña').fill('Otra2026ok');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await dialog.getByText('La contraseña no es correcta. Tu cuenta sigue activa.').waitFor();
    await dialog.getByLabel('Contraseña').fill('Cine2026ok');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await dialog.getByText(/Tienes 1 entrada sin usar/).waitFor();
    await dialog.getByRole('button', { name: 'Perder mis entradas y eliminar la cuenta' }).click();
    await expect.poll(() => new URL(page2.url()).pathname, { timeout: 15_000 }).toBe('/');
    await context2.close();

    // Signing in fails; the e-mail registers again as a new person.
    const login = await fetch(`${site}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Cine2026ok' }) });
    expect(login.status).toBe(401);
    const [old] = await query<{ user_id: number }>('select user_id from bills where number = $1', [bill]);
    const again = await newUser(site, email);
    const [fresh] = await query<{ id: number }>('select id from users where email = $1', [again.email]);
    expect(fresh.id).not.toBe(old.user_id);

    // The company keeps the bill with the buyer's name and document, nothing else of the old profile.
    const [kept] = await query<{ buyer_name: string; buyer_doc_number: string; phone: string; birthday: string | null; sex: string | null }>(
      'select b.buyer_name, b.buyer_doc_number, u.phone, u.birthday, u.sex from bills b join users u on u.id = b.user_id where b.number = $1',
      [bill],
    );
    expect(kept).toMatchObject({ buyer_name: 'Eva Compra', phone: '', birthday: null, sex: null });
    expect(kept.buyer_doc_number).toBe(docNumber);
  });
});
