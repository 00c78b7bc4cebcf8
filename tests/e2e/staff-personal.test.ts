// The admin's Personal and Auditoría pages in Chromium, against the real server process (its
// production build) on a new embedded database and a real local SMTP server: the first admin signs
// in, invites a person with roles through the dialog (an e-mail already taken is refused on the
// form), the invitation mail arrives and is accepted, deactivating the last admin is refused with
// the server's Spanish message, the person's roles change, they are deactivated, and the audit log,
// filtered, shows those actions with their values. Axe at laptop and tablet widths.
import fs from 'node:fs';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsSettled, launchChromium } from '../helpers/browser.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { newEmbeddedDatabase } from './new-database.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import type { StaffPersonMade } from '../helpers/staff.ts';
import { acceptInvitationThroughApi, firstAdminThroughApi, invitationLinkIn, noSeriousViolation, signInInBrowser, typeInto } from './staff-helpers.ts';

const LAST_ADMIN = 'Es el último administrador activo: antes, da el rol admin a otra persona.';
const EMAIL_TAKEN = 'Ese correo ya pertenece a una persona del personal.';
const LAPTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let page: Page;
let admin: StaffPersonMade;
let luis: StaffPersonMade;
const errors: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServerProcess({ DATA_DIR: newEmbeddedDatabase(), SMTP_URL: smtp.url }, 110_000, { bundle: true });
  admin = await firstAdminThroughApi(server, { email: 'ana.admin@viziona.test', name: 'Ana Admin', password: 'primer-admin-2026' });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  page.on('pageerror', (err) => errors.push(err.message));
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.close();
});

const menu = () => page.getByRole('navigation', { name: 'Área del personal' });
const dialog = () => page.getByRole('dialog');
const row = (name: string) => page.getByRole('table', { name: 'Personal' }).getByRole('row').filter({ hasText: name });

/** The open dialog, once antd has finished zooming it in. */
async function openedDialog(title: string) {
  await dialog().getByText(title).waitFor();
  await animationsSettled(page);
  return dialog();
}

/** Presses a button from the keyboard, as a person tabbing through the page would. */
async function press(button: ReturnType<Page['getByRole']>) {
  await button.focus();
  await page.keyboard.press('Enter');
}

