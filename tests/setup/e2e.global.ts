import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../helpers/server-process.ts';
import { startTestMailbox } from '../helpers/mailbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real server (built site + API on a fresh embedded database). */
    siteUrl: string;
  }
}

/** The browser tests run against the real server process serving the production build. */
export default async function setup(project: TestProject) {
  const dist = path.resolve(import.meta.dirname, '../../dist/index.html');
  if (!fs.existsSync(dist)) throw new Error('Falta el sitio compilado: ejecuta `npm run build` antes de las pruebas de navegador.');
  const mailbox = await startTestMailbox();
  // The production build of the server too, as `npm start` runs it. Three minutes to answer: it
  // migrates and seeds a fresh embedded database, which on a busy 2-core machine took over one.
  const server = await startServerProcess({ SMTP_URL: mailbox.smtpUrl }, 180_000, { bundle: true });
  project.provide('siteUrl', server.url);
  project.provide('mailboxUrl', mailbox.url);
  return async () => {
    await server.stop();
    await mailbox.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
