// Builds the server for production (npm run build): server/server.ts and everything it imports from
// this repository in one ES module, dist-server/server.mjs (and the database thread's,
// pglite-worker.mjs); packages stay in node_modules. Beside
// it, the files the code finds next to itself at run time: the migrations, the SQL functions and
// the contract.
// Running TypeScript through tsx in production cost ~180 MB of resident memory (its loader thread
// and every transpiled module); the bundle starts in a plain Node process.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'dist-server', 'server.mjs');

export async function buildServer(): Promise<void> {
  const out = path.dirname(serverBundle);
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    // The embedded database's thread is its own module beside the server (server/db/pglite-thread.ts).
    entryPoints: { server: path.join(root, 'server/server.ts'), 'pglite-worker': path.join(root, 'server/db/pglite-worker.ts') },
    outdir: path.dirname(serverBundle),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // server/db/db.ts and openapi/index.ts look for these next to their own module.
  fs.cpSync(path.join(root, 'server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  fs.cpSync(path.join(root, 'server/db/functions'), path.join(out, 'functions'), { recursive: true });
  fs.copyFileSync(path.join(root, 'openapi/viziona.yaml'), path.join(out, 'viziona.yaml'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
