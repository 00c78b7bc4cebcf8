// Mutation testing of the machines' transition targets (npm run test:mutation): every transition
// target of every flow's machine (machines/<flow>/<flow>.machine.ts, the staff's nested as
// machines/staff/<desk>/<flow>/<flow>.machine.ts) is changed, one at a time, to another target that still makes
// a valid machine, and the flow's tests run against that copy. A mutant must turn a test red.
//
// Beside StrykerJS (npm run test:mutation:stryker, stryker.config.mjs): Stryker's mutators do not
// include "another state as target" (its string mutant gives an empty target, an invalid machine
// that fails at import), and a machine's config is built when its module loads, so Stryker counts
// it as static and skips it (ignoreStatic). The mutation that says whether path tests check where
// each transition goes is made here: each mutant a valid machine, run against the flow's path tests.
import { spawn } from 'node:child_process';
import os from 'node:os';
import type { AnyStateMachine } from 'xstate';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const machinesDir = path.join(root, 'machines');
const work = path.join(root, '.tmp', 'mutants');
const targetPattern = /target: '([^']+)'/g;

interface Mutant {
  id: string;
  flow: string;
  file: string;
  line: number;
  from: string;
  to: string;
}

/**
 * Every flow, as its folder's path under machines/ ('auth', 'staff/programacion/sala'): a folder
 * holding `<its name>.machine.ts`, found at any depth.
 */
function flows(dir = machinesDir): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    if (fs.existsSync(path.join(folder, `${entry.name}.machine.ts`))) found.push(path.relative(machinesDir, folder).split(path.sep).join('/'));
    else found.push(...flows(folder));
  }
  return found.sort();
}

/** A flow's machine file, relative to the folder holding machines/. */
const machineFile = (flow: string) => path.join('machines', flow, `${path.basename(flow)}.machine.ts`);

/** The flows whose machines are mutated: all, or those named by --flow=auth,sala (a flow's name or its path). */
const chosenFlows = process.argv.find((a) => a.startsWith('--flow='))?.slice('--flow='.length).split(',');
const mutatedFlows = () => flows().filter((f) => !chosenFlows || chosenFlows.includes(f) || chosenFlows.includes(path.basename(f)));

/** Copies machines/ into a mutant's folder, openapi/ linked beside it so relative imports resolve. */
function copyTree(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(machinesDir, path.join(dir, 'machines'), { recursive: true });
  fs.symlinkSync(path.join(root, 'openapi'), path.join(dir, 'openapi'));
}

/** Whether the mutated machine still builds and starts (imported in this process, tsx loaded). */
async function isValidMachine(dir: string, flow: string, attempt: number): Promise<boolean> {
  try {
    const { createActor } = await import('xstate');
    const module = (await import(`${pathToFileURL(path.join(dir, machineFile(flow))).href}?attempt=${attempt}`)) as Record<string, unknown>;
    // Only the machines among the exports (checkout also exports HOLD_SECONDS); an error while
    // starting is observed here, not rethrown later by xstate as an unhandled error.
    const machines = Object.values(module).filter((m) => typeof m === 'object' && m !== null && 'getInitialSnapshot' in m);
    for (const machine of machines) {
      const actor = createActor(machine as AnyStateMachine, { input: {} });
      let failed = false;
      actor.subscribe({ error: () => void (failed = true) });
      actor.start();
      failed ||= actor.getSnapshot().status === 'error';
      actor.stop();
      if (failed) return false;
    }
    return machines.length > 0;
  } catch {
    return false;
  }
}

/** `--list`: the flows and how many transition targets each machine has, nothing run. */
function list() {
  const all = mutatedFlows();
  for (const flow of all) {
    const targets = [...fs.readFileSync(path.join(root, machineFile(flow)), 'utf8').matchAll(targetPattern)].length;
    console.log(`${machineFile(flow)}  ${targets} transition targets`);
  }
  console.log(`${all.length} flows`);
}

