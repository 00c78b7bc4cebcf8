// The morning digest (server/staff/servicio/resumen-diario.ts): from 08:00 in Bogotá, one e-mail to
// each active person of the servicio role listing the overdue PQRS and those due within 2 business
// days, once a day however many runners try it (two apps on one database, as two processes).
import { eq, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../server/db/open.ts';
import { startJobs, type JobRunner } from '../../../../server/jobs/runner.ts';
import { addBusinessDays } from '../../../../server/forms/business-days.ts';
import { DIGEST_JOB, digestJob, sendDailyDigest } from '../../../../server/staff/servicio/resumen-diario.ts';
import { useTwoApps } from '../../../helpers/build.ts';
import { plusDays, pqrsRow } from '../../../helpers/servicio.ts';
import { staffPerson } from '../../../helpers/staff.ts';

const { outgoingMail, staffPeople } = schema;
const { apps } = useTwoApps();
const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

/** An instant at a Bogotá day and hour. */
const at = (day: string, hour: number, minute = 0) => DateTime.fromISO(day, { zone: 'America/Bogota' }).set({ hour, minute }).toJSDate();
const digests = async () => apps()[0].db.select().from(outgoingMail).where(like(outgoingMail.subject, 'PQRS vencidas y por vencer%'));

// Wednesday 2 December 2026: due soon runs to Friday the 4th (2 business days on); Monday the 7th is not.
const day = '2026-12-02';
let servicio: { email: string }[];
let radicados: Record<'overdue' | 'dueToday' | 'dueIn2' | 'dueIn3' | 'answered' | 'closedOverdue', string>;
beforeAll(async () => {
  const [app] = apps();
  servicio = [await staffPerson(app, ['servicio']), await staffPerson(app, ['servicio', 'admin'])];
  await staffPerson(app, ['admin']);
  await staffPerson(app, ['etica']);
  await staffPerson(app, ['programacion']);
  const retired = await staffPerson(app, ['servicio']);
  await app.db.update(staffPeople).set({ deactivatedAt: new Date() }).where(eq(staffPeople.id, retired.id));
  const make = async (over: Parameters<typeof pqrsRow>[1]) => (await pqrsRow(app, over)).radicado;
  radicados = {
    overdue: await make({ dueDate: plusDays(day, -1) }),
    dueToday: await make({ dueDate: day, state: 'en_tramite' }),
    dueIn2: await make({ dueDate: addBusinessDays(day, 2) }),
    dueIn3: await make({ dueDate: addBusinessDays(day, 3) }),
    answered: await make({ dueDate: plusDays(day, -2), state: 'respondida', answerText: 'Listo', answerSavedAt: new Date(), answerSentAt: new Date() }),
    closedOverdue: await make({ dueDate: plusDays(day, -2), state: 'cerrada', closedReason: 'Desistió', closedAt: new Date() }),
  };
});

describe('the daily digest', () => {
  it('waits for 08:00 in Bogotá', async () => {
    expect(await sendDailyDigest(apps()[0].db, { now: async () => at(day, 7, 59) })).toEqual({ sent: false, why: 'antes_de_la_hora' });
    expect(await digests()).toEqual([]);
  });

  it('runs once with two runners on one database, to the servicio staff only, listing the overdue and the due soon', async () => {
    const job = digestJob({ now: async () => at(day, 8, 0) });
    // Two processes start together; then the lease ends and both try again the same day.
    for (const app of apps()) runners.push(startJobs(app.db, [job]));
    await Promise.all(runners.map((r) => r.stop()));
    await apps()[0].db.update(schema.jobs).set({ lockedUntil: new Date(0) }).where(eq(schema.jobs.name, DIGEST_JOB));
    const again = apps().map((app) => startJobs(app.db, [job]));
    runners.push(...again);
    await Promise.all(again.map((r) => r.stop()));

    const mails = await digests();
    expect(mails.map((m) => m.to).sort()).toEqual(servicio.map((p) => p.email).sort());
    const [mail] = mails;
    expect(mail.subject).toBe(`PQRS vencidas y por vencer · ${day}`);
    expect(mail.text).toContain(`Vencidas (1):\n- ${radicados.overdue} (Queja), vence el ${plusDays(day, -1)}, sin responsable`);
    expect(mail.text).toContain(`Vencen dentro de 2 días hábiles (2):\n- ${radicados.dueToday} (Queja), vence el ${day}`);
    expect(mail.text).toContain(radicados.dueIn2);
    for (const r of [radicados.dueIn3, radicados.answered, radicados.closedOverdue]) expect(mail.text).not.toContain(r);
    const [row] = await apps()[0].db.select().from(schema.servicioDigests).where(eq(schema.servicioDigests.day, day));
    expect(row).toMatchObject({ mails: 2, pqrs: 3 });
  });

  it('goes out the next day again, and a day with nothing to list sends nothing', async () => {
    const next = await sendDailyDigest(apps()[1].db, { now: async () => at('2027-06-01', 9) });
    // By 1 June 2027 everything made above is overdue except what was answered or closed.
    expect(next).toMatchObject({ sent: true, day: '2027-06-01', mails: 2, pqrs: 4 });
    expect(await sendDailyDigest(apps()[0].db, { now: async () => at('2027-06-01', 15) })).toEqual({ sent: false, why: 'ya_enviado' });
    const count = (await digests()).length;
    expect(await sendDailyDigest(apps()[0].db, { now: async () => at('2025-01-02', 8) })).toMatchObject({ sent: true, mails: 0, pqrs: 0 });
    expect((await digests()).length).toBe(count);
  });
});
