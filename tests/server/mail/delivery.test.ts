import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DevMail } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import { startMailDelivery } from '../../../server/mail/delivery.ts';
import { enqueueMail } from '../../../server/mail/outbox.ts';
import { smtpTransport, type MailTransport } from '../../../server/mail/transport.ts';
import { build } from '../../helpers/build.ts';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp.ts';

let app: FastifyInstance;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await build(); // no SMTP_URL: the app's own loop keeps mail in the outbox
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const row = async (id: number) => (await app.db.select().from(schema.outgoingMail).where(eq(schema.outgoingMail.id, id)))[0];

describe('mail delivery', () => {
  it('sends pending mail over SMTP with accents intact and marks it sent', async () => {
    const id = await enqueueMail(app.db, { to: 'Ana@Example.com', subject: 'Código ñandú', text: 'Hola, tu código es 123456. ¡Gracias!' });
    const delivery = startMailDelivery({ db: app.db, transport: smtpTransport(smtp.url, 'Viziona <no-responder@viziona.test>'), log: app.log, intervalMs: 60_000 });
    try {
      await delivery.deliverDue();
      const mail = await smtp.waitFor((m) => m.to.includes('ana@example.com'));
      expect(mail.subject).toBe('Código ñandú');
      expect(mail.text).toContain('Hola, tu código es 123456. ¡Gracias!');
      // The body (a code, a reset link) is gone once sent; the audit row stays.
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, to: 'ana@example.com', subject: 'Código ñandú', text: '', html: null });
      await delivery.deliverDue();
      expect(smtp.mails.filter((m) => m.to.includes('ana@example.com'))).toHaveLength(1);
    } finally {
      await delivery.stop();
    }
  });

  it('retries a refused mail after its back-off and then marks it sent', async () => {
    smtp.refuseNext(1);
    const id = await enqueueMail(app.db, { to: 'reintento@example.com', subject: 'Reintento', text: 'x' });
    // A back-off well above a refused send's own time (100–300 ms on a loaded host, Node 20 and 24 alike):
    // with 200 ms the retry counted from the claim was already due when the refusal returned.
    const delivery = startMailDelivery({ db: app.db, transport: smtpTransport(smtp.url, 'v@viziona.test'), log: app.log, intervalMs: 60_000, retryBaseMs: 1_500 });
    try {
      await delivery.deliverDue();
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await row(id)).lastError).toBeTruthy();
      await delivery.deliverDue(); // too early: the back-off has not passed
      expect((await row(id)).attempts).toBe(1);
      await new Promise((r) => setTimeout(r, 1_600));
      await delivery.deliverDue();
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
      await smtp.waitFor((m) => m.to.includes('reintento@example.com'));
    } finally {
      await delivery.stop();
    }
  });

  it('gives up after maxAttempts and marks the mail failed', async () => {
    const id = await enqueueMail(app.db, { to: 'falla@example.com', subject: 'Falla', text: 'x' });
    const broken: MailTransport = { send: async () => Promise.reject(new Error('conexión rechazada')), close() {} };
    const delivery = startMailDelivery({ db: app.db, transport: broken, log: app.log, intervalMs: 60_000, retryBaseMs: 0, maxAttempts: 3 });
    try {
      for (let i = 0; i < 5; i++) await delivery.deliverDue();
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'conexión rechazada' });
    } finally {
      await delivery.stop();
    }
  });
});

describe('development mailbox', () => {
  it('lists the outbox, newest first, as JSON and as a page', async () => {
    await enqueueMail(app.db, { to: 'buzon@example.com', subject: 'Primero', text: 'uno' });
    await enqueueMail(app.db, { to: 'buzon@example.com', subject: 'Segundo <b>', text: 'dos http://localhost/forgot-password/abc' });
    const list = (await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' })).json() as { subject: string }[];
    expect(list[0].subject).toBe('Segundo <b>');
    expect(list[1].subject).toBe('Primero');
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Segundo &#60;b&#62;');
    expect(page.body).toContain('<a href="http://localhost/forgot-password/abc">');
  });

  it('lists each attachment and serves it; the page shows inline images in place and links the rest (issue 31)', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const ics = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    const id = await enqueueMail(app.db, {
      to: 'boletas@example.com',
      subject: 'Tus boletas',
      text: 'Boletas',
      html: '<p>Silla A1</p><img src="cid:qr-1@viziona" alt="QR"><script>parent.x=1</script>',
      attachments: [
        { filename: 'silla-A1.png', contentType: 'image/png', content: png.toString('base64'), cid: 'qr-1@viziona' },
        { filename: 'funcion.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics.toString('base64') },
      ],
    });
    const list = (await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' })).json() as DevMail[];
    const mail = list.find((m) => m.id === id)!;
    expect(mail.attachments).toEqual([
      { filename: 'silla-A1.png', content_type: 'image/png', content_id: 'qr-1@viziona', size: png.length, url: `/api/v1/dev/mailbox/${id}/attachments/0` },
      { filename: 'funcion.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH', content_id: null, size: ics.length, url: `/api/v1/dev/mailbox/${id}/attachments/1` },
    ]);
    const image = await app.inject({ method: 'GET', url: mail.attachments[0].url });
    expect([image.statusCode, image.headers['content-type'], image.headers['content-disposition']]).toEqual([200, 'image/png', "inline; filename*=UTF-8''silla-A1.png"]);
    expect(image.rawPayload.equals(png)).toBe(true);
    const calendar = await app.inject({ method: 'GET', url: mail.attachments[1].url });
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendar.headers['content-disposition']).toBe("attachment; filename*=UTF-8''funcion.ics");
    expect(calendar.rawPayload.equals(ics)).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api/v1/dev/mailbox/${id}/attachments/2` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/v1/dev/mailbox/${id}/attachments/x` })).statusCode).toBe(400);

    const page = (await app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
    // The mail's HTML in a frame without scripts, its cid: image pointing at the attachment.
    const frame = /<iframe sandbox title="Tus boletas" srcdoc="([^"]*)"><\/iframe>/.exec(page);
    expect(frame).not.toBeNull();
    expect(frame![1]).toContain(`src=&#34;${mail.attachments[0].url}&#34;`);
    expect(frame![1]).not.toContain('cid:');
    expect(page).toContain(`<a href="${mail.attachments[1].url}">funcion.ics</a>`);
  });

  it('is disabled in production', async () => {
    const prod = await build({ config: { nodeEnv: 'production' } });
    try {
      await enqueueMail(prod.db, { to: 'secreto@example.com', subject: 'Secreto', text: 'x' });
      expect((await prod.inject({ method: 'GET', url: '/api/v1/dev/mailbox' })).statusCode).toBe(404);
      const id = await enqueueMail(prod.db, { to: 'secreto@example.com', subject: 'Adjunto', text: 'x', attachments: [{ filename: 'a.png', contentType: 'image/png', content: 'AAAA' }] });
      expect((await prod.inject({ method: 'GET', url: `/api/v1/dev/mailbox/${id}/attachments/0` })).statusCode).toBe(404);
      const page = await prod.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.body).not.toContain('Secreto');
      expect(page.body).not.toContain('Buzón de desarrollo');
    } finally {
      await prod.close();
    }
  });
});
