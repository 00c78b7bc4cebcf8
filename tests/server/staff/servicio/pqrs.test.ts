// The PQRS inbox over HTTP (server/staff/servicio/pqrs.ts, handlers.ts), role servicio: the list's
// filters, search and deadline order; the detail with attachments downloaded only through the
// operation; notes, states, assignment, the one extension (e-mailed), the draft and the answer sent
// once through the outbox to SMTP. Every write has its audit line; every refusal is a Spanish 4xx
// that changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServicioPqrs, ServicioPqrsPage } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { addBusinessDays, PQRS_ANSWER_BUSINESS_DAYS } from '../../../../server/forms/business-days.ts';
import { build } from '../../../helpers/build.ts';
import { pdf, png } from '../../../helpers/files.ts';
import { postForm, solvedAltcha } from '../../../helpers/forms.ts';
import { plusDays, pqrsRow, todayInBogota } from '../../../helpers/servicio.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../helpers/smtp.ts';
import { signedInStaff, staffApi, staffPerson, type SignedInStaff } from '../../../helpers/staff.ts';

const { pqrs, staffAudit, outgoingMail } = schema;

let smtp: TestSmtpServer;
let app: FastifyInstance;
let dataDir: string;
let desk: SignedInStaff;
let today: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-servicio-'));
  app = await build({ config: { dataDir, smtpUrl: smtp.url } });
  desk = await signedInStaff(app, ['servicio']);
  today = await todayInBogota(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => staffApi(app, desk, method, url, payload);
const detail = async (id: number) => (await api('GET', `/staff/servicio/pqrs/${id}`)).json() as ServicioPqrs;
const rowOf = async (id: number) => (await app.db.select().from(pqrs).where(eq(pqrs.id, id)))[0];
const linesOf = async (id: number) => app.db.select().from(staffAudit).where(eq(staffAudit.target, `pqrs:${id}`)).orderBy(staffAudit.id);
const mailsTo = async (to: string) => app.db.select().from(outgoingMail).where(eq(outgoingMail.to, to));
/** The ids of the mails to an address (their rows change as the outbox sends them). */
const mailIds = async (to: string) => (await mailsTo(to)).map((m) => m.id);

/** A refusal: its status and Spanish message, and the PQRS row, its audit lines and its mail unchanged. */
async function refused(id: number, call: () => ReturnType<typeof api>, status: number, message: RegExp) {
  const [row, lines, mails] = [await rowOf(id), await linesOf(id), await mailIds((await rowOf(id)).email)];
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await rowOf(id)).toEqual(row);
  expect(await linesOf(id)).toEqual(lines);
  expect(await mailIds(row.email)).toEqual(mails);
}

