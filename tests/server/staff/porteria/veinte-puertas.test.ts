// Issue 28's "Done when": twenty doors send the same ticket at once, through two apps on one
// PostgreSQL database (as two server processes, each with its own connections): exactly one is
// let in, the nineteen others are told ya_usado naming that door. The guard is the unique index of
// accepted entries per ticket that the accepting INSERT … ON CONFLICT DO NOTHING relies on.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { IngresoBatchResult, StaffTicketKeyList } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { useTwoApps } from '../../../helpers/build.ts';
import { engineKind } from '../../../helpers/engines.ts';
import { batch, funcionStartingIn, scan, ticketsFor } from '../../../helpers/porteria.ts';
import { signedInStaff, signInStaff, staffApi, staffPerson } from '../../../helpers/staff.ts';

const { apps } = useTwoApps();
const DOORS = 20;

describe.runIf(engineKind === 'postgres')('twenty doors, one ticket, two processes on one PostgreSQL', () => {
  it('exactly one door lets it in, online and offline alike', async () => {
    const [a, b] = apps();
    const person = await staffPerson(a, ['porteria']);
    const onA = await signInStaff(a, person);
    const onB = { headers: onA.headers };
    const funcion = await funcionStartingIn(a.db, 10);
    const sold = await ticketsFor(a.db, funcion, 10);

    for (const [round, offline] of [[0, false], [1, true], [2, false], [3, true]] as const) {
      const code = sold.codes[round];
      const answers = await Promise.all(
        Array.from({ length: DOORS }, (_, i) =>
          staffApi(i % 2 ? b : a, i % 2 ? onB : onA, 'POST', '/staff/porteria/ingresos', batch([scan(code, { offline, scanned_at: new Date(Date.now() - 60_000 + i).toISOString() })], { device: `puerta-${i}`, label: `Puerta ${i + 1}` })),
        ),
      );
      const results = answers.map((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as IngresoBatchResult).results[0];
      });
      const key = results[0].ticket!.ticket_key;
      const standing = await a.db.select().from(schema.porteriaIngresos).where(eq(schema.porteriaIngresos.ticketKey, key));
      expect(standing).toHaveLength(DOORS);
      expect(standing.filter((r) => r.accepted && r.undoneAt === null), `ronda ${round}`).toHaveLength(1);
      if (!offline) {
        // Online, the door is told at once: one valido, nineteen ya_usado.
        expect(results.filter((r) => r.result === 'valido'), `ronda ${round}`).toHaveLength(1);
        expect(results.filter((r) => r.result === 'ya_usado')).toHaveLength(DOORS - 1);
      } else {
        // Offline the people already went in: the earliest device time keeps the entry (door 1's
        // scan, i = 0), every other scan is kept as a duplicate offline entry.
        expect(standing.find((r) => r.accepted)?.device).toBe('puerta-0');
        expect(standing.filter((r) => r.duplicateOffline)).toHaveLength(DOORS - 1);
      }
    }
  });

  it('an online scan that reads before another door commits the same ticket waits for it and is told ya_usado, naming that door', async () => {
    // The one statement reads the standing entries before the other door's entry commits, so only
    // the unique index its INSERT … ON CONFLICT DO NOTHING meets keeps the ticket from entering twice.
    const [a, b] = apps();
    const person = await staffPerson(a, ['porteria']);
    const door = await signInStaff(b, person);
    const funcion = await funcionStartingIn(a.db, 10);
    const sold = await ticketsFor(a.db, funcion, 1);
    const key = `${sold.bill}.${funcion.showtimeId}.${sold.seatIds[0]}`;

    let release!: () => void;
    let inserted!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const otherDoor = a.db.transaction(async (tx) => {
      await tx.insert(schema.porteriaIngresos).values({
        nonce: randomUUID(), ticketKey: key, bill: sold.bill, showtimeId: funcion.showtimeId, seatId: sold.seatIds[0], theaterId: 1, roomId: null,
        door: 'Puerta 9', device: 'puerta-9', personId: person.id, scannedAt: new Date(), offline: false, result: 'valido', accepted: true, answer: {},
      });
      inserted();
      await gate;
    });
    await written;
    const scanning = staffApi(b, door, 'POST', '/staff/porteria/ingresos', batch([scan(sold.codes[0])], { device: 'puerta-1', label: 'Puerta 1' }));
    // The scan's statement has read and now waits on the other door's uncommitted entry (without
    // the unique index it does not wait: it answers at once).
    let answered = false;
    void scanning.then(() => (answered = true));
    for (let i = 0; !answered; i++) {
      const waiting = await a.db.execute(sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%porteria_ingresos%'`);
      if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) break;
      if (i > 200) throw new Error('the scan never waited on the other door’s entry');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    release();
    await otherDoor;

    const res = await scanning;
    expect(res.statusCode, res.body).toBe(200);
    const result = (res.json() as IngresoBatchResult).results[0];
    expect(result).toMatchObject({ result: 'ya_usado', previous: { door: 'Puerta 9', device: 'puerta-9' } });
    expect(result.message).toMatch(/^Este ticket ya entró: a las \d{2}:\d{2} por Puerta 9\.$/);
    const accepted = await a.db.select().from(schema.porteriaIngresos).where(and(eq(schema.porteriaIngresos.ticketKey, key), eq(schema.porteriaIngresos.accepted, true)));
    expect(accepted.map((r) => r.device)).toEqual(['puerta-9']);
  });
});

describe('keys kept in memory by each process', () => {
  it('a key retired on one process is refused at once on the other; a key made on one is read again by the other', async () => {
    const [a, b] = apps();
    const admin = await signedInStaff(a, ['admin']);
    const person = await staffPerson(a, ['porteria']);
    const onB = await signInStaff(b, person);
    const enterOnB = async (code: string) =>
      ((await staffApi(b, onB, 'POST', '/staff/porteria/ingresos', batch([scan(code)], { device: 'b', label: 'Puerta B' }))).json() as IngresoBatchResult).results[0].result;
    const funcion = await funcionStartingIn(a.db, 10, 2);
    const byOld = await ticketsFor(a.db, funcion, 2);
    expect(await enterOnB(byOld.codes[0])).toBe('valido'); // b now keeps the keys published so far
    const rotated = await staffApi(a, admin, 'POST', '/staff/llaves-tickets');
    expect(rotated.statusCode).toBe(201);
    const oldId = (rotated.json() as StaffTicketKeyList).keys.find((k) => k.state === 'published')!.id;
    expect((await staffApi(a, admin, 'POST', `/staff/llaves-tickets/${oldId}/retiro`)).statusCode).toBe(200);
    expect(await enterOnB(byOld.codes[1])).toBe('firma_invalida');
    // A ticket signed by the key made on a: b reads its keys again (at most once a second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const byNew = await ticketsFor(a.db, funcion, 1);
    expect(await enterOnB(byNew.codes[0])).toBe('valido');
  });
});
