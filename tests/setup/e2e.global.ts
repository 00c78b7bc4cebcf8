import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { copyEmbedded, prepareEmbedded, startServerProcess } from '../helpers/server-process.ts';
import { startTestMailbox } from '../helpers/mailbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real server (built site + API on a fresh embedded database). */
    siteUrl: string;
    /** A new embedded database, made once for the run, that a file copies for its own server (tests/e2e/new-database.ts). */
    seededDataDir: string;
  }
}

/** The browser tests run against the real server process serving the production build. */
export default async function setup(project: TestProject) {
  const dist = path.resolve(import.meta.dirname, '../../dist/index.html');
  if (!fs.existsSync(dist)) throw new Error('Falta el sitio compilado: ejecuta `npm run build` antes de las pruebas de navegador.');
  const mailbox = await startTestMailbox();
  // A new embedded database made as the server makes one on its first start (initdb, migrations,
  // demo data; over a minute on a busy 2-core machine), once: the shared server and every file that
  // starts a server of its own begin on a copy of it.
  const seeded = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-e2e-seeded-'));
  await prepareEmbedded(seeded);
  project.provide('seededDataDir', seeded);
  // The production build of the server too, as `npm start` runs it.
  const server = await startServerProcess({ SMTP_URL: mailbox.smtpUrl, DATA_DIR: copyEmbedded(seeded) }, 180_000, { bundle: true });
  project.provide('siteUrl', server.url);
  project.provide('mailboxUrl', mailbox.url);
  return async () => {
    await server.stop();
    await mailbox.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(seeded, { recursive: true, force: true });
  };
}
