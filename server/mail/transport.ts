import nodemailer from 'nodemailer';
import type { Mail } from './outbox.ts';

/** Sends one mail somewhere; the delivery loop only knows this. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP, e.g. `smtp://user:pass@smtp.example.com:587` or `smtps://…:465`. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64'), ...(a.cid ? { cid: a.cid } : {}) })) }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}
