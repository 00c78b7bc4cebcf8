// Accounts as a new person uses them, in Chromium against the real server and its real mail:
// register, verify the e-mail with the mailed code, edit the profile, change the password, log out,
// log in from the dialog over another page, reset the password through the mailed link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsSettled, launchChromium } from '../helpers/browser.ts';
import { mailCount, waitForMail } from '../helpers/mailbox.ts';

let browser: Browser;
let page: Page;
const site = inject('siteUrl');
const stamp = Date.now();
const email = `e2e.${stamp}@example.com`;
const docNumber = String(stamp).slice(-10);
const firstPassword = 'Cine2026ok';
const profilePassword = 'Perfil2026ok';
const resetPassword = 'Nueva2026ok';
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
});
afterAll(() => browser?.close());

const path = () => new URL(page.url()).pathname;
const header = () => page.locator('header.vz-header');
const nameLink = (name: string) => header().getByRole('link', { name, exact: true });

async function pick(id: string, option: string) {
  await page.locator(`#${id}`).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** The global status dialog with this title: checks its text, presses its button, waits until it is gone. */
async function acknowledge(title: string, subtitle: string, button = 'Aceptar') {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(subtitle, { exact: true }).waitFor();
  await animationsSettled(page);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Whether the page under a modal can scroll (antd locks it while a modal is open). */
const scrollLocked = () => page.evaluate(() => getComputedStyle(document.body).overflowY === 'hidden');

/** The 6-digit code of the newest verification mail to `to` after `before` mails. */
async function mailedCode(to: string, before: number) {
  const mail = await waitForMail(to, 'código de verificación', before);
  return /\b(\d{6})\b/.exec(mail.text)![1];
}

/** A code that is surely wrong: the real one with its first digit changed. */
const wrongCode = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

/**
 * Records every text the fullscreen loading overlay shows from now on on this page: it may be up for
 * only a few milliseconds, so waiting for it would race.
 */
async function recordOverlayTexts() {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { overlayTexts: string[] }).overlayTexts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.vz-overlay__text')) {
        const text = el.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const overlayTexts = () => page.evaluate(() => (window as unknown as { overlayTexts: string[] }).overlayTexts);

async function logOutFromHeader() {
  await recordOverlayTexts();
  await header().getByRole('button', { name: 'Cerrar Sesión' }).click();
  await header().getByRole('link', { name: 'Iniciar sesión' }).waitFor();
  await expect.poll(async () => (await page.context().cookies(site)).some((c) => c.name === 'auth_token')).toBe(false);
  await expect.poll(path).toBe('/');
  // A full page load may have replaced the recorder's window; only check when it survived.
  const texts = await page.evaluate(() => (window as unknown as { overlayTexts?: string[] }).overlayTexts);
  if (texts) expect(texts).toContain('Cerrando sesión...');
}

describe('accounts as a new user would use them', () => {
  it('sends visitors from signed-in pages to /iniciar-sesion', async () => {
    await page.goto(`${site}/mi-perfil`);
    await page.getByRole('heading', { name: 'INICIAR SESIÓN' }).waitFor();
    expect(path()).toBe('/iniciar-sesion');
  });

  it('registers with the robot check, lands on / signed in and is asked to verify the e-mail', async () => {
    await page.goto(`${site}/registrarme`);
    // Bad input first: the form's own messages, nothing sent.
    await page.getByRole('button', { name: 'Registrarme', exact: true }).click();
    await page.getByText('El nombre es requerido').waitFor();
    await page.getByText('Debes confirmar que no eres un robot').waitFor();

    await page.locator('#register-name').fill('Eva');
    await page.locator('#register-lastname').fill('Prueba');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-confirmEmail').fill(email);
    await page.locator('#register-password').fill(firstPassword);
    await page.locator('#register-confirmPassword').fill(firstPassword);
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

    await nameLink('Eva').waitFor();
    await page.getByText('Registro exitoso.').waitFor();
    expect(path()).toBe('/');
    // Spec §4/§6: the unverified user gets the verification modal, which locks page scrolling.
    await page.getByRole('dialog', { name: 'Verifica el correo' }).waitFor();
    expect(await scrollLocked()).toBe(true);
    // The home announcement does not open over it.
    await page.locator('.vz-billboard .vz-time').first().waitFor();
    expect(await page.locator('dialog.vz-popup[open]').count()).toBe(0);
  });

  it('verifies the e-mail in the modal with the mailed code; the header works afterwards', async () => {
    const modal = page.getByRole('dialog', { name: 'Verifica el correo' });
    const code = modal.getByLabel('Código de verificación');
    // An empty code is refused before anything is sent.
    await code.fill('   ');
    await modal.getByRole('button', { name: 'Verificar' }).click();
    await acknowledge('¡Datos incompletos!', 'Por favor, ingresa el código de verificación');

    const before = await mailCount(email);
    await modal.getByRole('button', { name: 'Enviar código' }).click();
    await acknowledge('¡Listo!', 'Código enviado a tu correo');
    const mailed = await mailedCode(email, before);

    await code.fill(wrongCode(mailed));
    await modal.getByRole('button', { name: 'Verificar' }).click();
    await acknowledge('¡Código inválido!', 'El código que ingresaste no es correcto o ha expirado, solicita uno nuevo.');
    await expect.poll(() => modal.isVisible()).toBe(true);

    await code.fill(mailed);
    await modal.getByRole('button', { name: 'Verificar' }).click();
    await modal.waitFor({ state: 'hidden' });
    // The home announcement waited for the verification prompt (it used to open on top of it, in the
    // top layer, leaving the modal and then the header unusable); now it shows, and the person closes it.
    const announcement = page.getByRole('dialog', { name: 'Anuncio' });
    await announcement.getByRole('button', { name: 'Cerrar anuncio' }).click();
    await announcement.waitFor({ state: 'hidden' });
    await expect.poll(scrollLocked).toBe(false);

    // The name in the header is a working link (nothing left covering it).
    await nameLink('Eva').click({ timeout: 5000 });
    await page.waitForURL(`${site}/mi-perfil`);
    await page.locator('#profile-name').waitFor();
    expect(await page.getByRole('heading', { name: 'Verifica el correo' }).count()).toBe(0);
  });

  it('edits the profile: Update enables the fields, Cancel restores them, e-mail and document stay read-only', async () => {
    const name = page.locator('#profile-name');
    expect(await name.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => name.isEnabled()).toBe(true);
    for (const id of ['profile-email', 'profile-doc_type', 'profile-doc_number']) expect(await page.locator(`#${id}`).isDisabled()).toBe(true);
    expect(await page.locator('#profile-email').inputValue()).toBe(email);

    await name.fill('Evita');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => name.isDisabled()).toBe(true);
    expect(await name.inputValue()).toBe('Eva');

    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => name.isEnabled()).toBe(true);
    await name.fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El nombre es requerido').waitFor();
    await name.fill('Evangelina');
    await page.locator('#profile-phone').fill('');
    await page.locator('#profile-phone').pressSequentially('-+.e3201234567');
    await recordOverlayTexts();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await acknowledge('¡Perfil actualizado exitosamente!', 'Tu información personal se ha actualizado correctamente.');
    expect(await overlayTexts()).toEqual(['Actualizando informacion personal']);
    await expect.poll(() => name.isDisabled()).toBe(true);
    await nameLink('Evangelina').waitFor();

    // What the server kept.
    await page.reload();
    await expect.poll(() => page.locator('#profile-name').inputValue()).toBe('Evangelina');
    expect(await page.locator('#profile-phone').inputValue()).toBe('3201234567');
  });

  it('changes the password through the optional password box', async () => {
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.locator('#profile-password').fill(profilePassword);
    await page.locator('#profile-confirmPassword').fill('Otra2026ok');
    await page.getByText('Las contraseñas deben coincidir').waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    // Refused in the browser: still editing, no dialog.
    expect(await page.locator('#profile-name').isEnabled()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.locator('#profile-confirmPassword').fill(profilePassword);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await acknowledge('¡Perfil actualizado exitosamente!', 'Tu información personal se ha actualizado correctamente.');
    await expect.poll(() => page.locator('#profile-name').isDisabled()).toBe(true);
  });

  it('logs out to / and logs in from the dialog opened by a showtime on /cartelera, staying there', async () => {
    await logOutFromHeader();
    await page.goto(`${site}/cartelera`);
    const time = page.locator('.vz-billboard button.vz-time').first();
    await time.click();
    const dialog = page.getByRole('dialog', { name: 'Inicia Sesión' });
    await dialog.waitFor();
    await dialog.locator('#login-email').fill(email);
    // The old password no longer works: the server's message under the form.
    await dialog.locator('#login-password').fill(firstPassword);
    await dialog.getByRole('button', { name: 'Ingresar' }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toMatch(/\S/);

    await dialog.locator('#login-password').fill(profilePassword);
    await dialog.getByRole('button', { name: 'Ingresar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Inicio de sesión exitoso.').waitFor();
    await nameLink('Evangelina').waitFor();
    expect(path()).toBe('/cartelera');
    // Signed in now: showtimes are links to the purchase route, and no verification prompt (already verified).
    await page.locator('.vz-billboard a.vz-time').first().waitFor();
    expect(await page.getByRole('dialog', { name: 'Verifica el correo' }).count()).toBe(0);
  });

  it('sends signed-in people from guest-only pages to /', async () => {
    for (const guestOnly of ['/iniciar-sesion', '/registrarme', '/forgot-password/cualquiera']) {
      await page.goto(site + guestOnly);
      await nameLink('Evangelina').waitFor();
      await expect.poll(path).toBe('/');
    }
  });

  it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
    await logOutFromHeader();
    await page.goto(`${site}/salas`);
    await header().getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.getByRole('dialog', { name: 'Inicia Sesión' }).getByRole('button', { name: 'Olvidé mi contraseña' }).click();
    const forgot = page.getByRole('dialog', { name: 'Olvidé mi contraseña' });
    await forgot.locator('#forgot-email').fill('no-es-correo');
    await forgot.getByRole('button', { name: 'Enviar enlace' }).click();
    await forgot.getByText('Correo inválido').waitFor();
    const before = await mailCount(email);
    await forgot.locator('#forgot-email').fill(email.toUpperCase());
    await forgot.getByRole('button', { name: 'Enviar enlace' }).click();
    await acknowledge(
      '¡Correo de recuperación enviado!',
      'Revisa tu bandeja de entrada. Hemos enviado un enlace para que puedas restablecer tu contraseña.',
      'Ok',
    );
    expect(path()).toBe('/salas');

    const mail = await waitForMail(email, 'Restablece tu contraseña', before);
    const link = new URL(/https?:\/\/\S+\/forgot-password\/\S+/.exec(mail.text)![0]);
    // The mailed link's path on the site under test.
    await page.goto(site + link.pathname);
    await page.locator('#reset-password').fill('corta');
    await page.getByText('La contraseña debe tener de 8 a 12 caracteres', { exact: false }).waitFor();
    await page.locator('#reset-password').fill(resetPassword);
    await page.locator('#reset-confirmPassword').fill('Nueva2026o');
    await page.getByText('Las contraseñas deben coincidir').waitFor();
    await page.locator('#reset-confirmPassword').fill(resetPassword);
    await recordOverlayTexts();
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await acknowledge('¡Contraseña actualizada exitosamente!', 'Ahora inicia sesión con tu nueva contraseña.', 'Ok');
    expect(await overlayTexts()).toEqual(['Actualizando Contraseña...']);
    await page.waitForURL(`${site}/iniciar-sesion`);

    // The link works once.
    await page.goto(site + link.pathname);
    await page.locator('#reset-password').fill('Otra2026ok');
    await page.locator('#reset-confirmPassword').fill('Otra2026ok');
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await acknowledge(
      'Error al actualizar la contraseña',
      'No se pudo actualizar tu contraseña. Por favor, inténtalo de nuevo o contacta a soporte si el problema persiste.',
    );

    await page.goto(`${site}/iniciar-sesion`);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(resetPassword);
    await recordOverlayTexts();
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await nameLink('Evangelina').waitFor();
    expect(await overlayTexts()).toContain('Ingresando...');
    await page.getByText('Inicio de sesión exitoso.').waitFor();
    await expect.poll(path).toBe('/');
  });

  it('an unverified user who logs in verifies on /mi-perfil with the "Verifica el correo" screen', async () => {
    await logOutFromHeader();
    // A second person, registered through the API (the robot token included), never verified.
    const other = `e2e.sin.verificar.${stamp}@example.com`;
    const { token } = (await (await fetch(`${site}/api/v1/token/register`, { method: 'POST' })).json()) as { token: string };
    const registered = await fetch(`${site}/api/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Iván', lastname: 'Sinverificar', email: other, password: firstPassword, doc_type: 'CE', doc_number: `9${docNumber}`,
        phone: '3109876543', birthday: '1990-01-02', sex: 'M', device: 'web', register_token: token,
      }),
    });
    expect(registered.status).toBe(201);

    await page.goto(`${site}/iniciar-sesion`);
    await page.locator('#login-email').fill(other);
    await page.locator('#login-password').fill(firstPassword);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const modal = page.getByRole('dialog', { name: 'Verifica el correo' });
    await modal.waitFor();
    await animationsSettled(page);
    await modal.getByRole('button', { name: 'Close' }).or(modal.getByRole('button', { name: 'Cerrar' })).click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(scrollLocked).toBe(false);

    await nameLink('Iván').click();
    const screen = page.getByRole('region', { name: 'Verifica el correo' });
    await screen.waitFor();
    const before = await mailCount(other);
    await screen.getByRole('button', { name: 'Solicitar un nuevo código' }).click();
    await acknowledge('¡Listo!', 'Código enviado a tu correo');
    const mailed = await mailedCode(other, before);
    await screen.getByLabel('Código de verificación').fill(wrongCode(mailed));
    await screen.getByRole('button', { name: 'Verificar' }).click();
    await acknowledge('¡Código inválido!', 'El código que ingresaste no es correcto o ha expirado, solicita uno nuevo.');
    await screen.getByLabel('Código de verificación').fill(` ${mailed} `);
    await screen.getByRole('button', { name: 'Verificar' }).click();
    await screen.waitFor({ state: 'detached' });
    // Verified for the server too: a fresh load shows no prompt.
    await page.reload();
    await page.locator('#profile-name').waitFor();
    expect(await page.getByRole('region', { name: 'Verifica el correo' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
