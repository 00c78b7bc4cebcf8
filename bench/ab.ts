// A/B: a benchmark of this working tree against an earlier commit, alternated on one host (prints
// figures; not a test). This host's speed swings ±30 % from one run to the next, so a change to a
// hot path is measured against the commit before it in the same sitting, in the order
// base, this, this, base (…), and each round's figures are put side by side.
//
//   npm run bench:ab -- <commit> [bench]        e.g. npm run bench:ab -- HEAD~1 rush
//
// The commit is checked out once in a worktree of its own (AB_DIR, by default <tmp>/viziona-ab/<sha>)
// with its own `npm ci`. Both sides run THIS tree's bench/ (copied over the other tree's, with any
// module it imports that the commit lacks), so the buyers behave alike and only the server differs:
// its code, its migrations, its seed. The bench builds and starts each tree's own server.
//
// Env: AB_RUNS (4: base, this, this, base), AB_DIR; everything else reaches the bench as it is
// (RUSH_ENGINES, RUSH_ROUNDS, RUSH_SECONDS…). The bench prints `RESULT {json}` lines (bench/rush.ts
// does): one per round, its figures by name.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { hostSpeed } from './host-speed.ts';

const here = path.resolve(import.meta.dirname, '..');
const [commit, bench = 'rush'] = process.argv.slice(2).filter((a) => a !== '--');
if (!commit) {
  console.error('Uso: npm run bench:ab -- <commit> [bench]   (p. ej. npm run bench:ab -- HEAD~1 rush)');
  process.exit(2);
}
const RUNS = Number(process.env.AB_RUNS ?? 4);
const git = (...args: string[]) => execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim();
const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
const base = path.join(process.env.AB_DIR ?? path.join(os.tmpdir(), 'viziona-ab'), sha.slice(0, 12));

/** The commit's worktree with its own node_modules, made once (again when its package-lock changes). */
function prepareBase() {
  if (!fs.existsSync(path.join(base, 'package.json'))) {
    fs.mkdirSync(path.dirname(base), { recursive: true });
    git('worktree', 'add', '--detach', base, sha);
  }
  const lock = createHash('sha256').update(fs.readFileSync(path.join(base, 'package-lock.json'))).digest('hex');
  const stamp = path.join(base, 'node_modules', '.ab-lock');
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== lock) {
    console.log(`npm ci en ${base} …`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: base, stdio: 'inherit' });
    fs.writeFileSync(stamp, lock);
  }
}

const IMPORT = /(?:import|export)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/**
 * This tree's bench/ over the commit's. A file outside bench/ that a bench file imports and the
 * commit lacks is added as this tree's module bundled whole (its own imports inlined), so it needs
 * nothing of the commit's and changes nothing the commit has.
 */
async function overlayBench() {
  const added: string[] = [];
  for (const name of fs.readdirSync(path.join(here, 'bench'))) {
    const from = path.join(here, 'bench', name);
    if (!fs.statSync(from).isFile()) continue;
    fs.copyFileSync(from, path.join(base, 'bench', name));
    for (const m of fs.readFileSync(from, 'utf8').matchAll(IMPORT)) {
      const target = path.normalize(path.join('bench', m[1] ?? m[2]));
      if (target.startsWith('bench/') || fs.existsSync(path.join(base, target)) || added.includes(target)) continue;
      const { outputFiles } = await build({ entryPoints: [path.join(here, target)], bundle: true, format: 'esm', platform: 'node', packages: 'external', write: false, logLevel: 'error' });
      fs.mkdirSync(path.dirname(path.join(base, target)), { recursive: true });
      fs.writeFileSync(path.join(base, target), `// This tree's ${target}, bundled by bench/ab.ts: commit ${sha.slice(0, 12)} has none.\n${outputFiles[0].text}`);
      added.push(target);
    }
  }
  if (added.length) console.log(`Añadidos al árbol de ${sha.slice(0, 12)} (no los tiene): ${added.join(', ')}`);
}

type Result = Record<string, number | string>;

/** One run of the bench in a tree: its RESULT lines; the whole output goes to a log beside the worktree. */
function runBench(tree: string, label: string, n: number): Promise<Result[]> {
  const log = path.join(path.dirname(base), `ab-${sha.slice(0, 12)}-${process.pid}-${n}-${label}.log`);
  const out = fs.createWriteStream(log);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', `${bench}.ts`)], { cwd: tree, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const results: Result[] = [];
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      for (const line of lines) if (line.startsWith('RESULT ')) results.push(JSON.parse(line.slice(7)) as Result);
    });
    child.stderr.on('data', (chunk: Buffer) => out.write(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      out.end();
      console.log(`  run ${n} (${label}) ended with code ${code}; its output: ${log}`);
      if (code !== 0) reject(new Error(`the bench failed in ${tree} (code ${code}): see ${log}`));
      else resolve(results);
    });
  });
}

prepareBase();
await overlayBench();
const order = Array.from({ length: RUNS }, (_, i) => (i % 4 === 0 || i % 4 === 3 ? 'base' : 'this'));
const runs: { label: string; speed: number; results: Result[] }[] = [];
for (const [i, label] of order.entries()) {
  const speed = hostSpeed();
  console.log(`run ${i + 1} of ${order.length}: ${label === 'base' ? `base ${sha.slice(0, 12)}` : 'this tree'}, host speed ${speed}`);
  runs.push({ label, speed, results: await runBench(label === 'base' ? base : here, label, i + 1) });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const show = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(2));
console.log(`\n${bench}: base ${sha.slice(0, 12)} (${git('log', '-1', '--format=%s', sha).slice(0, 70)}) against this tree, alternated ${order.join(', ')}`);
console.log(`host speed per run: ${runs.map((r) => `${r.label} ${r.speed}`).join(', ')}`);
const rounds = [...new Set(runs.flatMap((r) => r.results.map((x) => String(x.round))))];
for (const round of rounds) {
  console.log(`\n${round}`);
  const figures = [...new Set(runs.flatMap((r) => r.results.filter((x) => x.round === round).flatMap((x) => Object.keys(x))))].filter((k) => k !== 'round');
  for (const figure of figures) {
    const of = (label: string) => runs.filter((r) => r.label === label).map((r) => Number(r.results.find((x) => x.round === round)?.[figure])).filter(Number.isFinite);
    const [a, b] = [of('base'), of('this')];
    const change = a.length && b.length && mean(a) !== 0 ? `${((mean(b) / mean(a) - 1) * 100).toFixed(1)} %` : '';
    console.log(`  ${figure.padEnd(32)} base ${a.map(show).join(', ').padEnd(24)} this ${b.map(show).join(', ').padEnd(24)} ${change}`);
  }
}
