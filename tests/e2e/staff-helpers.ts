// What the staff area's browser tests share: axe's verdict, typing as a person does, the first admin
// made from the setup link the server prints, an invitation accepted (through the API or enrolling
// on its page), staff API calls to the server process, and signing in and out in the browser.
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { FuncionesCreated, FuncionesPreview, ProgramacionOptions, StaffEnrolled, StaffInvitationView, StaffRole } from '../../openapi/index.ts';
import { freshAddress } from '../helpers/accounts.ts';
import type { RunningServer } from '../helpers/server-process.ts';
import type { TestSmtpServer } from '../helpers/smtp.ts';
import { freshCode, type StaffPersonMade } from '../helpers/staff.ts';

/** No serious or critical axe violation on the page as it is now. */
export async function noSeriousViolation(page: Page, where: string) {
  // A dialog or notice still fading in or out is drawn at part opacity: axe would judge its contrast mid-way.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** Types into the field with this label, as a person does (focus, keys). */
export async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The token of the setup link the server prints on start while no admin exists (waited for: it comes once the database is open). */
export async function setupToken(server: RunningServer): Promise<string> {
  const token = () => /\/staff\/configurar#([A-Za-z0-9_-]{20,100})/.exec(server.output())?.[1];
  for (let waited = 0; !token() && waited < 30_000; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
  expect(token(), server.output()).toBeTruthy();
  return token()!;
}

async function post<T>(server: RunningServer, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  expect(res.ok, `${path}: ${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** The TOTP secret an enrolment link shows (its QR's secret, as an authenticator app reads it). */
async function secretOf(server: RunningServer, token: string): Promise<string> {
  return (await post<StaffInvitationView>(server, '/staff/invitations/lookup', { token })).enrolment.secret;
}

/** The first admin (every role), made through the API from the printed setup link (the browser's way is staff-area.test.ts's). */
export async function firstAdminThroughApi(server: RunningServer, person: { email: string; name: string; password: string }): Promise<StaffPersonMade> {
  const token = await setupToken(server);
  const made: StaffPersonMade = { id: 0, ...person, secret: await secretOf(server, token), roles: [], lastStep: 0 };
  const enrolled = await post<StaffEnrolled>(server, '/staff/setup', { token, email: person.email, name: person.name, password: person.password, code: await freshCode(made) });
  return Object.assign(made, { id: enrolled.person.id, roles: enrolled.person.roles });
}

/** An invitation accepted through the API from its mailed link, as the invited person would in their browser. */
export async function acceptInvitationThroughApi(server: RunningServer, link: string, password: string): Promise<StaffPersonMade> {
  const token = new URL(link).hash.slice(1);
  const view = await post<StaffInvitationView>(server, '/staff/invitations/lookup', { token });
  const made: StaffPersonMade = { id: 0, email: view.email!, name: view.name!, password, secret: view.enrolment.secret, roles: view.roles, lastStep: 0 };
  const enrolled = await post<StaffEnrolled>(server, '/staff/invitations/acceptance', { token, password, code: await freshCode(made) });
  return Object.assign(made, { id: enrolled.person.id });
}

/** The invitation link in the mail the SMTP server received for this address. */
export const invitationLinkIn = (text: string) => /https?:\/\/\S+\/staff\/invitacion#[A-Za-z0-9_-]+/.exec(text)?.[0];

/** Signs the person in on /staff/ingresar with their password and a fresh code, as they would type it. */
export async function signInInBrowser(page: Page, site: string, person: StaffPersonMade) {
  await page.goto(`${site}/staff/ingresar`);
  await page.getByRole('heading', { name: 'Área del personal' }).waitFor();
  await typeInto(page, 'Correo electrónico', person.email);
  await typeInto(page, 'Contraseña', person.password);
  await typeInto(page, 'Código de la aplicación', await freshCode(person));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: `Hola, ${person.name}` }).waitFor({ timeout: 15_000 });
}

/** A staff person this test will make, not enrolled yet. */
export const newStaffPerson = (email: string, name: string, password: string, roles: StaffRole[]): StaffPersonMade => ({ id: 0, email, name, password, secret: '', roles, lastStep: 0 });

/** A staff API call to the server process with a staff session cookie (or none), from a new client address (TRUST_PROXY=127.0.0.1). */
export function staffFetch(server: RunningServer, path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  return fetch(`${server.url}/api/v1${path}`, {
    method: init.method ?? 'GET',
    // A JSON content type only with a body: Fastify refuses an empty JSON body (a DELETE has none).
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), 'x-forwarded-for': freshAddress(), ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/**
 * The first admin of a new installation, made through the API from the setup link the server
 * printed (its secret read as the page reads it, the first code computed here); returns the
 * person and their session cookie.
 */
export async function firstAdminWithCookie(server: RunningServer, admin: StaffPersonMade): Promise<{ admin: StaffPersonMade; cookie: string }> {
  const token = await setupToken(server);
  const view = (await (await staffFetch(server, '/staff/invitations/lookup', { method: 'POST', body: { token } })).json()) as StaffInvitationView;
  admin.secret = view.enrolment.secret;
  const res = await staffFetch(server, '/staff/setup', { method: 'POST', body: { token, email: admin.email, name: admin.name, password: admin.password, code: await freshCode(admin) } });
  expect(res.status, await res.clone().text()).toBe(201);
  const cookie = /vz_staff=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
  return { admin, cookie };
}

/** The invitation link mailed to `email`, once it arrives. */
export async function invitationLinkFor(smtp: TestSmtpServer, email: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(() => (link = smtp.mails.filter((m) => m.to.includes(email)).map((m) => invitationLinkIn(m.text)).find(Boolean)), { timeout: 15_000 }).toBeTruthy();
  return link!;
}

/**
 * The invited person opens the mailed link, reads the secret off the page into their
 * "authenticator" (otpauth, here), sets the password, gives a code, acknowledges the recovery
 * codes and lands in the staff area.
 */
export async function enrolFromInvitation(page: Page, server: RunningServer, link: string, person: StaffPersonMade, roleText: RegExp) {
  await page.goto(`${server.url}/staff/invitacion${new URL(link).hash}`);
  await page.getByRole('heading', { name: 'Aceptar la invitación' }).waitFor();
  await page.getByText(roleText).waitFor();
  person.secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await noSeriousViolation(page, '/staff/invitacion');
  expect(await page.getByLabel('Nombre', { exact: true }).count()).toBe(0);
  await typeInto(page, 'Contraseña', person.password);
  await typeInto(page, 'Código de la aplicación', await freshCode(person));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Tus códigos de recuperación' }).waitFor({ timeout: 15_000 });
  await page.getByRole('checkbox', { name: 'Guardé mis códigos de recuperación' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: `Hola, ${person.name}` }).waitFor();
}

/** Out of the staff area and in again with the password and a fresh code. */
export async function signOutAndIn(page: Page, person: StaffPersonMade) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('heading', { name: 'Área del personal' }).waitFor();
  await typeInto(page, 'Correo electrónico', person.email);
  await typeInto(page, 'Contraseña', person.password);
  await typeInto(page, 'Código de la aplicación', await freshCode(person));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: `Hola, ${person.name}` }).waitFor({ timeout: 15_000 });
}

const bogota = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)!.value;

/** A función of a film on the billboard starting ten minutes from now (its entry window is open), in a room made free then, made by an admin (their session cookie) on the programming desk. */
export async function funcionStartingSoon(server: RunningServer, adminCookie: string): Promise<{ id: number; slug: string; path: string }> {
  const options = (await (await staffFetch(server, '/staff/programacion/opciones', { cookie: adminCookie })).json()) as ProgramacionOptions;
  const film = options.films.find((f) => f.type === 'Estreno')!;
  const at = bogota(new Date(Date.now() + 10 * 60_000));
  const date = `${part(at, 'year')}-${part(at, 'month')}-${part(at, 'day')}`;
  for (const room of options.rooms.filter((r) => !/VIP/i.test(r.name))) {
    const body = { film_id: film.id, room_ids: [room.id], from: date, to: date, weekdays: [1, 2, 3, 4, 5, 6, 7], times: [`${part(at, 'hour')}:${part(at, 'minute')}`], format: room.formats[0], version: 'Subtitulada' };
    const preview = (await (await staffFetch(server, '/staff/programacion/funciones/vista-previa', { method: 'POST', body, cookie: adminCookie })).json()) as FuncionesPreview;
    // Whatever the hour the test runs at, the demo programming may fill the room then: the funciones
    // it crosses (none sold on this new database) are deleted, as the desk allows; any other conflict
    // (no prices for the format) moves on to the next room.
    const conflicts = preview.funciones.flatMap((c) => c.conflicts);
    if (conflicts.some((c) => c.kind !== 'cruce' || c.funcion_id === null)) continue;
    const deleted = await Promise.all(conflicts.map((c) => staffFetch(server, `/staff/programacion/funciones/${c.funcion_id}`, { method: 'DELETE', cookie: adminCookie })));
    if (deleted.some((d) => !d.ok)) continue;
    const res = await staffFetch(server, '/staff/programacion/funciones', { method: 'POST', body, cookie: adminCookie });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as FuncionesCreated;
    return { id: created.funciones[0].id, slug: film.slug, path: `/viziona/pelicula/${film.slug}/funcion/${created.funciones[0].id}` };
  }
  throw new Error('Ninguna sala libre en diez minutos');
}
