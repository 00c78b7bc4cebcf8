-- The finance desk's daily sales (daily_sales) made again from the bills: the accepted bills'
-- figures summed per Bogotá day of payment, theater and función (memberships: función null). The
-- bill moves keep the table bill by bill (server/bills/ventas-diarias.ts, the same figures); this is
-- migration 0022's backfill, the sales benchmark's fill after it writes a year of bills in SQL,
-- and the table made again from the bills should it ever part from them (bills accepted by a
-- process that did not keep it yet, during a rolling deploy). Moves wait while it runs (the table's
-- lock), and it sees every move committed before it. Returns the rows written.
CREATE OR REPLACE FUNCTION "viziona_daily_sales_rebuild"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE v_rows integer;
BEGIN
  LOCK TABLE "daily_sales" IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM "daily_sales";
  INSERT INTO "daily_sales" ("day", "theater_id", "showtime_id", "tickets", "combos", "memberships", "gross", "service", "bills")
  SELECT (b."paid_at" AT TIME ZONE 'America/Bogota')::date, b."theater_id", b."showtime_id",
         coalesce(sum(l."tickets"), 0), coalesce(sum(l."combos"), 0), count(*) FILTER (WHERE b."pay_type" = 3),
         sum(b."total"), sum(b."total_service"), count(*)
  FROM "bills" b
  LEFT JOIN (
    SELECT "bill_id", count(*) FILTER (WHERE "kind" = 'ticket') AS "tickets", coalesce(sum("cantidad") FILTER (WHERE "kind" = 'product'), 0) AS "combos"
    FROM "bill_lines"
    GROUP BY "bill_id"
  ) l ON l."bill_id" = b."id"
  WHERE b."status_id" = 1 AND b."paid_at" IS NOT NULL
  GROUP BY 1, 2, 3;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END $$;
