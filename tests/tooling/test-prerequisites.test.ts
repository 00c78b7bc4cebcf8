// `npm test` on a fresh machine (issue 31): scripts/test-prerequisites.sh, run first by
// scripts/test.sh, installs Chromium, PostgreSQL 15 and libfaketime when it can (root, apt-get) and
// otherwise stops at once naming the one command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts/test-prerequisites.sh');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-prereq-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function executable(name: string, body = 'exit 0') {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `#!/usr/bin/env bash\n${body}\n`, { mode: 0o755 });
  return file;
}
const pgBin = path.join(dir, 'pg');
fs.mkdirSync(pgBin);
for (const tool of ['initdb', 'pg_ctl']) fs.writeFileSync(path.join(pgBin, tool), '#!/bin/sh\n', { mode: 0o755 });
const browser = executable('chromium');
const faketime = executable('libfaketimeMT.so.1');
const nowhere = path.join(dir, 'no-existe');

/** The script run with this environment, on a PATH that holds no PostgreSQL. */
const run = (env: Record<string, string>) =>
  spawnSync('bash', [script], { encoding: 'utf8', env: { PATH: '/usr/bin:/bin', HOME: dir, ...env } });

describe('what npm test needs besides node_modules', () => {
  it('says nothing and goes on when Chromium, PostgreSQL and libfaketime are there', () => {
    const res = run({ CHROME_PATH: browser, PG_BIN: pgBin, FAKETIME_LIB: faketime, APT_GET: nowhere });
    expect([res.status, res.stdout, res.stderr]).toEqual([0, '', '']);
  });

  it('stops at once naming the command to run when it cannot install them', () => {
    const res = run({ CHROME_PATH: nowhere, PG_BIN: nowhere, FAKETIME_LIB: nowhere, APT_GET: nowhere });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Instálalos con: sudo apt-get install -y chromium postgresql-15 faketime');
    const onlyChromium = run({ CHROME_PATH: nowhere, PG_BIN: pgBin, FAKETIME_LIB: faketime, APT_GET: nowhere });
    expect(onlyChromium.stderr).toContain('sudo apt-get install -y chromium\n');
    const onlyFaketime = run({ CHROME_PATH: browser, PG_BIN: pgBin, FAKETIME_LIB: nowhere, APT_GET: nowhere });
    expect(onlyFaketime.stderr).toContain('sudo apt-get install -y faketime\n');
  });

  it.runIf(process.getuid?.() === 0)('as root installs what is missing with apt-get', () => {
    const calls = path.join(dir, 'apt-calls');
    const aptGet = executable('apt-get', `echo "$*" >> ${calls}`);
    const res = run({ CHROME_PATH: nowhere, PG_BIN: pgBin, FAKETIME_LIB: nowhere, APT_GET: aptGet });
    expect(res.status).toBe(0);
    expect(fs.readFileSync(calls, 'utf8').trim().split('\n')).toEqual(['update -qq', 'install -y -qq chromium faketime']);
  });

  it('runs before anything else in npm test', () => {
    const steps = execFileSync('grep', ['-n', '^bash scripts/test-prerequisites.sh\\|^npm run\\|^npx', path.join(root, 'scripts/test.sh')], { encoding: 'utf8' });
    expect(steps.split('\n')[0]).toContain('test-prerequisites.sh');
  });
});
