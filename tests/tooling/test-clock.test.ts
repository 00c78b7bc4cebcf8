// The suite at a chosen instant (issue 31, point 6): scripts/test-clock.sh, which npm test runs the
// tests through, puts every process they start at TEST_CLOCK, whatever the machine's time zone.
// (That the servers, PostgreSQL and Chromium see it too is shown by running the whole suite so:
// docs/tests.md, "Tests at a chosen instant".)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts/test-clock.sh');
const AT = '2028-12-31T23:50:00-05:00';
const at = Date.parse(AT);

/** What the clock says in a Node process run by the script, then in a `date` it starts `laterMs` after. */
const program = `
  const { execFileSync } = require('node:child_process');
  const node = Date.now();
  setTimeout(() => {
    const date = Number(execFileSync('date', ['+%s%3N'], { encoding: 'utf8' }));
    console.log(JSON.stringify({ node, date }));
  }, Number(process.env.LATER_MS));
`;
function clocks(env: Record<string, string>, laterMs = 0, outside: string[] = []): { node: number; date: number } {
  const res = spawnSync('bash', [...outside, script, process.execPath, '-e', program], { encoding: 'utf8', env: { ...process.env, LATER_MS: String(laterMs), ...env } });
  expect(res.stderr).toBe('');
  return JSON.parse(res.stdout) as { node: number; date: number };
}

describe('the tests at a chosen instant (TEST_CLOCK)', () => {
  for (const TZ of ['UTC', 'America/Bogota', 'Asia/Tokyo']) {
    it(`puts a Node process and the programs it starts at the instant, with TZ=${TZ}`, () => {
      const { node, date } = clocks({ TEST_CLOCK: AT, TZ });
      for (const seen of [node, date]) expect(seen - at).toSatisfy((ms: number) => ms >= 0 && ms < 20_000);
    });
  }

  it('a process started later reads the same clock, not the instant again', () => {
    const { node, date } = clocks({ TEST_CLOCK: AT }, 1500);
    expect(date - node).toBeGreaterThanOrEqual(1400);
    expect(date - at).toBeGreaterThanOrEqual(1400);
  });

  it('a clock set under another one (a test of a suite run at an instant) is the one set last', () => {
    const { node, date } = clocks({ TEST_CLOCK: '2020-02-29T12:00:00Z' }, 0, [script, 'env', `TEST_CLOCK=${AT}`, 'bash']);
    for (const seen of [node, date]) expect(seen - at).toSatisfy((ms: number) => ms >= 0 && ms < 20_000);
  });

  it('refuses an instant without its offset, which the machine would read in its own time zone', () => {
    const res = spawnSync('bash', [script, 'true'], { encoding: 'utf8', env: { ...process.env, TEST_CLOCK: '2028-12-31T23:50' } });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('TEST_CLOCK debe ser un instante ISO 8601 con su desfase, como 2028-12-31T23:50:00-05:00: 2028-12-31T23:50');
  });
});
