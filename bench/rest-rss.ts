// The built server's resident memory at rest (prints figures; not a test). Each run starts a built
// server (`npm start`'s Node flags) on a copy of an embedded database it prepared, files one PQRS (its
// due date is 15 business days on: the holiday calendar is read), lets it rest, and reads its VmRSS
// from /proc. With several bundles the runs alternate between them, so a host that slows down or
// speeds up meanwhile weighs on each alike.
//
// Run: npm run build && npm run bench:rest-rss -- [bundle.mjs …]
// (default: dist-server/server.mjs). To compare with an older build, copy its dist-server inside the
// repository first (its packages resolve from node_modules): cp -r dist-server .tmp/before.
// RUNS (default 5) runs per bundle; REST_MS (default 5000) of rest before the reading.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyEmbedded, prepareEmbedded, serverBundle, startServerProcess } from '../tests/helpers/server-process.ts';
import { solvedAltchaAt } from '../tests/helpers/forms.ts';
import { rssMb, sleep } from './buyers.ts';

const bundles = process.argv.slice(2).map((b) => path.resolve(b));
if (bundles.length === 0) bundles.push(serverBundle);
const runs = Number(process.env.RUNS ?? 5);
const restMs = Number(process.env.REST_MS ?? 5000);

const pqrsFields = { name: 'Ana Gómez', email: 'ana.rss@example.com', phone: '3001234567', type_pqr: 'Queja', message: 'La función empezó tarde.', accept_terms: '1' };

async function fileOnePqrs(url: string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...pqrsFields, captcha: await solvedAltchaAt(url) })) form.append(k, v);
  const res = await fetch(`${url}/api/v1/pqrs`, { method: 'POST', body: form });
  const body = (await res.json()) as { due_date?: string; message: string };
  if (res.status !== 201) throw new Error(`PQRS no radicada (${res.status}): ${body.message}`);
  return body.due_date!;
}

// Each bundle's own database (an older build may not run on a newer one's migrations).
const templates = new Map<string, string>();
for (const bundle of bundles) {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-rss-'));
  templates.set(bundle, template);
  await prepareEmbedded(template, 180_000, bundle);
}
const figures = new Map<string, number[]>(bundles.map((b) => [b, []]));
try {
  for (let run = 0; run < runs; run++) {
    for (const bundle of bundles) {
      const dataDir = copyEmbedded(templates.get(bundle)!);
      const server = await startServerProcess({ DATA_DIR: dataDir }, 120_000, { bundle: true, file: bundle });
      try {
        const due = await fileOnePqrs(server.url);
        await sleep(restMs);
        const rss = rssMb(server.child.pid!);
        figures.get(bundle)!.push(rss);
        console.log(`run ${run + 1} ${path.relative(process.cwd(), bundle)}: ${rss.toFixed(1)} MB at rest (PQRS due ${due})`);
      } finally {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
} finally {
  for (const template of templates.values()) fs.rmSync(template, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`RSS at rest after one PQRS, ${runs} runs each, ${restMs} ms of rest:`);
for (const [bundle, xs] of figures) {
  console.log(`  ${path.relative(process.cwd(), bundle)}: median ${median(xs).toFixed(1)} MB (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`);
}
