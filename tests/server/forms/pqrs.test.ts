import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../../helpers/build.ts';
import { docx, executable, jpg, pdf, plainZip, png } from '../../helpers/files.ts';
import { filesUnder, postForm, solvedAltcha, stored } from '../../helpers/forms.ts';
import { PQRS_ACKS_PER_RECIPIENT_PER_DAY } from '../../../server/forms/acknowledgement.ts';

let app: FastifyInstance;
let dataDir: string;
const uploads = () => path.join(dataDir, 'uploads');
// Friday 20 March 2026, 10:00 in Bogotá. Monday 23 March (San José) and Jueves/Viernes Santo are holidays.
const filedAt = new Date('2026-03-20T15:00:00Z');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-pqrs-'));
  app = await build({ config: { dataDir }, now: () => filedAt });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const valid = (over: Record<string, string> = {}) => ({
  name: 'Ana Gómez',
  email: 'Ana.Gomez@Example.com',
  phone: '3001234567',
  type_pqr: 'Reclamo',
  message: 'La función de las 8 empezó tarde.',
  accept_terms: '1',
  ...over,
});

async function expectNothingStored(before: Awaited<ReturnType<typeof stored>>) {
  const after = await stored(app);
  expect(after.pqrs.length).toBe(before.pqrs.length);
  expect(after.uploads.length).toBe(before.uploads.length);
  expect(after.mail.length).toBe(before.mail.length);
  expect(filesUnder(uploads()).length).toBe(before.uploads.length);
}

