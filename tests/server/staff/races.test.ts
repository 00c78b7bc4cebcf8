// Two requests at once, where PostgreSQL really runs them at once (PGlite serialises its work, so
// these mean something only on the real server): one TOTP code, one sign-in; two admins removing
// each other's admin role take turns.
import { describe, expect, it } from 'vitest';
import { stepAt } from '../../../server/staff/accounts/totp.ts';
import { lockActiveAdmins, setRoles } from '../../../server/staff/accounts/people.ts';
import { build } from '../../helpers/build.ts';
import { engineKind } from '../../helpers/engines.ts';
import { freshAddress } from '../../helpers/accounts.ts';
import { staffPerson, totpCode } from '../../helpers/staff.ts';

describe.runIf(engineKind === 'postgres')('staff races on PostgreSQL', () => {
  it('one code, sent twice at once: one session', async () => {
    const app = await build();
    try {
      const ana = await staffPerson(app, ['servicio']);
      const code = totpCode(ana.secret, stepAt(new Date()));
      const signIn = () => app.inject({ method: 'POST', url: '/api/v1/staff/session', payload: { email: ana.email, password: ana.password, code }, remoteAddress: freshAddress() });
      const statuses = (await Promise.all([signIn(), signIn(), signIn()])).map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 401, 401]);
    } finally {
      await app.close();
    }
  });

  it('two changes of admins at once take turns: the second sees the first one\'s change (one admin stays)', async () => {
    const app = await build();
    try {
      const a = await staffPerson(app, ['admin']);
      const b = await staffPerson(app, ['admin']);
      let locked!: () => void;
      let release!: () => void;
      const firstLocked = new Promise<void>((resolve) => (locked = resolve));
      const first = app.db.transaction(async (tx) => {
        await lockActiveAdmins(tx);
        await setRoles(tx, b.id, []);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await firstLocked;
      let seen: number[] | undefined;
      const second = app.db.transaction(async (tx) => {
        seen = await lockActiveAdmins(tx);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const whileFirstOpen = seen;
      release();
      await Promise.all([first, second]);
      expect(whileFirstOpen).toBeUndefined();
      expect(seen).toEqual([a.id]);
    } finally {
      await app.close();
    }
  });
});