describe('the list', () => {
  let ids: Record<'overdue' | 'today' | 'later' | 'answered' | 'extended', number>;
  beforeAll(async () => {
    const marta = await staffPerson(app, ['servicio'], { name: 'Marta Ruiz' });
    ids = {
      later: (await pqrsRow(app, { dueDate: plusDays(today, 40), name: 'Zoe Lago', email: 'zoe@example.com', typePqr: 'Sugerencia' })).id,
      overdue: (await pqrsRow(app, { dueDate: plusDays(today, -1), name: 'Óscar Peña', assignedTo: marta.id })).id,
      today: (await pqrsRow(app, { dueDate: today, state: 'en_tramite' })).id,
      answered: (await pqrsRow(app, { dueDate: plusDays(today, -3), state: 'respondida', answerText: 'Listo', answerSavedAt: new Date(), answerSentAt: new Date() })).id,
      // Overdue by its original date, in time by its extension.
      extended: (await pqrsRow(app, { dueDate: plusDays(today, -2), extendedDueDate: plusDays(today, 40), extensionReason: 'Pruebas', extendedAt: new Date() })).id,
    };
  });
  const list = async (query = '') => {
    const res = await api('GET', `/staff/servicio/pqrs${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ServicioPqrsPage;
  };
  const mine = (page: ServicioPqrsPage) => page.items.filter((i) => Object.values(ids).includes(i.id));

  it('puts the overdue first, then those due within 2 business days, each flagged; the rest after, newest first', async () => {
    const page = await list();
    expect(page.today).toBe(today);
    expect(mine(page).map((i) => [i.id, i.deadline])).toEqual([
      [ids.overdue, 'vencida'],
      [ids.today, 'por_vencer'],
      [ids.extended, 'en_plazo'],
      [ids.answered, 'atendida'],
      [ids.later, 'en_plazo'],
    ]);
    const extended = page.items.find((i) => i.id === ids.extended)!;
    expect(extended).toMatchObject({ due_date: plusDays(today, 40), extended: true });
    expect(page.items.find((i) => i.id === ids.overdue)!.assigned_to).toMatchObject({ name: 'Marta Ruiz' });
  });

  it('filters by state, type, person in charge, deadline and the day received, and searches radicado, name and e-mail', async () => {
    expect(mine(await list('?deadline=vencida')).map((i) => i.id)).toEqual([ids.overdue]);
    expect(mine(await list('?deadline=por_vencer')).map((i) => i.id)).toEqual([ids.today]);
    expect(mine(await list('?state=respondida')).map((i) => i.id)).toEqual([ids.answered]);
    expect(mine(await list('?type_pqr=Sugerencia')).map((i) => i.id)).toEqual([ids.later]);
    const overdue = await rowOf(ids.overdue);
    expect(mine(await list(`?assigned_to=${overdue.assignedTo}`)).map((i) => i.id)).toEqual([ids.overdue]);
    expect(mine(await list('?unassigned=true')).map((i) => i.id)).not.toContain(ids.overdue);
    expect(mine(await list('?q=%C3%B3scar%20pe')).map((i) => i.id)).toEqual([ids.overdue]);
    expect(mine(await list('?q=ZOE%40EXAMPLE')).map((i) => i.id)).toEqual([ids.later]);
    expect(mine(await list(`?q=${overdue.radicado}`)).map((i) => i.id)).toEqual([ids.overdue]);
    expect(mine(await list(`?received_from=${today}&received_to=${today}`))).toHaveLength(5);
    expect(mine(await list(`?received_to=${plusDays(today, -1)}`))).toHaveLength(0);
    const paged = await list('?limit=2&page=1');
    expect(paged).toMatchObject({ limit: 2, page: 1 });
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThanOrEqual(5);
  });

  it('refuses a malformed filter with a Spanish 400', async () => {
    const res = await api('GET', '/staff/servicio/pqrs?deadline=manana');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/deadline/);
  });
});

describe('a PQRS filed through the form, in the inbox', () => {
  let id: number;
  let radicado: string;
  beforeAll(async () => {
    const { status, body } = await postForm(
      app,
      '/pqrs',
      { name: 'Ana Gómez', email: 'ana.servicio@example.com', phone: '3001234567', type_pqr: 'Reclamo', message: 'La función empezó tarde.', accept_terms: '1', captcha: await solvedAltcha(app) },
      [{ name: 'factura.pdf', bytes: pdf(3000) }, { name: 'foto.png', bytes: png(1200) }],
    );
    expect(status).toBe(201);
    radicado = body.radicado!;
    id = (await app.db.select().from(pqrs).where(eq(pqrs.radicado, radicado)))[0].id;
  });

  it('shows its message, attachments, history and deadline', async () => {
    const p = await detail(id);
    expect(p).toMatchObject({ radicado, name: 'Ana Gómez', email: 'ana.servicio@example.com', message: 'La función empezó tarde.', state: 'radicada', deadline: 'en_plazo', answer: null, extension: null, closure: null, notes: [] });
    expect(p.original_due_date).toBe(p.due_date);
    expect(p.extension_limit).toBe(addBusinessDays(p.due_date, PQRS_ANSWER_BUSINESS_DAYS));
    expect(p.attachments.map((a) => [a.name, a.mime, a.size])).toEqual([['factura.pdf', 'application/pdf', 3000], ['foto.png', 'image/png', 1200]]);
    expect(p.history.map((h) => h.action)).toEqual(['radicar']);
  });

  it('downloads an attachment through the operation only, as a download with its bytes, each download audited', async () => {
    const [first] = (await detail(id)).attachments;
    const before = (await linesOf(id)).length;
    const res = await api('GET', `/staff/servicio/pqrs/${id}/adjuntos/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''factura.pdf");
    expect(res.rawPayload.equals(pdf(3000))).toBe(true);
    // Who downloaded which attachment is in the audit log; the PQRS's history shows what was done, not who looked.
    const lines = await linesOf(id);
    expect(lines.slice(before)).toMatchObject([{ action: 'servicio.adjunto.descargar', personId: desk.id, role: 'servicio', before: null, after: { attachment_id: first.id } }]);
    expect((await detail(id)).history.map((h) => h.action)).not.toContain('servicio.adjunto.descargar');
    // Not for a visitor, nor for another role; a refused download leaves no line.
    expect((await staffApi(app, null, 'GET', `/staff/servicio/pqrs/${id}/adjuntos/${first.id}`)).statusCode).toBe(401);
    const etica = await signedInStaff(app, ['etica']);
    expect((await staffApi(app, etica, 'GET', `/staff/servicio/pqrs/${id}/adjuntos/${first.id}`)).statusCode).toBe(403);
    expect(await linesOf(id)).toHaveLength(lines.length);
  });

  it("refuses an attachment of another PQRS with a 404", async () => {
    const other = await pqrsRow(app, { dueDate: plusDays(today, 10) });
    const [first] = (await detail(id)).attachments;
    const res = await api('GET', `/staff/servicio/pqrs/${other.id}/adjuntos/${first.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ese adjunto no existe o no es de este radicado.');
    expect(await linesOf(other.id)).toEqual([]);
  });

  it('answers 404 in Spanish for a PQRS that does not exist', async () => {
    const res = await api('GET', '/staff/servicio/pqrs/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('La PQRS 999999 no existe.');
  });
});

describe('notes, states and assignment', () => {
  it('adds internal notes with their author, audited', async () => {
    const { id } = await pqrsRow(app, { dueDate: plusDays(today, 10) });
    const res = await api('POST', `/staff/servicio/pqrs/${id}/notas`, { text: 'Llamar al teatro de Unicentro.' });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json() as ServicioPqrs;
    expect(p.notes).toMatchObject([{ text: 'Llamar al teatro de Unicentro.', by: { id: desk.id, name: desk.name } }]);
    expect(p.history.map((h) => h.action)).toEqual(['radicar', 'servicio.pqrs.nota']);
    const [line] = await linesOf(id);
    expect(line).toMatchObject({ action: 'servicio.pqrs.nota', personId: desk.id, role: 'servicio' });
  });

  it('moves radicada → en trámite, and closes without reply only with a reason', async () => {
    const { id } = await pqrsRow(app, { dueDate: plusDays(today, 10) });
    const res = await api('PUT', `/staff/servicio/pqrs/${id}/estado`, { state: 'en_tramite' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ServicioPqrs).state).toBe('en_tramite');
    await refused(id, () => api('PUT', `/staff/servicio/pqrs/${id}/estado`, { state: 'cerrada' }), 400, /^Escribe el motivo del cierre\.$/);
    const closed = await api('PUT', `/staff/servicio/pqrs/${id}/estado`, { state: 'cerrada', reason: 'La persona desistió por teléfono.' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ state: 'cerrada', deadline: 'atendida', closure: { reason: 'La persona desistió por teléfono.' }, extension_limit: null });
    expect((await linesOf(id)).map((l) => [l.action, l.after])).toEqual([
      ['servicio.pqrs.estado', { state: 'en_tramite' }],
      ['servicio.pqrs.estado', { state: 'cerrada', reason: 'La persona desistió por teléfono.' }],
    ]);
    // Closed is final: no state, assignment, draft or answer changes it.
    await refused(id, () => api('PUT', `/staff/servicio/pqrs/${id}/estado`, { state: 'en_tramite' }), 409, /ya está cerrada/);
    await refused(id, () => api('PUT', `/staff/servicio/pqrs/${id}/asignacion`, { person_id: desk.id }), 409, /no se reasigna/);
    await refused(id, () => api('PUT', `/staff/servicio/pqrs/${id}/respuesta`, { text: 'Hola' }), 409, /está cerrada: no se responde/);
    await refused(id, () => api('POST', `/staff/servicio/pqrs/${id}/respuesta/envio`), 409, /está cerrada: no se responde/);
  });

  it('assigns to an active person of the servicio role, and refuses anyone else with a 422', async () => {
    const { id } = await pqrsRow(app, { dueDate: plusDays(today, 10) });
    const luis = await staffPerson(app, ['servicio'], { name: 'Luis Mora' });
    const people = (await api('GET', '/staff/servicio/personal')).json() as { id: number; name: string }[];
    expect(people).toContainEqual({ id: luis.id, name: 'Luis Mora' });
    const res = await api('PUT', `/staff/servicio/pqrs/${id}/asignacion`, { person_id: luis.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ServicioPqrs).assigned_to).toEqual({ id: luis.id, name: 'Luis Mora' });
    const programmer = await staffPerson(app, ['programacion']);
    expect(people.map((p) => p.id)).not.toContain(programmer.id);
    await refused(id, () => api('PUT', `/staff/servicio/pqrs/${id}/asignacion`, { person_id: programmer.id }), 422, /no está activa en el rol servicio/);
    const none = await api('PUT', `/staff/servicio/pqrs/${id}/asignacion`, { person_id: null });
    expect((none.json() as ServicioPqrs).assigned_to).toBeNull();
    expect((await linesOf(id)).map((l) => l.action)).toEqual(['servicio.pqrs.asignar', 'servicio.pqrs.asignar']);
  });
});

describe('the extension of the term (Ley 1755 de 2015, art. 14)', () => {
  it('extends once, before the term ends, up to double the term, and e-mails the person the reason and the new date', async () => {
    const due = addBusinessDays(today, 5);
    const row = await pqrsRow(app, { dueDate: due, email: 'prorroga@example.com' });
    const limit = addBusinessDays(due, PQRS_ANSWER_BUSINESS_DAYS);
    expect((await detail(row.id)).extension_limit).toBe(limit);

    await refused(row.id, () => api('POST', `/staff/servicio/pqrs/${row.id}/prorroga`, { due_date: addBusinessDays(limit, 1), reason: 'Falta información del teatro.' }), 422, new RegExp(`no puede pasar del doble del término inicial \\(${limit}\\)`));
    await refused(row.id, () => api('POST', `/staff/servicio/pqrs/${row.id}/prorroga`, { due_date: due, reason: 'Falta información.' }), 422, /posterior a la fecha límite actual/);

    const res = await api('POST', `/staff/servicio/pqrs/${row.id}/prorroga`, { due_date: limit, reason: 'Falta información del teatro.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ due_date: limit, original_due_date: due, extended: true, extension: { due_date: limit, reason: 'Falta información del teatro.' }, extension_limit: null });
    const [mail] = await mailsTo('prorroga@example.com');
    expect(mail.subject).toBe(`Prórroga del plazo de respuesta de tu PQRS · radicado ${row.radicado}`);
    expect(mail.text).toContain(`se amplía hasta el`);
    expect(mail.text).toContain(`(${limit})`);
    expect(mail.text).toContain('Motivo: Falta información del teatro.');
    expect((await linesOf(row.id)).map((l) => [l.action, l.after])).toEqual([['servicio.pqrs.prorrogar', { due_date: limit, reason: 'Falta información del teatro.' }]]);

    await refused(row.id, () => api('POST', `/staff/servicio/pqrs/${row.id}/prorroga`, { due_date: limit, reason: 'Otra vez.' }), 409, /ya se prorrogó una vez/);
  });

  it('refuses an extension after the term ended (409) and a new date that is not a business day (422)', async () => {
    const late = await pqrsRow(app, { dueDate: plusDays(today, -1) });
    await refused(late.id, () => api('POST', `/staff/servicio/pqrs/${late.id}/prorroga`, { due_date: addBusinessDays(today, 3), reason: 'Tarde.' }), 409, /venció el .*antes de que venza/);
    const row = await pqrsRow(app, { dueDate: addBusinessDays(today, 3) });
    let saturday = addBusinessDays(today, 4);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = plusDays(saturday, 1);
    await refused(row.id, () => api('POST', `/staff/servicio/pqrs/${row.id}/prorroga`, { due_date: saturday, reason: 'Fin de semana.' }), 422, /no es un día hábil/);
  });
});

describe('the answer', () => {
  it('saves and replaces a draft, sends it once by e-mail naming the radicado, and keeps it unchangeable', async () => {
    const row = await pqrsRow(app, { dueDate: plusDays(today, 10), email: 'respuesta@example.com', typePqr: 'Reclamo' });
    await refused(row.id, () => api('POST', `/staff/servicio/pqrs/${row.id}/respuesta/envio`), 409, /no tiene una respuesta escrita/);
    expect((await api('PUT', `/staff/servicio/pqrs/${row.id}/respuesta`, { text: 'Primer borrador' })).statusCode).toBe(200);
    const saved = await api('PUT', `/staff/servicio/pqrs/${row.id}/respuesta`, { text: 'Te devolvemos el valor de la boleta.' });
    expect(saved.json()).toMatchObject({ state: 'radicada', answer: { text: 'Te devolvemos el valor de la boleta.', state: 'borrador', sent_at: null, saved_by: { id: desk.id } } });

    const sent = await api('POST', `/staff/servicio/pqrs/${row.id}/respuesta/envio`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'respondida', deadline: 'atendida', answer: { state: 'enviada', text: 'Te devolvemos el valor de la boleta.', sent_by: { id: desk.id } } });
    // Idempotent: sending again answers the same and queues no second mail.
    const again = await api('POST', `/staff/servicio/pqrs/${row.id}/respuesta/envio`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sent.json());
    expect(await mailsTo('respuesta@example.com')).toHaveLength(1);

    const mail = await smtp.waitFor((m) => m.to.includes('respuesta@example.com'));
    expect(mail.subject).toBe(`Respuesta a tu PQRS · radicado ${row.radicado}`);
    expect(mail.text).toContain(`radicado ${row.radicado}`);
    expect(mail.text).toContain('Te devolvemos el valor de la boleta.');

    await refused(row.id, () => api('PUT', `/staff/servicio/pqrs/${row.id}/respuesta`, { text: 'Cambio' }), 409, /ya fue respondida: la respuesta enviada no se edita/);
    await refused(row.id, () => api('PUT', `/staff/servicio/pqrs/${row.id}/estado`, { state: 'cerrada', reason: 'x' }), 409, /ya está respondida/);
    expect((await linesOf(row.id)).map((l) => l.action)).toEqual(['servicio.pqrs.borrador', 'servicio.pqrs.borrador', 'servicio.pqrs.responder']);
    const history = (await detail(row.id)).history;
    expect(history.at(-1)).toMatchObject({ action: 'servicio.pqrs.responder', summary: 'Envió la respuesta por correo.', by: { id: desk.id } });
  });

  it('sends once when two sends race', async () => {
    const row = await pqrsRow(app, { dueDate: plusDays(today, 10), email: 'carrera@example.com', answerText: 'Respuesta', answerSavedAt: new Date() });
    const results = await Promise.all([1, 2, 3].map(() => api('POST', `/staff/servicio/pqrs/${row.id}/respuesta/envio`)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await mailsTo('carrera@example.com')).toHaveLength(1);
    expect((await app.db.select().from(staffAudit).where(like(staffAudit.action, 'servicio.pqrs.responder')).orderBy(desc(staffAudit.id))).filter((l) => l.target === `pqrs:${row.id}`)).toHaveLength(1);
  });
});
