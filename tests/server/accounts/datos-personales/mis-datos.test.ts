// 'Mis datos' (issue 32): the authorizations registration records, what the person sees and
// downloads (their own only, rate-limited per account), closing the other sessions, and accepting
// a new version of the terms or the privacy policy after staff publish it.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MisDatos, PaymentResult } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { build } from '../../../helpers/build.ts';
import { bearer, freshAddress, signUp } from '../../../helpers/accounts.ts';
import { api, cardBody, pay, reserve } from '../../../helpers/purchase.ts';
import { postForm, solvedAltcha } from '../../../helpers/forms.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const versionOf = async (slug: string) => (await app.db.select({ v: schema.contents.version }).from(schema.contents).where(eq(schema.contents.slug, slug)))[0].v;
const datos = async (token: string) => {
  const res = await api(app, token, 'GET', '/profile/mis-datos');
  expect(res.statusCode).toBe(200);
  return res.json() as MisDatos;
};

describe('proof of authorization', () => {
  it('records at registration the versions of the terms and the privacy policy, when and from which address', async () => {
    const s = await signUp(app);
    const rows = await app.db.select().from(schema.authorizations).where(eq(schema.authorizations.userId, s.user.id));
    expect(rows.map((r) => [r.document, r.version, r.via]).sort()).toEqual([
      ['politica-de-privacidad', await versionOf('politica-de-privacidad'), 'registro'],
      ['terminos-y-condiciones', await versionOf('terminos-y-condiciones'), 'registro'],
    ]);
    expect(rows[0].address).toMatch(/^10\./);
    const d = await datos(s.token);
    expect(d.authorizations.map((a) => a.title).sort()).toEqual(['Política de privacidad', 'Términos y condiciones']);
    expect(d.pending_policies).toEqual([]);
  });

  it('asks again after staff publish a new version, and records the acceptance of exactly the version shown', async () => {
    const s = await signUp(app);
    const before = await versionOf('politica-de-privacidad');
    await app.db.update(schema.contents).set({ content: sql`${schema.contents.content} || '<p>Cambio.</p>'` }).where(eq(schema.contents.slug, 'politica-de-privacidad'));
    const now = await versionOf('politica-de-privacidad');
    expect(now).toBe(before + 1);
    // A change of the order alone publishes nothing new.
    await app.db.update(schema.contents).set({ position: sql`${schema.contents.position}` }).where(eq(schema.contents.slug, 'politica-de-privacidad'));
    expect(await versionOf('politica-de-privacidad')).toBe(now);

    expect((await datos(s.token)).pending_policies).toEqual([{ document: 'politica-de-privacidad', title: 'Política de privacidad', version: now, slug: 'politica-de-privacidad' }]);
    // The sign-in answer names it too: the dialog at the next sign-in.
    const signIn = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: s.user.email, password: 'Cine2026ok' }, remoteAddress: freshAddress() });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().pending_policies).toEqual([{ document: 'politica-de-privacidad', title: 'Política de privacidad', version: now, slug: 'politica-de-privacidad' }]);
    const stale = await api(app, s.token, 'POST', '/profile/autorizaciones', { documents: [{ document: 'politica-de-privacidad', version: before }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Se publicó una versión más reciente mientras la leías. Léela y acéptala de nuevo.');
    expect((await datos(s.token)).pending_policies).toHaveLength(1);

    const ok = await api(app, s.token, 'POST', '/profile/autorizaciones', { documents: [{ document: 'politica-de-privacidad', version: now }] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().at(-1)).toMatchObject({ document: 'politica-de-privacidad', version: now, via: 'nueva-version' });
    expect((await datos(s.token)).pending_policies).toEqual([]);
  });
});

