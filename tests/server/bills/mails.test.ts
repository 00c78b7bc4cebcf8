// The tickets e-mail of an accepted purchase, written into the outbox with the acceptance and sent
// over real SMTP: bill number, función, seats, combos, totals, one QR per seat drawn by our server
// and embedded (cid), and the función as an .ics in America/Bogota.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../openapi/index.ts';
import { ticketsSubject } from '../../../server/bills/mails.ts';
import { schema } from '../../../server/db/open.ts';
import { startMailDelivery } from '../../../server/mail/delivery.ts';
import { smtpTransport } from '../../../server/mail/transport.ts';
import { build } from '../../helpers/build.ts';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp.ts';
import { cardBody, pay, reserve } from '../../helpers/purchase.ts';

let app: FastifyInstance;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await build();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('the tickets e-mail', () => {
  it('arrives over SMTP with the bill, función, seats, combo and totals, one embedded QR per seat and the calendar file', async () => {
    const r = await reserve(app, { count: 2, combo: true });
    const result = (await pay(app, r.session.token, cardBody(r))).json() as PaymentResult;
    expect(result.pay_status.id).toBe(1);
    const [row] = await app.db.select().from(schema.outgoingMail).where(eq(schema.outgoingMail.subject, ticketsSubject(result.bill)));
    expect(row.to).toBe(r.session.body.email.toLowerCase());

    const delivery = startMailDelivery({ db: app.db, transport: smtpTransport(smtp.url, 'Viziona <no-responder@viziona.test>'), log: app.log, intervalMs: 60_000 });
    try {
      await delivery.deliverDue();
      const mail = await smtp.waitFor((m) => m.subject === ticketsSubject(result.bill));
      const [sent] = await app.db.select().from(schema.outgoingMail).where(eq(schema.outgoingMail.id, row.id));
      expect(sent).toMatchObject({ status: 'sent', lastError: null, attachments: null });
      expect(mail.text).toContain(`Factura ${result.bill}`);
      for (const s of r.seats) expect(mail.text).toContain(`${s.FilRelativa}${s.ColRelativa}`);
      expect(mail.text).toMatch(/Confitería:\r?\n {2}1 x .+: \$\u00a0[\d.]+/);
      expect(mail.text).toContain(`Total: $\u00a0${r.expected.total.toLocaleString('es-CO')}`);
      const pngs = mail.parts.filter((p) => p.contentType === 'image/png');
      expect(pngs.map((p) => p.cid)).toEqual(['qr-1@viziona', 'qr-2@viziona']);
      for (const png of pngs) expect(Buffer.from(png.base64, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
      const html = Buffer.from(mail.parts.find((p) => p.contentType === 'text/html')!.base64, 'base64').toString('utf8');
      expect(html).toContain('src="cid:qr-1@viziona"');
      expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      const ics = Buffer.from(mail.parts.find((p) => p.filename === 'funcion.ics')!.base64, 'base64').toString('utf8');
      expect(ics).toContain('TZID:America/Bogota');
      expect(ics).toMatch(/DTSTART;TZID=America\/Bogota:\d{8}T\d{6}\r\n/);
      expect(ics).toContain(`UID:${result.bill}@viziona`);
    } finally {
      await delivery.stop();
    }
  });
});
