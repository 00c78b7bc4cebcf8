import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../../helpers/build.ts';
import { mp4, ole2, pdf, xlsx } from '../../helpers/files.ts';
import { filesUnder, postForm, solvedAltcha, stored } from '../../helpers/forms.ts';
import { fakeSiteverify, type FakeSiteverify } from '../../helpers/recaptcha.ts';

let app: FastifyInstance;
let dataDir: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-ethics-'));
  app = await build({ config: { dataDir } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const report = (over: Record<string, string> = {}) => ({
  details: 'Un proveedor ofreció dinero a cambio de un contrato.',
  company: 'Proveedor de Confitería S.A.S.',
  whistleblower: 'Empleado',
  ...over,
});

describe('POST /ethics', () => {
  it('files an anonymous report with 4.5 MB of attachments and stores no name or e-mail', async () => {
    const files = [
      { name: 'prueba.mp4', bytes: mp4(2 * MB) },
      { name: 'tabla.XLSX', bytes: xlsx() },
      { name: 'acta.doc', bytes: ole2(MB) },
      { name: 'carta.pdf', bytes: pdf(1.5 * MB) },
    ];
    const { status, body } = await postForm(app, '/ethics', { ...report(), name: '', email: '', captcha: await solvedAltcha(app) }, files);
    expect(status).toBe(201);
    expect(body.radicado).toMatch(/^ETICA-\d{4}-\d{6}$/);
    expect(body.message).toContain(body.radicado);
    const { ethics, uploads } = await stored(app);
    const row = ethics.find((e) => e.radicado === body.radicado)!;
    expect(row).toMatchObject({ whistleblower: 'Empleado', name: null, email: null });
    expect(uploads.filter((u) => u.ownerKind === 'ethics' && u.ownerId === row.id)).toHaveLength(4);
    expect(filesUnder(path.join(dataDir, 'uploads', 'ethics'))).toHaveLength(4);
  });

  it('keeps the name and e-mail of a reporter who gives them', async () => {
    const { status, body } = await postForm(app, '/ethics', { ...report({ whistleblower: 'Otro interesado', name: 'José Núñez', email: 'jose@example.com' }), captcha: await solvedAltcha(app) });
    expect(status).toBe(201);
    const row = (await stored(app)).ethics.find((e) => e.radicado === body.radicado)!;
    expect(row).toMatchObject({ name: 'José Núñez', email: 'jose@example.com', whistleblower: 'Otro interesado' });
  });

  it('gives the spec messages for missing fields, a name with digits and a bad e-mail', async () => {
    const { status, body } = await postForm(app, '/ethics', { name: 'Agente 007', email: 'nada' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      details: 'El detalle del reporte es requerido',
      company: 'La entidad a denunciar es requerida',
      whistleblower: 'El tipo de denunciante es requerido',
      name: 'Solo se permiten letras',
      email: 'Correo electrónico inválido',
      captcha: 'Por favor, completa el captcha',
    });
  });

  it('refuses 6 MB of attachments in total, and leaves no row and no file behind', async () => {
    const before = await stored(app);
    const files = [0, 1, 2].map((i) => ({ name: `parte${i}.pdf`, bytes: pdf(2 * MB) }));
    const { status, body } = await postForm(app, '/ethics', { ...report(), captcha: await solvedAltcha(app) }, files);
    expect(status).toBe(400);
    expect(body.message).toBe('El tamaño total de los archivos no debe superar 5 MB');
    const after = await stored(app);
    expect(after.ethics.length).toBe(before.ethics.length);
    expect(after.uploads.length).toBe(before.uploads.length);
    expect(filesUnder(path.join(dataDir, 'uploads')).length).toBe(before.uploads.length);
  });

  it('accepts exactly 5 MB in total', async () => {
    const files = [{ name: 'a.pdf', bytes: pdf(3 * MB) }, { name: 'b.pdf', bytes: pdf(2 * MB) }];
    const { status } = await postForm(app, '/ethics', { ...report(), captcha: await solvedAltcha(app) }, files);
    expect(status).toBe(201);
  });
});

describe('reCAPTCHA, when its keys are configured', () => {
  let google: FakeSiteverify;
  let recaptchaApp: FastifyInstance;

  beforeAll(async () => {
    google = await fakeSiteverify();
    const { verifyUrl } = google;
    recaptchaApp = await build({ config: { dataDir, recaptcha: { siteKey: 'clave-del-sitio', secretKey: 'clave-secreta', verifyUrl } } });
  });
  afterAll(async () => {
    await recaptchaApp.close();
    google.close();
  });

  it('hands out the site key instead of an ALTCHA challenge', async () => {
    const res = await recaptchaApp.inject({ method: 'GET', url: '/api/v1/captcha/challenge', remoteAddress: '10.7.0.1' });
    expect(res.json()).toEqual({ provider: 'recaptcha', siteKey: 'clave-del-sitio' });
  });

  it('files a report with a token Google accepts, once; refuses a bad token and the replay', async () => {
    const ok = await postForm(recaptchaApp, '/ethics', { ...report(), captcha: 'buen-token' });
    expect(ok.status).toBe(201);
    expect(google.seen.at(-1)?.get('secret')).toBe('clave-secreta');
    const replay = await postForm(recaptchaApp, '/ethics', { ...report(), captcha: 'buen-token' });
    expect(replay.status).toBe(400);
    const bad = await postForm(recaptchaApp, '/ethics', { ...report(), captcha: 'token-falso' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El captcha no es válido, expiró o ya fue usado. Por favor, completa el captcha de nuevo.');
  });
});
