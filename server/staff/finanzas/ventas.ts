// The finance desk's daily sales: per Bogotá day, and per day, theater, film and función, the
// tickets, confitería units (combos and products), memberships, gross (what buyers paid, service
// fees included), service fees and occupancy, over the accepted bills by the day they were paid.
// Computed in SQL: a series of days (generate_series) joined to the day's sales, so a day without
// sales is a row of zeros; totals are window sums over those rows. The sales are read from
// daily_sales, which the bill moves keep in their own transactions (server/bills/ventas-diarias.ts):
// a year is ~30,000 rows of day and función instead of 400,000 bills and their lines (bench/sales.ts).
//
// How a refunded bill counts: it is no sale. Its money went back, so it is not in state accepted
// and none of its tickets, units or pesos are in the sales; it shows in the `refunds` and
// `refunded` columns of the day its money went back (bills.refunded_at). A función cancelled after
// its bills were paid takes their sales out of the days they were paid on, since those bills are no
// longer accepted.
import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ZONE } from '../../db/constants.ts';
import type { DbOrTx } from '../../db/open.ts';
import { HttpError } from '../../http/errors.ts';
import { concurrently } from '../../db/concurrently.ts';

/** The longest range the report covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

export interface SalesRange {
  from: string;
  to: string;
  theaterId?: number;
}

export interface SalesFigures {
  tickets: number;
  combos: number;
  memberships: number;
  /** Integer pesos. */
  gross: number;
  service: number;
  bills: number;
  /** Refunds made that day, and their pesos. */
  refunds: number;
  refunded: number;
}

export interface SalesDay extends SalesFigures {
  date: string;
}

export interface SalesRow {
  date: string;
  theaterId: number;
  theater: string;
  /** null: the Club's memberships sold that day at that theater. */
  funcion: { id: number; film: string; room: string; startsAt: Date; capacity: number } | null;
  tickets: number;
  combos: number;
  memberships: number;
  gross: number;
  service: number;
  /** Tickets of the row over the room's seats for sale, in tenths of a percent (453 = 45,3 %); null for memberships. */
  occupancyPermille: number | null;
}

export interface SalesReport {
  from: string;
  to: string;
  days: SalesDay[];
  rows: SalesRow[];
  totals: SalesFigures;
}

const dmy = (iso: string) => DateTime.fromISO(iso).toFormat('dd/MM/yyyy');

/** The range checked: real days, in order, at most a year. A clear Spanish 400 otherwise. */
export function checkRange(range: SalesRange): { from: DateTime; to: DateTime; days: number } {
  const from = DateTime.fromISO(range.from, { zone: ZONE });
  const to = DateTime.fromISO(range.to, { zone: ZONE });
  if (!from.isValid) throw new HttpError(400, `La fecha inicial no es un día válido: ${range.from}.`, { from: 'Día no válido (AAAA-MM-DD).' });
  if (!to.isValid) throw new HttpError(400, `La fecha final no es un día válido: ${range.to}.`, { to: 'Día no válido (AAAA-MM-DD).' });
  if (from > to) {
    const message = `La fecha inicial (${dmy(range.from)}) es posterior a la final (${dmy(range.to)}).`;
    throw new HttpError(400, message, { from: message });
  }
  const days = Math.round(to.diff(from, 'days').days) + 1;
  if (days > MAX_REPORT_DAYS) {
    const message = `El informe abarca a lo sumo ${MAX_REPORT_DAYS} días (un año); del ${dmy(range.from)} al ${dmy(range.to)} hay ${days}.`;
    throw new HttpError(400, message, { to: message });
  }
  return { from, to, days };
}

/**
 * The sales of the range: the rows of daily_sales, the accepted bills' figures already summed per
 * day, theater and función by the bill moves (server/bills/ventas-diarias.ts), so a year reads a row
 * per day and función, not every bill and line. A row whose bills all left the sales is skipped.
 */
function soldCte(range: SalesRange): SQL {
  const theater = range.theaterId != null ? sql`and v.theater_id = ${range.theaterId}` : sql``;
  return sql`
    sold as (
      select v.day, v.theater_id, v.showtime_id, v.tickets, v.combos, v.memberships, v.gross, v.service, v.bills
      from daily_sales v
      where v.day between ${range.from}::date and ${range.to}::date
        and v.bills <> 0
        ${theater}
    )`;
}

const num = (v: unknown) => Number(v ?? 0);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type DayRow = Record<'day' | 'tickets' | 'combos' | 'memberships' | 'gross' | 'service' | 'bills' | 'refunds' | 'refunded', unknown> & Record<string, unknown>;

