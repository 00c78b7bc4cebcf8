// The first admin while the server runs on its embedded database: the real server process prints
// the one-time setup link on start, and the link works against that same running process (no other
// process could open the embedded database beside it), and without STAFF_TOTP_KEYS it makes its
// development key in the data folder. Only PGlite's case: on PostgreSQL the same code runs
// (setup.test.ts covers the link itself on both engines).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StaffInvitationView } from '../../../openapi/index.ts';
import { DEV_KEY_FILE } from '../../../server/staff/accounts/totp-dev-key.ts';
import { parseTotpKeys } from '../../../server/staff/accounts/totp-secrets.ts';
import { engineKind } from '../../helpers/engines.ts';
import { startServerProcess, type RunningServer } from '../../helpers/server-process.ts';
import { totpCode } from '../../helpers/staff.ts';

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const post = (path: string, body: object, cookie?: string) =>
  fetch(`${server!.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

describe.runIf(engineKind === 'pglite')('the server process on a new embedded database', () => {
  // Making a new embedded database and starting the process takes tens of seconds on a busy machine.
  it('prints a setup link on start that makes the first admin while it runs', { timeout: 150_000 }, async () => {
    server = await startServerProcess({ PUBLIC_URL: 'http://viziona.local' }, 110_000);
    // The link is printed once the server listens, so it may follow the first healthy answer.
    const linkIn = (output: string) => /http:\/\/viziona\.local\/staff\/configurar#([A-Za-z0-9_-]{43})/.exec(output);
    await expect.poll(() => linkIn(server!.output()), { timeout: 20_000 }).not.toBeNull();
    const link = linkIn(server.output());
    expect(link, server.output()).not.toBeNull();
    // Not in the JSON log lines.
    expect(server.output().split('\n').filter((l) => l.startsWith('{') && l.includes(link![1]))).toEqual([]);
    const token = link![1];
    const view = (await (await post('/staff/invitations/lookup', { token })).json()) as StaffInvitationView;
    expect(view.kind).toBe('setup');
    const res = await post('/staff/setup', { token, email: 'admin@viziona.local', name: 'Primera Admin', password: 'primer-admin-2026', code: totpCode(view.enrolment.secret) });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vz_staff='))!.split(';')[0];
    const me = await fetch(`${server.url}/api/v1/staff/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { person: { roles: string[] } }).person.roles).toContain('admin');
    expect(await (await fetch(`${server.url}/api/v1/staff/setup`)).json()).toEqual({ needed: false });
  });

  it('without STAFF_TOTP_KEYS (not production) it made a development key in the data folder, readable by its owner only, and said so', () => {
    const file = path.join(server!.dataDir, DEV_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(parseTotpKeys(fs.readFileSync(file, 'utf8')).current).toBe('dev');
    expect(server!.output()).toContain(`STAFF_TOTP_KEYS no está configurada: los secretos TOTP del personal se cifran con la llave de desarrollo creada ahora en ${file}.`);
  });
});
