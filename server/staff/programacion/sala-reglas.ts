// The programming desk's seat rules per sala (issue 30): the no-lone-seats mode and best available's
// focal point (rooms.lone_seat_mode, focus_fila, focus_columna). A change applies to the next
// reservation: the purchase's cached room drops with the rooms table (server/checkout/seat-map.ts).
import { eq } from 'drizzle-orm';
import type { SalaSeatRules, SalaSeatRulesChange, StaffSala } from '../../../openapi/index.ts';
import type { DbOrTx } from '../../db/open.ts';
import { rooms } from '../../db/schema.ts';
import { roomLayout } from '../../checkout/room-layout.ts';
import { notFound } from '../../http/errors.ts';
import type { Handlers } from '../../http/operation.ts';
import { staffActor } from '../accounts/guard.ts';
import { audit } from '../audit/audit.ts';
import { roomTarget } from './tarifas.ts';

const fields = { id: rooms.id, name: rooms.name, loneSeats: rooms.loneSeatMode, focusFila: rooms.focusFila, focusColumna: rooms.focusColumna };
const shape = (row: { id: number; name: string; loneSeats: string; focusFila: number; focusColumna: number }): SalaSeatRules => ({
  ...row,
  loneSeats: row.loneSeats as SalaSeatRules['loneSeats'],
});

/** The sala's seat rules; 404 when it does not exist. */
export async function salaSeatRules(db: DbOrTx, roomId: number, lock = false): Promise<SalaSeatRules> {
  const query = db.select(fields).from(rooms).where(eq(rooms.id, roomId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(`La sala ${roomId} no existe.`);
  return shape(row);
}

/** The sala's rules and its cells (getSala); 404 when it does not exist. */
export async function staffSala(db: DbOrTx, roomId: number): Promise<StaffSala> {
  const rules = await salaSeatRules(db, roomId);
  return { ...rules, layout: await roomLayout(db, roomId) };
}

/** Changes the fields sent, in the caller's transaction: the rules before and after. */
export async function changeSalaSeatRules(tx: DbOrTx, roomId: number, change: SalaSeatRulesChange) {
  const before = await salaSeatRules(tx, roomId, true);
  const [after] = await tx
    .update(rooms)
    .set({ loneSeatMode: change.loneSeats, focusFila: change.focusFila, focusColumna: change.focusColumna })
    .where(eq(rooms.id, roomId))
    .returning(fields);
  return { before, after: shape(after) };
}

export const salaReglasHandlers: Handlers = {
  async getSala(req) {
    return staffSala(req.server.db, req.params.id);
  },

  async updateSala(req) {
    const actor = staffActor(req);
    return req.server.db.transaction(async (tx) => {
      const { before, after } = await changeSalaSeatRules(tx, req.params.id, req.body);
      await audit(tx, actor, { action: 'programacion.sala.change', target: roomTarget(after.id), before, after });
      return after;
    });
  },
};
