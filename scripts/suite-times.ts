// Where the last `npm test` spent its time (issue 47): its steps (.tmp/steps.json, written by
// scripts/test.sh), then for each vitest run (one per Node) per project its files' summed time and
// the span from its first file to its last, and the slowest files of all. Run: node --import tsx scripts/suite-times.ts [N]
import fs from 'node:fs';
import type { FileTime } from './suite-timing-reporter.ts';

const top = Number(process.argv[2] ?? 20);
const min = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (fs.existsSync('.tmp/steps.json')) {
  const steps = JSON.parse(fs.readFileSync('.tmp/steps.json', 'utf8')) as { step: string; seconds: number }[];
  console.log('Steps of npm test');
  for (const s of steps) console.log(`  ${s.step.padEnd(70)} ${(s.seconds / 60).toFixed(1).padStart(5)} min`);
  console.log(`  ${'all'.padEnd(70)} ${(steps.reduce((a, s) => a + s.seconds, 0) / 60).toFixed(1).padStart(5)} min`);
}
const runs = fs.existsSync('.tmp') ? fs.readdirSync('.tmp').filter((f) => /^suite-times-.+\.json$/.test(f)) : [];
if (runs.length === 0) {
  console.error('No hay .tmp/suite-times-*.json: corre npm test (o vitest con --reporter=./scripts/suite-timing-reporter.ts).');
  process.exit(1);
}
const files: FileTime[] = [];
for (const run of runs) {
  const { label, wall, files: of } = JSON.parse(fs.readFileSync(`.tmp/${run}`, 'utf8')) as { label: string; wall: number; files: FileTime[] };
  files.push(...of);
  console.log(`\nvitest (${label}): ${min(wall)} wall, ${of.length} files`);
  console.log('  project       files   summed file time   first file ended … last ended');
  for (const p of [...new Set(of.map((f) => f.project))]) {
    const inProject = of.filter((f) => f.project === p);
    const summed = inProject.reduce((a, f) => a + f.wall, 0);
    const ends = inProject.map((f) => f.endedAt);
    console.log(`  ${p.padEnd(12)} ${String(inProject.length).padStart(6)}   ${min(summed).padStart(16)}   ${min(Math.min(...ends))} … ${min(Math.max(...ends))}`);
  }
}
console.log(`\nThe ${top} slowest files`);
for (const f of [...files].sort((a, b) => b.wall - a.wall).slice(0, top)) {
  console.log(`  ${sec(f.wall).padStart(8)}  ${f.project.padEnd(10)} ${f.file}${f.passed ? '' : '  (failed)'}`);
}
