import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { cleanUp } from '../../../server/jobs/cleanup.ts';
import { schema, type Database, type Db } from '../../../server/db/open.ts';
import { engine as makeEngine } from '../../helpers/engines.ts';
import { testTotpKeys } from '../../helpers/build.ts';
import { newTotpSecret } from '../../../server/staff/accounts/totp.ts';
import { sealTotpSecret } from '../../../server/staff/accounts/totp-secrets.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const engine = makeEngine();
const now = new Date('2026-11-23T15:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const after = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe(`clean-up (${engine.name})`, () => {
  let database: Database;
  let db: Db;
  let userId: number;

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    const [user] = await db
      .insert(schema.users)
      .values({ email: 'limpieza@example.com', docType: 'CC', docNumber: '123456789', passwordHash: 'x', name: 'Ana', lastname: 'Gómez', phone: '3001234567' })
      .returning({ id: schema.users.id });
    userId = user.id;
    const { sessions, registerTokens, passwordResets, verificationCodes, captchaUses, outgoingMail, requestLimits } = schema;
    await db.insert(sessions).values([
      { tokenHash: 's-expired', userId, expiresAt: before(1) },
      { tokenHash: 's-revoked', userId, expiresAt: after(60), revokedAt: before(5) },
      { tokenHash: 's-live', userId, expiresAt: after(60) },
    ]);
    const [person] = await db.insert(schema.staffPeople).values({ email: 'taquilla@viziona.test', name: 'Taquilla', passwordHash: 'x', totpSecret: sealTotpSecret(testTotpKeys, newTotpSecret()) }).returning({ id: schema.staffPeople.id });
    await db.insert(schema.staffSessions).values([
      { tokenHash: 'st-expired', personId: person.id, expiresAt: before(1), lastSeenAt: before(2) },
      { tokenHash: 'st-revoked', personId: person.id, expiresAt: after(60), lastSeenAt: before(2), revokedAt: before(1) },
      { tokenHash: 'st-idle', personId: person.id, expiresAt: after(60), lastSeenAt: before(31) },
      { tokenHash: 'st-live', personId: person.id, expiresAt: after(60), lastSeenAt: before(29) },
      // Ended because a role was removed: kept until its 12 hours are over, so the guard can say why.
      { tokenHash: 'st-role-removed', personId: person.id, expiresAt: after(60), lastSeenAt: before(40), revokedAt: before(1), revokedReason: 'rol_retirado' },
      { tokenHash: 'st-role-removed-expired', personId: person.id, expiresAt: before(1), lastSeenAt: before(40), revokedAt: before(5), revokedReason: 'rol_retirado' },
      { tokenHash: 'st-deactivated', personId: person.id, expiresAt: after(60), lastSeenAt: before(2), revokedAt: before(1), revokedReason: 'desactivado' },
    ]);
    await db.insert(registerTokens).values([
      { tokenHash: 't-expired', expiresAt: before(1) },
      { tokenHash: 't-used', expiresAt: after(10), usedAt: before(1) },
      { tokenHash: 't-live', expiresAt: after(10) },
    ]);
    await db.insert(passwordResets).values([
      { codeHash: 'r-expired', userId, expiresAt: before(1) },
      { codeHash: 'r-used', userId, expiresAt: after(30), usedAt: before(1) },
      { codeHash: 'r-live', userId, expiresAt: after(30) },
    ]);
    await db.insert(verificationCodes).values([
      { codeHash: 'c-expired', userId, expiresAt: before(1) },
      { codeHash: 'c-used-in-window', userId, expiresAt: after(5), usedAt: before(1) },
      { codeHash: 'c-live', userId, expiresAt: after(5) },
    ]);
    await db.insert(captchaUses).values([
      { key: 'altcha:expired', provider: 'altcha', expiresAt: before(1) },
      { key: 'altcha:live', provider: 'altcha', expiresAt: after(5) },
    ]);
    await db.insert(requestLimits).values([
      { key: 'ended', hits: 12, windowEnds: before(1) },
      { key: 'live', hits: 3, windowEnds: after(1) },
    ]);
    await db.insert(outgoingMail).values([
      { to: 'a@example.com', subject: 'Enviado', text: 'tu enlace: https://x/forgot-password/abc', html: '<p>abc</p>', status: 'sent', sentAt: before(1) },
      { to: 'b@example.com', subject: 'Pendiente', text: 'código 123456', status: 'pending' },
      { to: 'c@example.com', subject: 'Fallido', text: 'código 654321', status: 'failed' },
    ]);
  });
  afterAll(async () => {
    await database?.close();
    await engine.teardown();
  });

  it('deletes what expired or was used, clears sent bodies, and keeps everything still live', async () => {
    expect(await cleanUp(db, now)).toEqual({ sessions: 2, staffSessions: 5, registerTokens: 2, passwordResets: 2, verificationCodes: 1, captchaUses: 1, requestLimits: 1, sentMailBodies: 1 });

    const { sessions, registerTokens, passwordResets, verificationCodes, captchaUses, outgoingMail, requestLimits } = schema;
    expect((await db.select().from(sessions).where(eq(sessions.userId, userId))).map((r) => r.tokenHash)).toEqual(['s-live']);
    expect((await db.select().from(schema.staffSessions)).map((r) => r.tokenHash).sort()).toEqual(['st-live', 'st-role-removed']);
    expect((await db.select().from(registerTokens)).map((r) => r.tokenHash)).toEqual(['t-live']);
    expect((await db.select().from(passwordResets).where(eq(passwordResets.userId, userId))).map((r) => r.codeHash)).toEqual(['r-live']);
    expect((await db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId))).map((r) => r.codeHash).sort()).toEqual(['c-live', 'c-used-in-window']);
    expect((await db.select().from(captchaUses)).map((r) => r.key)).toEqual(['altcha:live']);
    expect((await db.select().from(requestLimits)).map((r) => r.key)).toEqual(['live']);

    const mail = await db.select().from(outgoingMail);
    expect(mail.find((m) => m.subject === 'Enviado')).toMatchObject({ to: 'a@example.com', status: 'sent', text: '', html: null });
    expect(mail.find((m) => m.subject === 'Pendiente')?.text).toBe('código 123456');
    expect(mail.find((m) => m.subject === 'Fallido')?.text).toBe('código 654321');
  });

  it('does nothing the second time', async () => {
    expect(await cleanUp(db, now)).toEqual({ sessions: 0, staffSessions: 0, registerTokens: 0, passwordResets: 0, verificationCodes: 0, captchaUses: 0, requestLimits: 0, sentMailBodies: 0 });
  });
});