describe('POST /pqrs', () => {
  it('files a PQRS with attachments: radicado, 15-business-day deadline, files on disk, acknowledgement e-mail', async () => {
    const files = [
      { name: 'factura.PDF', bytes: pdf() },
      { name: 'carta.docx', bytes: docx() },
      { name: 'foto.png', bytes: png() },
      { name: 'boleta.JPEG', bytes: jpg() },
    ];
    const { status, body } = await postForm(app, '/pqrs', { ...valid(), captcha: await solvedAltcha(app) }, files);
    expect(status).toBe(201);
    expect(body.radicado).toMatch(/^PQRS-2026-\d{6}$/);
    expect(body.due_date).toBe('2026-04-15');
    expect(body.message).toBe('Gracias por contactarnos. Pronto nos comunicaremos contigo.');

    const { pqrs, uploads: rows, mail } = await stored(app);
    const row = pqrs.find((p) => p.radicado === body.radicado)!;
    expect(row).toMatchObject({ name: 'Ana Gómez', email: 'ana.gomez@example.com', typePqr: 'Reclamo', dueDate: '2026-04-15' });
    const mine = rows.filter((u) => u.ownerKind === 'pqrs' && u.ownerId === row.id);
    expect(mine.map((u) => u.originalName).sort()).toEqual(['boleta.JPEG', 'carta.docx', 'factura.PDF', 'foto.png']);
    for (const u of mine) {
      const onDisk = path.join(uploads(), u.storagePath);
      const original = files.find((f) => f.name === u.originalName)!.bytes;
      expect(createHash('sha256').update(fs.readFileSync(onDisk)).digest('hex')).toBe(u.sha256);
      expect(u.size).toBe(original.length);
      expect(path.relative(uploads(), onDisk).startsWith('pqrs')).toBe(true);
    }
    expect(filesUnder(path.join(uploads(), 'tmp'))).toEqual([]);

    const ack = mail.find((m) => m.to === 'ana.gomez@example.com' && m.subject.includes(body.radicado!))!;
    expect(ack.text).toContain(body.radicado);
    expect(ack.text).toContain('miércoles 15 de abril de 2026');
    expect(ack.text).toContain('15 días hábiles');
  });

  it('gives the spec message of every missing field at once, and stores nothing', async () => {
    const before = await stored(app);
    const { status, body } = await postForm(app, '/pqrs', { accept_terms: '0' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      name: 'El nombre es requerido',
      email: 'El correo electrónico es requerido',
      phone: 'El teléfono es requerido',
      type_pqr: 'El tipo de PQR es requerido',
      message: 'El mensaje es requerido',
      accept_terms: 'Debes aceptar la Política de Protección de Datos Personales',
      captcha: 'Por favor, completa el captcha',
    });
    expect(body.message).toBe('El nombre es requerido');
    await expectNothingStored(before);
  });

  it('refuses an unknown PQR type, a non-numeric phone, a bad e-mail and an over-long message', async () => {
    const { status, body } = await postForm(app, '/pqrs', {
      ...valid({ type_pqr: 'Amenaza', phone: '300-123', email: 'no-es-correo', message: 'x'.repeat(2001) }),
      captcha: 'x',
    });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      type_pqr: 'El tipo de PQR es requerido',
      phone: 'El teléfono debe tener solo números, de 7 a 15 dígitos',
      email: 'Correo electrónico inválido',
      message: 'El mensaje debe tener como máximo 2000 caracteres.',
    });
  });

  it('refuses an executable renamed as .pdf, and leaves no row and no file behind', async () => {
    const before = await stored(app);
    const { status, body } = await postForm(app, '/pqrs', { ...valid(), captcha: await solvedAltcha(app) }, [
      { name: 'ok.pdf', bytes: pdf() },
      { name: 'factura.pdf', bytes: executable() },
    ]);
    expect(status).toBe(400);
    expect(body.message).toBe('El archivo factura.pdf no es un PDF válido: su contenido no corresponde a su extensión.');
    expect(body.errors?.['attachments[]']).toBe(body.message);
    await expectNothingStored(before);
  });

  it('refuses a plain ZIP renamed as .docx and a PNG named .jpg (real content must match the extension)', async () => {
    for (const file of [{ name: 'acta.docx', bytes: plainZip() }, { name: 'foto.jpg', bytes: png() }]) {
      const { status, body } = await postForm(app, '/pqrs', { ...valid(), captcha: 'x' }, [file]);
      expect(status).toBe(400);
      expect(body.message).toContain(`El archivo ${file.name} no es un`);
    }
  });

  it('refuses six files with the spec message, and stores nothing', async () => {
    const before = await stored(app);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `doc${i}.pdf`, bytes: pdf() }));
    const { status, body } = await postForm(app, '/pqrs', { ...valid(), captcha: await solvedAltcha(app) }, six);
    expect(status).toBe(400);
    expect(body.message).toBe('Máximo 5 archivos permitidos');
    await expectNothingStored(before);
  });

  it('refuses extensions outside the list, whatever their case', async () => {
    for (const name of ['virus.exe', 'notas.TXT', 'sin-extension']) {
      const { status, body } = await postForm(app, '/pqrs', { ...valid(), captcha: 'x' }, [{ name, bytes: pdf() }]);
      expect(status).toBe(400);
      expect(body.message).toBe('Solo se permiten archivos: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, JPG, JPEG, PNG o MP4.');
    }
  });

  it('stores HTML and script typed into the fields as plain text, exactly as written', async () => {
    const message = '<script>alert("x")</script><b>Hola</b> & <img src=x onerror=alert(1)>';
    const { status, body } = await postForm(app, '/pqrs', { ...valid({ name: '<i>Ana</i>', message }), captcha: await solvedAltcha(app) });
    expect(status).toBe(201);
    const row = (await stored(app)).pqrs.find((p) => p.radicado === body.radicado)!;
    expect(row.message).toBe(message);
    expect(row.name).toBe('<i>Ana</i>');
  });

  it('refuses a wrong or forged captcha', async () => {
    for (const captcha of ['no-es-un-captcha', Buffer.from('{"challenge":{}}').toString('base64')]) {
      const { status, body } = await postForm(app, '/pqrs', { ...valid(), captcha });
      expect(status).toBe(400);
      expect(body.message).toBe('El captcha no es válido, expiró o ya fue usado. Por favor, completa el captcha de nuevo.');
    }
    // A real solution with a changed counter no longer matches its key.
    const solved = JSON.parse(Buffer.from(await solvedAltcha(app), 'base64').toString());
    solved.solution.counter += 1;
    const { status } = await postForm(app, '/pqrs', { ...valid(), captcha: Buffer.from(JSON.stringify(solved)).toString('base64') });
    expect(status).toBe(400);
  });

  it('accepts a solved captcha once: the replay is refused and stores nothing', async () => {
    const captcha = await solvedAltcha(app);
    const first = await postForm(app, '/pqrs', { ...valid(), captcha });
    expect(first.status).toBe(201);
    const before = await stored(app);
    const replay = await postForm(app, '/pqrs', { ...valid(), captcha }, [{ name: 'a.pdf', bytes: pdf() }]);
    expect(replay.status).toBe(400);
    expect(replay.body.errors?.captcha).toBe('El captcha no es válido, expiró o ya fue usado. Por favor, completa el captcha de nuevo.');
    await expectNothingStored(before);
  });

  it('acknowledges with our words only: no name or message of the visitor reaches the mail', async () => {
    const email = `spam.${Date.now()}@example.com`;
    const spam = 'Gana un premio en http://spam.example';
    const { status, body } = await postForm(app, '/pqrs', { ...valid({ email, name: spam, message: `${spam} ahora` }), captcha: await solvedAltcha(app) });
    expect(status).toBe(201);
    const [ack] = (await stored(app)).mail.filter((m) => m.to === email);
    expect(ack.subject).toBe(`Recibimos tu PQRS · radicado ${body.radicado}`);
    expect(ack.text).toContain(body.radicado);
    expect(`${ack.subject}${ack.text}${ack.html ?? ''}`).not.toMatch(/premio|spam\.example|Gana/);
  });

  it(`files every PQRS but acknowledges at most ${PQRS_ACKS_PER_RECIPIENT_PER_DAY} a day to one address`, async () => {
    const email = `victima.${Date.now()}@example.com`;
    const radicados: string[] = [];
    for (let i = 0; i <= PQRS_ACKS_PER_RECIPIENT_PER_DAY; i++) {
      const { status, body } = await postForm(app, '/pqrs', { ...valid({ email }), captcha: await solvedAltcha(app) });
      expect(status).toBe(201);
      radicados.push(body.radicado!);
    }
    const { pqrs, mail } = await stored(app);
    expect(pqrs.filter((p) => p.email === email)).toHaveLength(PQRS_ACKS_PER_RECIPIENT_PER_DAY + 1);
    expect(mail.filter((m) => m.to === email)).toHaveLength(PQRS_ACKS_PER_RECIPIENT_PER_DAY);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/pqrs', payload: valid(), remoteAddress: '10.9.9.9' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Tipo de contenido no soportado (application/json): esta operación recibe multipart/form-data.');
  });

  it('limits each client address to 5 submissions a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postForm(app, '/pqrs', { captcha: 'x' }, [], '10.200.0.1')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
