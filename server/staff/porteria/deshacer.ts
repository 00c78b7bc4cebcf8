// Undoing a door's last accepted scan (issue 28): the device's latest entry, by its nonce, within
// 60 seconds of its arrival (database clock); the ticket may then enter again.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { IngresoUndone, IngresoUndoRequest } from '../../../openapi/index.ts';
import { SEGUNDOS_PARA_DESHACER } from '../../../openapi/ingreso.ts';
import type { DbOrTx } from '../../db/open.ts';
import { porteriaIngresos } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../accounts/guard.ts';
import { audit } from '../audit/audit.ts';
import { UNDO_ALREADY, UNDO_NOT_ACCEPTED, UNDO_NOT_LAST, UNDO_TOO_LATE, UNDO_UNKNOWN } from './messages.ts';
import { iso } from './sincronizacion.ts';

export async function undoIngreso(tx: DbOrTx, actor: StaffActor, request: IngresoUndoRequest): Promise<IngresoUndone> {
  const nonce = request.nonce.toLowerCase();
  const [row] = await tx
    .select({
      id: porteriaIngresos.id,
      device: porteriaIngresos.device,
      accepted: porteriaIngresos.accepted,
      undoneAt: porteriaIngresos.undoneAt,
      ticketKey: porteriaIngresos.ticketKey,
      door: porteriaIngresos.door,
      late: sql<boolean>`${porteriaIngresos.receivedAt} < now() - make_interval(secs => ${SEGUNDOS_PARA_DESHACER})`,
    })
    .from(porteriaIngresos)
    .where(eq(porteriaIngresos.nonce, nonce))
    .for('update');
  if (!row || row.device !== request.device) throw notFound(UNDO_UNKNOWN);
  if (row.undoneAt) throw conflict(UNDO_ALREADY);
  if (!row.accepted) throw conflict(UNDO_NOT_ACCEPTED);
  const [last] = await tx
    .select({ id: porteriaIngresos.id })
    .from(porteriaIngresos)
    .where(and(eq(porteriaIngresos.device, request.device), or(eq(porteriaIngresos.accepted, true), sql`${porteriaIngresos.undoneAt} is not null`)))
    .orderBy(desc(porteriaIngresos.id))
    .limit(1);
  if (last?.id !== row.id) throw conflict(UNDO_NOT_LAST);
  if (row.late) throw conflict(UNDO_TOO_LATE(SEGUNDOS_PARA_DESHACER));
  const [undone] = await tx
    .update(porteriaIngresos)
    .set({ undoneAt: sql`now()`, changedXid: sql`pg_current_xact_id()` })
    .where(eq(porteriaIngresos.id, row.id))
    .returning({ undoneAt: porteriaIngresos.undoneAt });
  await audit(tx, actor, {
    action: 'porteria.ingreso.deshacer',
    target: `ingreso:${row.ticketKey}`,
    before: { nonce, puerta: row.door, dispositivo: row.device, aceptado: true },
    after: { aceptado: false },
  });
  return { nonce, ticket_key: row.ticketKey!, undone_at: iso(undone.undoneAt!) };
}
