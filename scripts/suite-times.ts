// Where the last `npm test` spent its time (issue 47): the steps before the tests (.tmp/steps.json,
// written by scripts/test.sh), then per vitest project its files' summed time and the span from its
// first file to its last, and the slowest files. Run: node --import tsx scripts/suite-times.ts [N]
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
if (!fs.existsSync('.tmp/suite-times.json')) {
  console.error('No hay .tmp/suite-times.json: corre npm test (o vitest con --reporter=./scripts/suite-timing-reporter.ts).');
  process.exit(1);
}
const { wall, files } = JSON.parse(fs.readFileSync('.tmp/suite-times.json', 'utf8')) as { wall: number; files: FileTime[] };
console.log(`\nvitest: ${min(wall)} wall, ${files.length} files`);
const projects = [...new Set(files.map((f) => f.project))];
console.log('  project       files   summed file time   first file ended … last ended');
for (const p of projects) {
  const of = files.filter((f) => f.project === p);
  const summed = of.reduce((a, f) => a + f.wall, 0);
  const ends = of.map((f) => f.endedAt);
  console.log(`  ${p.padEnd(12)} ${String(of.length).padStart(6)}   ${min(summed).padStart(16)}   ${min(Math.min(...ends))} … ${min(Math.max(...ends))}`);
}
console.log(`\nThe ${top} slowest files`);
for (const f of [...files].sort((a, b) => b.wall - a.wall).slice(0, top)) {
  console.log(`  ${sec(f.wall).padStart(8)}  ${f.project.padEnd(10)} ${f.file}${f.passed ? '' : '  (failed)'}`);
}
