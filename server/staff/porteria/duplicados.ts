// Tickets two doors let in while offline (issue 28): each duplicate offline scan with the entry that
// counts (the earliest device time), for the staff to look into. The days asked for are the doors'
// days: the funciones whose entry window touches them.
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DuplicadoIngreso, DuplicadoOfflineList } from '../../../openapi/index.ts';
import { ZONE } from '../../db/constants.ts';
import type { DbOrTx } from '../../db/open.ts';
import { badRequest } from '../../http/errors.ts';
import { DATES_REVERSED, RANGE_TOO_LONG } from './messages.ts';
import { answerOfRecord } from './en-linea.ts';
import { dayOf, iso, rowsOf, theaterExists } from './sincronizacion.ts';
import { entryWindow } from './ventana.ts';

const MAX_DAYS = 31;

interface Row {
  nonce: string;
  scanned_at: Date | string;
  received_at: Date | string;
  door: string;
  device: string;
  offline: boolean;
  answer: unknown;
  w_nonce: string | null;
  w_scanned_at: Date | string | null;
  w_received_at: Date | string | null;
  w_door: string | null;
  w_device: string | null;
  w_offline: boolean | null;
}

export async function listDuplicados(db: DbOrTx, query: { theater: number; from?: string; to?: string }): Promise<DuplicadoOfflineList> {
  await theaterExists(db, query.theater);
  const [clock] = await rowsOf<{ now: Date | string }>(db, sql`select now() as now`);
  const today = DateTime.fromJSDate(new Date(clock.now), { zone: ZONE }).toISODate()!;
  const from = DateTime.fromISO(query.from ?? query.to ?? today, { zone: ZONE });
  const to = DateTime.fromISO(query.to ?? query.from ?? today, { zone: ZONE });
  if (!from.isValid || !to.isValid) throw badRequest('Las fechas deben ser días AAAA-MM-DD.');
  if (to < from) throw badRequest(DATES_REVERSED, { to: DATES_REVERSED });
  if (to.diff(from, 'days').days >= MAX_DAYS) throw badRequest(RANGE_TOO_LONG(MAX_DAYS), { to: RANGE_TOO_LONG(MAX_DAYS) });
  // A door's day: the funciones whose entry window touches it (dayOf), so after midnight 'today'
  // still lists the late show that ended at 00:20, as the doors' own sync does.
  const window = await entryWindow(db);
  const rows = await rowsOf<Row>(db, sql`
    select d.nonce, d.scanned_at, d.received_at, d.door, d.device, d.offline, d.answer,
           w.nonce as w_nonce, w.scanned_at as w_scanned_at, w.received_at as w_received_at, w.door as w_door,
           w.device as w_device, w.offline as w_offline
      from porteria_ingresos d
      join showtimes s on s.id = d.showtime_id
      join rooms r on r.id = s.room_id
      left join porteria_ingresos w on w.ticket_key = d.ticket_key and w.accepted and w.undone_at is null
     where d.duplicate_offline and r.theater_id = ${query.theater}
       and s.starts_at >= ${dayOf(from.toJSDate(), window).from} and s.starts_at < ${dayOf(to.toJSDate(), window).to}
     order by d.id desc
     limit 1000`);
  const entry = (r: { nonce: string; scanned_at: Date | string; received_at: Date | string; door: string; device: string; offline: boolean }): DuplicadoIngreso => ({
    nonce: r.nonce,
    at: iso(new Date(r.scanned_at)),
    received_at: iso(new Date(r.received_at)),
    door: r.door,
    device: r.device,
    offline: r.offline,
  });
  return {
    items: rows.map((r) => ({
      ticket: answerOfRecord(r.nonce, r.answer, false).ticket!,
      winner: r.w_nonce ? entry({ nonce: r.w_nonce, scanned_at: r.w_scanned_at!, received_at: r.w_received_at!, door: r.w_door!, device: r.w_device!, offline: r.w_offline! }) : null,
      duplicate: entry(r),
    })),
  };
}
