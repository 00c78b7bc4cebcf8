// Staff TOTP secrets at rest (issue 48): sealed with AES-256-GCM under STAFF_TOTP_KEYS, so the tables
// never hold a secret an authenticator app could take; a key that does not open a secret stops the
// sign-in (a 500 and one clear log line), never lets anyone in and never passes silently; rows of
// before the seal are sealed at start; rotation seals every secret again under the new key and
// sign-in goes on. Several apps on one database, each with its own keys, as servers configured
// differently would be.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffEnrolled, StaffInvitationView } from '../../../openapi/index.ts';
import { loadConfig } from '../../../server/config.ts';
import { pgConstraint, schema, type Database } from '../../../server/db/open.ts';
import { issueInvitation } from '../../../server/staff/accounts/links.ts';
import { stepAt } from '../../../server/staff/accounts/totp.ts';
import { sealTotpSecretsAtStart, sweepTotpSecrets } from '../../../server/staff/accounts/totp-at-rest.ts';
import { newTotpKeyRing, openTotpSecret, parseTotpKeys, sealTotpSecret, TotpKeysError, totpKeysText, TotpSecretUnreadable, type TotpKeyRing } from '../../../server/staff/accounts/totp-secrets.ts';
import { build, freshDatabase } from '../../helpers/build.ts';
import { freshAddress } from '../../helpers/accounts.ts';
import { startServerProcess } from '../../helpers/server-process.ts';
import { signedInStaff, signInStaff, staffApi, staffPerson, staffTokenIn, totpCode, type StaffPersonMade } from '../../helpers/staff.ts';

const { staffPeople, staffInvitations, staffSessions, outgoingMail } = schema;

/** The keys this file's people are sealed under first, and the same key id with other bytes. */
const v1 = newTotpKeyRing('v1');
const v1Impostor = newTotpKeyRing('v1');
/** During a rotation: the new key first, the old one after it. Then the new one alone. */
const v2First = parseTotpKeys(`${totpKeysText(newTotpKeyRing('v2'))},${totpKeysText(v1)}`);
const v2Only: TotpKeyRing = { current: 'v2', keys: new Map([['v2', v2First.keys.get('v2')!]]) };

let database: Database;
const apps: FastifyInstance[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  database = await freshDatabase();
  app = (await appWith(v1)).app;
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await database.close();
});

/** An app on this file's database with these keys, and the log lines it writes (warn and up). */
async function appWith(keys: TotpKeyRing) {
  const lines: string[] = [];
  const logs = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const made = await build({ database, config: { staffTotpKeys: keys, logLevel: 'warn' }, logs });
  apps.push(made);
  return { app: made, lines };
}

const signIn = (on: FastifyInstance, person: StaffPersonMade, code = totpCode(person.secret)) =>
  on.inject({ method: 'POST', url: '/api/v1/staff/session', payload: { email: person.email, password: person.password, code }, remoteAddress: freshAddress() });

const storedSecrets = async () => [
  ...(await database.db.select({ id: staffPeople.id, totpSecret: staffPeople.totpSecret }).from(staffPeople)).map((r) => ({ whose: `staff_person:${r.id}`, stored: r.totpSecret })),
  ...(await database.db.select({ id: staffInvitations.id, totpSecret: staffInvitations.totpSecret }).from(staffInvitations)).map((r) => ({ whose: `staff_invitation:${r.id}`, stored: r.totpSecret })),
];

/** A base32 run as long as a TOTP secret's (160 bits: 32 characters). */
const BASE32_SECRET = /[A-Z2-7]{32}/;

