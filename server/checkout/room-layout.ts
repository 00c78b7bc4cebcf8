// A room's cells as the purchase screen's map lays them out, row by row: the purchase screen draws
// it, the programming desk picks a sala's focal point on it.
import { asc, eq } from 'drizzle-orm';
import type { LayoutSeat } from '../../openapi/index.ts';
import { schema, type DbOrTx } from '../db/open.ts';

const { seats, zones } = schema;

export async function roomLayout(db: DbOrTx, roomId: number): Promise<LayoutSeat[]> {
  const rows = await db
    .select({ seat: seats, zone: zones.name })
    .from(seats)
    .leftJoin(zones, eq(zones.id, seats.zoneId))
    .where(eq(seats.roomId, roomId))
    .orderBy(asc(seats.filaTotal), asc(seats.columnaTotal));
  return rows.map(({ seat, zone }) => ({
    ColumnaRelativa: seat.columnaRelativa,
    ColumnaTotal: seat.columnaTotal,
    FilaRelativa: seat.filaRelativa,
    FilaTotal: seat.filaTotal,
    TipoSilla: seat.tipoSilla as LayoutSeat['TipoSilla'],
    TipoZona: zone ?? '',
  }));
}