async function main() {
  if (process.argv.includes('--list')) return list();
  fs.rmSync(work, { recursive: true, force: true });
  const mutants: Mutant[] = [];
  for (const flow of mutatedFlows()) {
    const file = path.join(root, machineFile(flow));
    const source = fs.readFileSync(file, 'utf8');
    const occurrences = [...source.matchAll(targetPattern)];
    const targets = [...new Set(occurrences.map((m) => m[1]))];
    for (const occurrence of occurrences) {
      const from = occurrence[1];
      const line = source.slice(0, occurrence.index).split('\n').length;
      const id = `${flow.replaceAll('/', '-')}-${line}`;
      const dir = path.join(work, id);
      let chosen: string | undefined;
      let attempt = 0;
      // Not the same state by another name ('missing' and '#checkout.missing'): that mutant is equivalent.
      const same = (t: string) => t === from || t.endsWith(`.${from}`) || from.endsWith(`.${t}`);
      for (const to of targets.filter((t) => !same(t))) {
        fs.rmSync(dir, { recursive: true, force: true });
        copyTree(dir);
        // A fresh file name per attempt: imported modules are cached by URL.
        attempt++;
        const mutated = source.slice(0, occurrence.index) + `target: '${to}'` + source.slice(occurrence.index! + occurrence[0].length);
        fs.writeFileSync(path.join(dir, machineFile(flow)), mutated);
        if (await isValidMachine(dir, flow, attempt)) {
          chosen = to;
          break;
        }
      }
      if (!chosen) {
        fs.rmSync(dir, { recursive: true, force: true });
        console.log(`${id}: no other valid target for '${from}'`);
        continue;
      }
      // Only this flow's tests run against this mutant (all of them: a target the generated paths
      // never take, like a función that cannot be sold, is checked by the flow's other tests).
      for (const other of flows()) if (other !== flow) fs.rmSync(path.join(dir, 'machines', other), { recursive: true, force: true });
      mutants.push({ id, flow, file: path.relative(root, file), line, from, to: chosen });
    }
  }
  // Machines that import another flow's machine need it: copy it back in, unmutated.
  for (const m of mutants) {
    const dir = path.join(work, m.id, 'machines');
    for (const other of flows()) if (!fs.existsSync(path.join(dir, other))) {
      fs.cpSync(path.join(machinesDir, other), path.join(dir, other), { recursive: true, filter: (f) => !f.endsWith('.test.ts') });
    }
  }
  console.log(`${mutants.length} mutants of transition targets; running each flow's tests against each, ${PARALLEL} at a time…`);
  // What the unmutated tests take, per flow: a mutant that needs far longer is stuck (a path
  // search that no longer ends, a wait that never comes) and counts as detected, as StrykerJS
  // counts its timeouts.
  const budget = new Map<string, number>();
  for (const flow of new Set(mutants.map((m) => m.flow))) {
    const id = `baseline-${flow.replaceAll('/', '-')}`;
    copyTree(path.join(work, id));
    for (const other of flows()) {
      if (other === flow) continue;
      for (const f of fs.readdirSync(path.join(work, id, 'machines', other))) if (f.endsWith('.test.ts')) fs.rmSync(path.join(work, id, 'machines', other, f));
    }
    const started = Date.now();
    const result = await runTests(id, 15 * 60_000);
    if (result !== 'passed') throw new Error(`Las pruebas de ${flow} no pasan sin mutantes (${result}).`);
    budget.set(flow, Math.max(60_000, 3 * (Date.now() - started)));
    console.log(`${flow}: the unmutated tests take ${((Date.now() - started) / 1000).toFixed(1)} s; a mutant gets ${(budget.get(flow)! / 1000).toFixed(0)} s`);
  }

  const outcomes = new Map<string, Outcome>();
  const queue = [...mutants];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let m = queue.shift(); m; m = queue.shift()) {
        const result = await runTests(m.id, budget.get(m.flow)!);
        const outcome: Outcome = result === 'passed' ? 'SURVIVED' : result === 'timeout' ? 'timeout' : 'killed';
        outcomes.set(m.id, outcome);
        console.log(`${outcome.padEnd(8)} ${m.file}:${m.line} target '${m.from}' → '${m.to}'`);
      }
    }),
  );

  const detected = (m: Mutant) => outcomes.get(m.id) !== 'SURVIVED';
  for (const flow of new Set(mutants.map((m) => m.flow))) {
    const list = mutants.filter((m) => m.flow === flow);
    const timeouts = list.filter((m) => outcomes.get(m.id) === 'timeout').length;
    console.log(`${flow}: ${list.filter(detected).length}/${list.length} killed${timeouts ? ` (${timeouts} by timeout)` : ''}`);
  }
  const killed = mutants.filter(detected).length;
  console.log(`mutation score: ${killed}/${mutants.length} (${((100 * killed) / Math.max(1, mutants.length)).toFixed(1)}%)`);
  if (!process.argv.includes('--keep')) fs.rmSync(work, { recursive: true, force: true });
  process.exitCode = killed === mutants.length ? 0 : 1;
}

type Outcome = 'killed' | 'timeout' | 'SURVIVED';

/** Mutants tested at once, each in its own vitest process with one worker. */
const PARALLEL = Math.max(1, Number(process.env.MUTATION_PARALLEL ?? os.availableParallelism()));

/** Runs the tests of one mutant's folder, stopping at the first failure: 'passed', 'failed' or 'timeout'. */
function runTests(id: string, timeoutMs: number): Promise<'passed' | 'failed' | 'timeout'> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'scripts/mutation.vitest.config.ts', '--bail=1', `.tmp/mutants/${id}/`], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    });
    const timer = setTimeout(() => {
      timedOut = true;
      // The whole process group: vitest's worker too.
      process.kill(-child.pid!, 'SIGKILL');
    }, timeoutMs);
    let timedOut = false;
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(timedOut ? 'timeout' : code === 0 ? 'passed' : 'failed');
    });
  });
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