describe("the admin's Personal and Auditoría pages", () => {
  it('invites a person through the dialog, and the mail arrives', async () => {
    await signInInBrowser(page, server.url, admin);
    await expect.poll(() => menu().getByRole('link').allTextContents()).toEqual(['Inicio', 'Programación', 'Salas', 'Películas', 'Precios', 'Confitería', 'Ajustes del sitio', 'Banners', 'Contenidos', 'Portería', 'Entradas duplicadas', 'PQRS', 'Días no hábiles', 'Línea ética', 'Reembolsos', 'Ventas', 'Personal', 'Auditoría']);
    await press(menu().getByRole('link', { name: 'Personal' }));
    await page.getByRole('heading', { name: 'Personal', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/staff/personal');
    expect(await page.title()).toMatch(/^Personal/);
    await row('Ana Admin').getByText('Administración').waitFor();
    await noSeriousViolation(page, '/staff/personal');

    // An e-mail that already belongs to the staff: the server's message on the form's field.
    await press(page.getByRole('button', { name: 'Invitar' }));
    await openedDialog('Invitar a una persona');
    await noSeriousViolation(page, 'el diálogo Invitar');
    await typeInto(page, 'Nombre', 'Luis Pérez');
    await typeInto(page, 'Correo electrónico', admin.email);
    await dialog().getByRole('checkbox', { name: 'Portería' }).focus();
    await page.keyboard.press('Space');
    await dialog().getByRole('checkbox', { name: 'Servicio al cliente' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await dialog().getByText(EMAIL_TAKEN).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Correo electrónico', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    // The right address, the same name and roles kept: sent.
    await typeInto(page, 'Correo electrónico', 'luis.perez@viziona.test');
    await press(dialog().getByRole('button', { name: 'Enviar invitación' }));
    await dialog().getByText('Invitación enviada').waitFor({ timeout: 15_000 });
    await dialog().getByText(/Enviamos a luis\.perez@viziona\.test un enlace de un solo uso para Luis Pérez; vence el/).waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes('luis.perez@viziona.test'), 15_000);
    const link = invitationLinkIn(mail.text);
    expect(link, mail.text).toBeTruthy();
    await press(dialog().getByRole('button', { name: 'Listo' }));
    await dialog().waitFor({ state: 'hidden' });

    // Luis takes the invitation (in his own browser: staff-area.test.ts), then shows in the table.
    luis = await acceptInvitationThroughApi(server, link!, 'porteria-norte-2026');
    expect([...luis.roles].sort()).toEqual(['porteria', 'servicio']);
    await page.reload();
    await row('Luis Pérez').getByText('Servicio al cliente').waitFor({ timeout: 15_000 });
    expect(await row('Luis Pérez').getByText('Activa', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('refuses to deactivate the last admin, with the server’s message', async () => {
    await press(row('Ana Admin').getByRole('button', { name: 'Desactivar a Ana Admin' }));
    await openedDialog('¿Desactivar a Ana Admin?');
    await press(dialog().getByRole('button', { name: 'Desactivar' }));
    await expect.poll(() => dialog().getByRole('alert').textContent(), { timeout: 15_000 }).toBe(LAST_ADMIN);
    await noSeriousViolation(page, 'la desactivación rechazada');
    await press(dialog().getByRole('button', { name: 'Cancelar' }));
    await dialog().waitFor({ state: 'hidden' });
    expect(await row('Ana Admin').getByText('Activa', { exact: true }).isVisible()).toBe(true);
  });

  it("changes the person's roles, then deactivates them", async () => {
    await press(row('Luis Pérez').getByRole('button', { name: 'Cambiar roles de Luis Pérez' }));
    await openedDialog('Roles de Luis Pérez');
    expect(await dialog().getByRole('checkbox', { name: 'Portería' }).isChecked()).toBe(true);
    await dialog().getByRole('checkbox', { name: 'Servicio al cliente' }).focus();
    await page.keyboard.press('Space');
    await dialog().getByRole('checkbox', { name: 'Finanzas' }).focus();
    await page.keyboard.press('Space');
    await press(dialog().getByRole('button', { name: 'Guardar roles' }));
    await page.getByRole('status').getByText('Se cambiaron los roles de Luis Pérez.').waitFor({ timeout: 15_000 });
    // The roles dialog gone before the next button is pressed, as a person sees it (once, in a full
    // run on a loaded host, 'Desactivar' pressed while it was still closing opened nothing).
    await dialog().waitFor({ state: 'hidden' });
    await row('Luis Pérez').getByText('Finanzas').waitFor();
    expect(await row('Luis Pérez').getByText('Servicio al cliente').count()).toBe(0);

    await press(row('Luis Pérez').getByRole('button', { name: 'Desactivar a Luis Pérez' }));
    await openedDialog('¿Desactivar a Luis Pérez?');
    await press(dialog().getByRole('button', { name: 'Desactivar' }));
    await page.getByRole('status').getByText('Se desactivó a Luis Pérez: ya no puede iniciar sesión.').waitFor({ timeout: 15_000 });
    await row('Luis Pérez').getByText('Desactivada').waitFor();
    expect(await row('Luis Pérez').getByRole('button').count()).toBe(0);
    await noSeriousViolation(page, '/staff/personal tras los cambios');

    // Luis can no longer sign in.
    const res = await fetch(`${server.url}/api/v1/staff/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: luis.email, password: luis.password, code: '000000' }) });
    expect(res.status).toBe(401);

    await page.setViewportSize(TABLET);
    await row('Luis Pérez').getByText('Desactivada').waitFor();
    await noSeriousViolation(page, '/staff/personal en tableta');
    await page.setViewportSize(LAPTOP);
    expect(errors).toEqual([]);
  });

  it('filters the audit log and shows those actions with their values', async () => {
    await press(menu().getByRole('link', { name: 'Auditoría' }));
    await page.getByRole('heading', { name: 'Auditoría', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/staff/auditoria');
    const log = page.getByRole('table', { name: 'Registro de auditoría' });
    await log.getByText('staff.deactivate').first().waitFor({ timeout: 15_000 });
    await noSeriousViolation(page, '/staff/auditoria');

    // What was done to Luis, by Ana, today in Bogotá.
    const today = DateTime.now().setZone('America/Bogota').toISODate()!;
    const person = page.getByLabel('Persona', { exact: true });
    await person.focus();
    await page.keyboard.type('Ana Admin');
    // antd's listbox options for screen readers are hidden; the one shown, active for Enter, is its item.
    await page.locator('.ant-select-item-option-active').filter({ hasText: 'Ana Admin' }).waitFor();
    await page.keyboard.press('Enter');
    await typeInto(page, 'Acción', 'staff.');
    await typeInto(page, 'Objetivo', `staff_person:${luis.id}`);
    await page.getByLabel('Desde', { exact: true }).fill(today);
    await page.getByLabel('Hasta', { exact: true }).fill(today);
    await press(page.getByRole('button', { name: 'Filtrar' }));
    await expect.poll(() => log.locator('tbody tr.ant-table-row code').allTextContents(), { timeout: 15_000 }).toEqual(['staff.deactivate', 'staff.roles.change']);
    expect(await log.getByText('Ana Admin').count()).toBe(2);

    // The roles' change opened: before and after, readable.
    const changeRow = log.locator('tbody tr.ant-table-row').filter({ hasText: 'staff.roles.change' });
    await press(changeRow.getByRole('button', { name: /Expandir fila/ }));
    const values = page.getByRole('table', { name: /Valores de la entrada/ });
    await values.waitFor();
    expect((await values.getByRole('row', { name: /^Roles/ }).textContent())?.replace(/\s+/g, ' ')).toBe('RolesServicio al cliente, PorteríaFinanzas, Portería'.replace(/\s+/g, ' '));
    await noSeriousViolation(page, '/staff/auditoria con una entrada abierta');

    // The invitation, by its action alone.
    await page.getByLabel('Objetivo', { exact: true }).fill('');
    await typeInto(page, 'Acción', 'staff.invite');
    await press(page.getByRole('button', { name: 'Filtrar' }));
    await expect.poll(() => log.locator('tbody tr.ant-table-row code').allTextContents(), { timeout: 15_000 }).toEqual(['staff.invite']);
    await log.getByText(/staff_invitation:\d+/).waitFor();

    await page.setViewportSize(TABLET);
    await noSeriousViolation(page, '/staff/auditoria en tableta');
    expect(errors).toEqual([]);
  });
});