/** The day series with each day's sales and refunds, and the totals. */
export function salesDaysQuery(range: SalesRange): SQL {
  const theater = range.theaterId != null ? sql`and b.theater_id = ${range.theaterId}` : sql``;
  return sql`
    with ${soldCte(range)},
    per_day as (
      select s.day, sum(s.tickets) as tickets, sum(s.combos) as combos, sum(s.memberships) as memberships,
             sum(s.gross) as gross, sum(s.service) as service, sum(s.bills) as bills
      from sold s
      group by s.day
    ),
    refunds as (
      select (b.refunded_at at time zone ${ZONE})::date as day, count(*) as refunds, sum(b.total) as refunded
      from bills b
      where b.refunded_at >= (${range.from}::date::timestamp at time zone ${ZONE})
        and b.refunded_at < ((${range.to}::date + 1)::timestamp at time zone ${ZONE})
        ${theater}
      group by 1
    ),
    series as (
      select d.day::date as day,
             coalesce(p.tickets, 0)::float8 as tickets,
             coalesce(p.combos, 0)::float8 as combos,
             coalesce(p.memberships, 0)::float8 as memberships,
             coalesce(p.gross, 0)::float8 as gross,
             coalesce(p.service, 0)::float8 as service,
             coalesce(p.bills, 0)::float8 as bills,
             coalesce(r.refunds, 0)::float8 as refunds,
             coalesce(r.refunded, 0)::float8 as refunded
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
      left join per_day p on p.day = d.day::date
      left join refunds r on r.day = d.day::date
    )
    select to_char(day, 'YYYY-MM-DD') as day, tickets, combos, memberships, gross, service, bills, refunds, refunded,
           sum(tickets) over () as t_tickets, sum(combos) over () as t_combos, sum(memberships) over () as t_memberships,
           sum(gross) over () as t_gross, sum(service) over () as t_service, sum(bills) over () as t_bills,
           sum(refunds) over () as t_refunds, sum(refunded) over () as t_refunded
    from series
    order by day`;
}

/** Each day's sales per theater and función (memberships on a row of their own per theater). */
export function salesRowsQuery(range: SalesRange): SQL {
  return sql`
    with ${soldCte(range)}
    select to_char(s.day, 'YYYY-MM-DD') as day, t.id as theater_id, t.name as theater,
           st.id as funcion_id, st.starts_at, f.title as film, r.name as room, r.capacity,
           s.tickets::float8 as tickets, s.combos::float8 as combos, s.memberships::float8 as memberships,
           s.gross::float8 as gross, s.service::float8 as service,
           case when st.id is null or r.capacity = 0 then null else round(s.tickets * 1000.0 / r.capacity)::int end as occupancy
    from sold s
    join theaters t on t.id = s.theater_id
    left join showtimes st on st.id = s.showtime_id
    left join films f on f.id = st.film_id
    left join rooms r on r.id = st.room_id
    order by s.day, t.name, st.starts_at nulls last, st.id`;
}

/** The report of the range: every day (zeros included), the detail rows and the totals. */
export async function salesReport(db: DbOrTx, range: SalesRange): Promise<SalesReport> {
  checkRange(range);
  const [dayResult, rowResult] = await concurrently(db, [() => db.execute(salesDaysQuery(range)), () => db.execute(salesRowsQuery(range))]);
  const days = rowsOf<DayRow>(dayResult);
  const rows = rowsOf<Record<string, unknown>>(rowResult);
  const first = days[0] ?? {};
  return {
    from: range.from,
    to: range.to,
    days: days.map((d) => ({
      date: String(d.day),
      tickets: num(d.tickets),
      combos: num(d.combos),
      memberships: num(d.memberships),
      gross: num(d.gross),
      service: num(d.service),
      bills: num(d.bills),
      refunds: num(d.refunds),
      refunded: num(d.refunded),
    })),
    rows: rows.map((r) => ({
      date: String(r.day),
      theaterId: num(r.theater_id),
      theater: String(r.theater),
      funcion:
        r.funcion_id == null
          ? null
          : { id: num(r.funcion_id), film: String(r.film), room: String(r.room), startsAt: new Date(r.starts_at as string | Date), capacity: num(r.capacity) },
      tickets: num(r.tickets),
      combos: num(r.combos),
      memberships: num(r.memberships),
      gross: num(r.gross),
      service: num(r.service),
      occupancyPermille: r.occupancy == null ? null : num(r.occupancy),
    })),
    totals: {
      tickets: num(first.t_tickets),
      combos: num(first.t_combos),
      memberships: num(first.t_memberships),
      gross: num(first.t_gross),
      service: num(first.t_service),
      bills: num(first.t_bills),
      refunds: num(first.t_refunds),
      refunded: num(first.t_refunded),
    },
  };
}
