// The finance desk's daily sales (table daily_sales) kept by the bill moves: a bill accepted adds
// its figures to the row of its Bogotá day of payment, theater and función (memberships: función
// null); an accepted bill flagged for refund (its función cancelled) takes them out of that same
// row. In the move's transaction, under its bill's lock (and, for a función's bill, the función's
// seat turn the move took first), so the table moves with the bills exactly. The same figures,
// for every accepted bill at once, are viziona_daily_sales_rebuild() (server/db/functions/).
// Refunding changes no sales: the bill left them when it was flagged, and the report reads the
// refunds of a day from bills.refunded_at.
import { sql } from 'drizzle-orm';
import { PAY_TYPE } from '../../openapi/rules.ts';
import { ZONE } from '../db/constants.ts';
import type { DbOrTx } from '../db/open.ts';

async function addSale(tx: DbOrTx, billId: number, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`
    insert into daily_sales as d (day, theater_id, showtime_id, tickets, combos, memberships, gross, service, bills)
    select (b.paid_at at time zone ${ZONE})::date, b.theater_id, b.showtime_id,
           ${sign} * x.tickets, ${sign} * x.combos, ${sign} * (b.pay_type = ${PAY_TYPE.membership})::int,
           ${sign} * b.total, ${sign} * b.total_service, ${sign}
    from bills b
    cross join lateral (
      select count(*) filter (where l.kind = 'ticket')::int as tickets,
             coalesce(sum(l.cantidad) filter (where l.kind = 'product'), 0)::int as combos
      from bill_lines l
      where l.bill_id = b.id
    ) x
    where b.id = ${billId} and b.paid_at is not null
    on conflict (day, theater_id, showtime_id) do update
      set tickets = d.tickets + excluded.tickets, combos = d.combos + excluded.combos, memberships = d.memberships + excluded.memberships,
          gross = d.gross + excluded.gross, service = d.service + excluded.service, bills = d.bills + excluded.bills`);
}

/** The bill was just accepted (paid_at set): its figures join its day's sales. */
export const countSale = (tx: DbOrTx, billId: number) => addSale(tx, billId, 1);

/** An accepted bill leaves the sales (flagged for refund): its figures leave the day it was paid. */
export const uncountSale = (tx: DbOrTx, billId: number) => addSale(tx, billId, -1);
