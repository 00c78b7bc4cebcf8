// Issue 28's "Done when": twenty doors send the same ticket at once, through two apps on one
// PostgreSQL database (as two server processes, each with its own connections): exactly one is
// let in, the nineteen others are told ya_usado naming that door. The guard is the unique index of
// accepted entries per ticket that the accepting INSERT … ON CONFLICT DO NOTHING relies on.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { IngresoBatchResult } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { useTwoApps } from '../../../helpers/build.ts';
import { engineKind } from '../../../helpers/engines.ts';
import { batch, funcionStartingIn, scan, ticketsFor } from '../../../helpers/porteria.ts';
import { signInStaff, staffApi, staffPerson } from '../../../helpers/staff.ts';

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
});
