import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the repo so the copy resolves openapi-typescript from node_modules.
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
const copy = fs.mkdtempSync(path.join(root, '.tmp', 'contract-'));
fs.cpSync(path.join(root, 'openapi'), copy, { recursive: true });
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

const check = () =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(copy, 'generate.ts'), '--check'], { cwd: root, encoding: 'utf8' });

// Each check starts tsx and openapi-typescript: seconds on a busy 2-core machine.
describe('npm run api:check', { timeout: 60_000 }, () => {
  it('passes while the committed types match the yaml', () => {
    expect(check().status).toBe(0);
  });

  it('fails with one line when the yaml changes and the types were not regenerated', () => {
    const yaml = path.join(copy, 'viziona.yaml');
    fs.writeFileSync(yaml, fs.readFileSync(yaml, 'utf8').replace('operationId: getHealth', 'operationId: getHealthz'));
    const r = check();
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(/types\.gen\.ts is out of date .*npm run api:gen/);
  });
});