describe('staff TOTP secrets at rest', () => {
  it('after an enrolment through an invitation, neither table holds a secret in clear: both hold it sealed under the key', async () => {
    const admin = await signedInStaff(app, ['admin', 'servicio']);
    const email = `cifrada.${Date.now().toString(36)}@viziona.test`;
    const invited = await staffApi(app, admin, 'POST', '/staff/invitations', { email, name: 'Rosa Cifuentes', roles: ['servicio'] });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await database.db.select().from(outgoingMail).where(eq(outgoingMail.to, email));
    const token = /\/staff\/invitacion#([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    // The page gets the secret to show (QR and text): the one moment it leaves the server.
    const view = (await staffApi(app, null, 'POST', '/staff/invitations/lookup', { token })).json() as StaffInvitationView;
    const secret = view.enrolment.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const accepted = await staffApi(app, null, 'POST', '/staff/invitations/acceptance', { token, password: 'cifrado-en-reposo-2026', code: totpCode(secret) });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const personId = (accepted.json() as StaffEnrolled).person.id;

    const [person] = await database.db.select().from(staffPeople).where(eq(staffPeople.id, personId));
    const [invitation] = await database.db.select().from(staffInvitations).where(eq(staffInvitations.personId, personId));
    for (const row of [person, invitation]) {
      expect(row.totpSecret).toMatch(/^gcm:v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{64}$/);
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(openTotpSecret(v1, row.totpSecret, 'prueba')).toBe(secret);
    }
    // No row of either table, in any column, holds a base32 secret.
    const everything = JSON.stringify([await database.db.select().from(staffPeople), await database.db.select().from(staffInvitations)]);
    expect(everything).not.toMatch(BASE32_SECRET);
    // And the person signs in with the app's codes.
    await signInStaff(app, { id: personId, email, name: 'Rosa Cifuentes', password: 'cifrado-en-reposo-2026', secret, roles: ['servicio'], lastStep: stepAt(new Date()) });
  });

  it('the database refuses a secret written in clear (staff_people and staff_invitations)', async () => {
    const clear = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const refusedBy = (write: Promise<unknown>) => write.then(() => 'written', (err: unknown) => pgConstraint(err));
    expect(await refusedBy(database.db.insert(staffPeople).values({ email: `clara.${Date.now()}@viziona.test`, name: 'Clara', passwordHash: 'x', totpSecret: clear }))).toBe('staff_people_totp_secret_sealed');
    const person = await staffPerson(app, ['porteria']);
    expect(await refusedBy(database.db.update(staffPeople).set({ totpSecret: clear }).where(eq(staffPeople.id, person.id)))).toBe('staff_people_totp_secret_sealed');
    const setupLink = { kind: 'setup', tokenHash: `clara-${Date.now()}`, roles: [], totpSecret: clear, expiresAt: sql`now() + interval '1 hour'` };
    expect(await refusedBy(database.db.insert(staffInvitations).values(setupLink))).toBe('staff_invitations_totp_secret_sealed');
    expect(JSON.stringify(await storedSecrets())).not.toMatch(BASE32_SECRET);
  });

  it('a key that does not open a secret stops the sign-in: a 500, no session, one clear log line that names whose and never the secret', async () => {
    const person = await staffPerson(app, ['porteria']);
    const [row] = await database.db.select().from(staffPeople).where(eq(staffPeople.id, person.id));
    const wrongApps: FastifyInstance[] = [];
    for (const [keys, says] of [
      [v1Impostor, /la llave 'v1' de STAFF_TOTP_KEYS no lo abre/],
      [v2Only, /está cifrado con la llave 'v1', que STAFF_TOTP_KEYS no tiene/],
    ] as const) {
      const wrong = await appWith(keys);
      wrongApps.push(wrong.app);
      const sessions = async () => (await database.db.select().from(staffSessions).where(eq(staffSessions.personId, person.id))).length;
      const before = await sessions();
      const res = await signIn(wrong.app, person);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Ocurrió un error inesperado. Intenta de nuevo más tarde.');
      expect(staffTokenIn(res)).toBeUndefined();
      expect(await sessions()).toBe(before);
      const [after] = await database.db.select({ step: staffPeople.totpLastStep }).from(staffPeople).where(eq(staffPeople.id, person.id));
      expect(after.step).toBeNull();
      const said = wrong.lines.filter((line) => line.includes('secreto TOTP'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(says);
      expect(said[0]).toContain(`staff_person:${person.id}`);
      expect(said[0]).not.toContain(person.secret);
      expect(said[0]).not.toContain(row.totpSecret.split(':')[3]);
    }
    // An invitation's page under the wrong key: no QR, the same 500.
    const { token } = await database.db.transaction((tx) => issueInvitation(tx, v1, { email: `pendiente.${Date.now()}@viziona.test`, name: 'Pendiente', roles: ['servicio'], invitedBy: person.id }));
    expect((await staffApi(wrongApps[0], null, 'POST', '/staff/invitations/lookup', { token })).statusCode).toBe(500);
    // The right key still lets the person in.
    await signInStaff(app, person);
  });

  it('rows sealed before the migration (in clear) are sealed at start; those no key opens are named in one warning', async () => {
    // What a database migrated from before the seal holds: the check was added NOT VALID over clear rows.
    const clear = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const email = `antigua.${Date.now()}@viziona.test`;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table staff_people drop constraint staff_people_totp_secret_sealed`);
      await tx.insert(staffPeople).values({ email, name: 'Antigua', passwordHash: 'x', totpSecret: clear });
      await tx.execute(sql`alter table staff_people add constraint staff_people_totp_secret_sealed check (totp_secret ~ '^gcm:[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22,}$') not valid`);
    });
    const [lost] = await database.db
      .insert(staffPeople)
      .values({ email: `perdida.${Date.now()}@viziona.test`, name: 'Perdida', passwordHash: 'x', totpSecret: sealTotpSecret(newTotpKeyRing('v0'), clear) })
      .returning({ id: staffPeople.id });
    const lines: { info: string[]; warn: string[] } = { info: [], warn: [] };
    await sealTotpSecretsAtStart(database.db, v1, { info: (m) => lines.info.push(m), warn: (m) => lines.warn.push(m) });
    const [sealed] = await database.db.select().from(staffPeople).where(eq(staffPeople.email, email));
    expect(sealed.totpSecret).toMatch(/^gcm:v1:/);
    expect(openTotpSecret(v1, sealed.totpSecret, 'prueba')).toBe(clear);
    expect(lines.info).toEqual(["Secretos TOTP del personal cifrados con la llave 'v1': 1 guardados sin cifrar."]);
    expect(lines.warn).toHaveLength(1);
    expect(lines.warn[0]).toContain(`staff_person:${lost.id} (llave 'v0')`);
    // Again: nothing left to seal (the start is idempotent).
    expect((await sweepTotpSecrets(database.db, v1)).sealed).toBe(0);
    await database.db.delete(staffPeople).where(eq(staffPeople.id, lost.id));
  });

  it('rotation: with the new key first, sign-in goes on; the reseal moves every secret to it; then the old key can go', async () => {
    const person = await staffPerson(app, ['servicio']);
    const during = await appWith(v2First);
    await signInStaff(during.app, person);

    const sweep = await sweepTotpSecrets(database.db, v2First, { rotate: true });
    expect(sweep.unreadable).toEqual([]);
    expect(sweep.resealed).toBeGreaterThan(0);
    const stored = await storedSecrets();
    expect(stored.filter((s) => !s.stored.startsWith('gcm:v2:'))).toEqual([]);
    // Done twice, nothing moves.
    expect(await sweepTotpSecrets(database.db, v2First, { rotate: true })).toMatchObject({ sealed: 0, resealed: 0, current: stored.length });

    const after = await appWith(v2Only);
    await signInStaff(after.app, person);
    // The old key alone opens none of them any more.
    expect((await signIn(app, person)).statusCode).toBe(500);
  });
});

describe('STAFF_TOTP_KEYS', () => {
  it('production refuses to start without it: the process ends with one line saying what to set', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-sin-llave-'));
    try {
      // A server that started after all is stopped at once (and the test fails).
      const start = startServerProcess({ NODE_ENV: 'production', STAFF_TOTP_KEYS: '', DATA_DIR: dataDir }, 50_000).then(async (server) => {
        await server.stop();
        return 'arrancó';
      });
      await expect(start).rejects.toThrow(/terminó \(código 1\) antes de estar listo:\nFalta STAFF_TOTP_KEYS: en producción los secretos del segundo factor del personal se cifran con una llave que das tú/);
      // No key was made for it, and no database opened.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(() => loadConfig({ NODE_ENV: 'production', STAFF_TOTP_KEYS: 'v1:corta' })).toThrow(/la llave 'v1' debe ser de 32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', STAFF_TOTP_KEYS: totpKeysText(v1) }).staffTotpKeys).toEqual(v1);
    expect(loadConfig({ NODE_ENV: 'development' }).staffTotpKeys).toBeUndefined();
  });

  it('reads id:key entries, the first the one that seals; refuses a short key, a repeated id, no id', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const ring = parseTotpKeys(` nueva:${key} , vieja:${Buffer.alloc(32, 9).toString('base64url')}`);
    expect(ring.current).toBe('nueva');
    expect([...ring.keys.keys()]).toEqual(['nueva', 'vieja']);
    expect(parseTotpKeys(totpKeysText(ring))).toEqual(ring);
    for (const bad of ['', `sinid${key}`, `a:${Buffer.alloc(16).toString('base64')}`, `a:${key},a:${key}`, `a b:${key}`, `a:${key}x`]) {
      expect(() => parseTotpKeys(bad), bad).toThrow(TotpKeysError);
    }
  });

  it('a sealed value changed in one character opens with no key', () => {
    const sealed = sealTotpSecret(v1, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    const changed = `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`;
    expect(() => openTotpSecret(v1, changed, 'prueba')).toThrow(TotpSecretUnreadable);
    // Passed off as another key's (the key id is bound to the ciphertext).
    const asV2 = sealed.replace('gcm:v1:', 'gcm:v2:');
    expect(() => openTotpSecret({ current: 'v2', keys: new Map([['v2', v1.keys.get('v1')!]]) }, asV2, 'prueba')).toThrow(TotpSecretUnreadable);
  });
});
