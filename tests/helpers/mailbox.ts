// Mail for browser tests: the e2e global setup runs a real SMTP server (smtp-server) that the
// server process sends to, and exposes what it received on a tiny local HTTP endpoint, because
// globalSetup runs in another context than the test files.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { startSmtpServer, type ReceivedMail } from './smtp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the HTTP view of the test SMTP server's received mail. */
    mailboxUrl: string;
  }
}

/** Starts the SMTP server and its HTTP view (GET /mails → ReceivedMail[]). */
export async function startTestMailbox() {
  const smtp = await startSmtpServer();
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(smtp.mails));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    smtpUrl: smtp.url,
    url,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await smtp.close();
    },
  };
}

/** Waits for a mail to `to` whose subject contains `subject`, received after `after` mails to them. */
export async function waitForMail(to: string, subject: string, after = 0, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = ((await (await fetch(`${inject('mailboxUrl')}/mails`)).json()) as ReceivedMail[]).filter((m) => m.to.includes(to.toLowerCase()));
    const found = mails.slice(after).find((m) => m.subject.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No llegó el correo "${subject}" a ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function mailCount(to: string): Promise<number> {
  const mails = (await (await fetch(`${inject('mailboxUrl')}/mails`)).json()) as ReceivedMail[];
  return mails.filter((m) => m.to.includes(to.toLowerCase())).length;
}
