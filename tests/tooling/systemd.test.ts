// The systemd units of deploy/systemd/ (docs/operations.md): `systemd-analyze verify` finds nothing
// to say about them (an unknown or misspelt setting is only a warning there, so any output fails),
// and `systemd-analyze security` rates the services' hardening OK. The units are not started here:
// the machine runs no systemd as its init. Skipped where systemd-analyze is not installed (Debian's
// `systemd` package has it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../../deploy/systemd');
const units = ['viziona.service', 'viziona-backup.service', 'viziona-backup.timer'].map((u) => path.join(folder, u));
const installed = spawnSync('systemd-analyze', ['--version']).status === 0;

const analyze = (...args: string[]) => {
  const r = spawnSync('systemd-analyze', args, { encoding: 'utf8', env: { ...process.env, SYSTEMD_COLORS: '0', SYSTEMD_PAGER: '', TZ: 'UTC' } });
  return { code: r.status, out: `${r.stdout}${r.stderr}`.trim() };
};

describe.skipIf(!installed)('the systemd units', () => {
  it('pass systemd-analyze verify without a word', () => {
    expect(analyze('verify', ...units)).toEqual({ code: 0, out: '' });
  });

  it.each(['viziona.service', 'viziona-backup.service'])("%s is hardened: systemd-analyze security rates its exposure OK (at most 2.0 of 10)", (unit) => {
    const { out } = analyze('security', '--offline=yes', '--no-pager', path.join(folder, unit));
    const level = /Overall exposure level for \S+: ([\d.]+) (\w+)/.exec(out);
    expect(level, out).not.toBeNull();
    expect(Number(level![1])).toBeLessThanOrEqual(2);
    expect(level![2]).toBe('OK');
  });

  it('the backup timer fires every night at 03:30 in Bogotá (08:30 UTC)', () => {
    const calendar = /^OnCalendar=(.+)$/m.exec(fs.readFileSync(units[2], 'utf8'))![1];
    const { code, out } = analyze('calendar', '--iterations=2', calendar);
    expect(code).toBe(0);
    expect([...out.matchAll(/(?:Next elapse|Iter\. #2): \w+ (\S+) (\S+) UTC/g)].map((m) => m[2])).toEqual(['08:30:00', '08:30:00']);
  });
});