describe('the forms record the data-policy acceptance', () => {
  it('a PQRS with its address, shown in Mis datos of the account with that e-mail; an ethics report without one', async () => {
    const s = await signUp(app);
    const sent = await postForm(app, '/pqrs', {
      name: 'Ana Gómez',
      email: s.body.email,
      phone: '3001234567',
      type_pqr: 'Queja',
      message: 'La sala estaba fría.',
      accept_terms: '1',
      captcha: await solvedAltcha(app),
    }, [], '10.77.0.1');
    expect(sent.status).toBe(201);
    const d = await datos(s.token);
    expect(d.pqrs).toEqual([expect.objectContaining({ radicado: sent.body.radicado, type_pqr: 'Queja', message: 'La sala estaba fría.' })]);
    expect(d.authorizations.filter((a) => a.via === 'pqrs')).toEqual([
      expect.objectContaining({ document: 'politica-de-proteccion-de-datos-personales', version: await versionOf('politica-de-proteccion-de-datos-personales'), address: '10.77.0.1' }),
    ]);

    const report = await postForm(app, '/ethics', {
      details: 'Un proveedor ofreció dinero a cambio de un contrato.',
      company: 'Viziona',
      whistleblower: 'Empleado',
      captcha: await solvedAltcha(app),
    });
    expect(report.status).toBe(201);
    const [row] = await app.db.select().from(schema.ethicsReports).where(eq(schema.ethicsReports.radicado, report.body.radicado!));
    const [given] = await app.db.select().from(schema.authorizations).where(eq(schema.authorizations.ethicsReportId, row.id));
    expect(given).toMatchObject({ document: 'politica-de-proteccion-de-datos-personales', via: 'linea-etica', address: null });
  });
});

describe('mis datos', () => {
  it('shows the profile, the open sessions, the purchases and the membership of the signed-in person only', async () => {
    const r = await reserve(app);
    const result = (await pay(app, r.session.token, cardBody(r))).json() as PaymentResult;
    expect(result.pay_status.id).toBe(1);
    const other = await signUp(app);
    const d = await datos(r.session.token);
    expect(d.profile).toMatchObject({ email: r.session.body.email, phone: '3001234567', birthday: '1994-05-17', sex: 'F' });
    expect(d.purchases.map((b) => b.bill)).toEqual([result.bill]);
    expect(d.sessions).toHaveLength(1);
    expect(d.sessions[0].current).toBe(true);
    expect(d.membership.Estado).toBeTypeOf('string');
    expect(d.marketing).toContain('No te enviamos publicidad');
    const theirs = await datos(other.token);
    expect(theirs.purchases).toEqual([]);
    expect(theirs.profile.email).toBe(other.body.email);
  });

  it('answers a visitor 401', async () => {
    expect((await api(app, undefined, 'GET', '/profile/mis-datos')).statusCode).toBe(401);
    expect((await api(app, undefined, 'GET', '/profile/mis-datos/descarga')).statusCode).toBe(401);
  });

  it('downloads the same data as a JSON file and a readable HTML page, five an hour per account whatever the address', async () => {
    const s = await signUp(app);
    const json = await api(app, s.token, 'GET', '/profile/mis-datos/descarga?formato=json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toBe('attachment; filename="mis-datos-viziona.json"');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json().profile.email).toBe(s.body.email);
    const html = await api(app, s.token, 'GET', '/profile/mis-datos/descarga?formato=html');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('<h1>Mis datos en Viziona</h1>');
    expect(html.body).toContain(s.body.email);
    expect(html.body).toContain('al registrarte');
    for (let i = 0; i < 3; i++) expect((await api(app, s.token, 'GET', '/profile/mis-datos/descarga')).statusCode).toBe(200);
    const flood = await api(app, s.token, 'GET', '/profile/mis-datos/descarga');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toMatch(/^Demasiadas solicitudes/);
    // Another account is not held back by this one's flood.
    const other = await signUp(app);
    expect((await api(app, other.token, 'GET', '/profile/mis-datos/descarga')).statusCode).toBe(200);
  });

  it('refuses an unknown format with a Spanish 400', async () => {
    const s = await signUp(app);
    const res = await api(app, s.token, 'GET', '/profile/mis-datos/descarga?formato=pdf');
    expect(res.statusCode).toBe(400);
  });

  it('closes every other session of the person, keeping this one', async () => {
    const s = await signUp(app);
    const second = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: s.body.email, password: s.password }, remoteAddress: freshAddress() });
    const other = second.json().token as string;
    expect((await datos(s.token)).sessions).toHaveLength(2);
    const res = await api(app, s.token, 'POST', '/profile/sessions/cerrar-otras');
    expect(res.json()).toEqual({ message: 'Cerramos 1 sesión más.', closed: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(other) })).statusCode).toBe(401);
    expect((await datos(s.token)).sessions).toHaveLength(1);
    const again = await api(app, s.token, 'POST', '/profile/sessions/cerrar-otras');
    expect(again.json()).toEqual({ message: 'No tenías otras sesiones abiertas.', closed: 0 });
    const live = await app.db.select().from(schema.sessions).where(and(eq(schema.sessions.userId, s.user.id)));
    expect(live.filter((x) => !x.revokedAt)).toHaveLength(1);
  });
});
