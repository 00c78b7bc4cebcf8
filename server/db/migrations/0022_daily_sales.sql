CREATE TABLE "daily_sales" (
	"day" date NOT NULL,
	"theater_id" integer NOT NULL,
	"showtime_id" integer,
	"tickets" integer DEFAULT 0 NOT NULL,
	"combos" integer DEFAULT 0 NOT NULL,
	"memberships" integer DEFAULT 0 NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"service" integer DEFAULT 0 NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_sales_day_theater_funcion_unique" UNIQUE NULLS NOT DISTINCT("day","theater_id","showtime_id")
);
--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_theater_id_theaters_id_fk" FOREIGN KEY ("theater_id") REFERENCES "public"."theaters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_sales_showtime_id_idx" ON "daily_sales" USING btree ("showtime_id");--> statement-breakpoint
-- The accepted bills already paid, summed into daily_sales (the function server/db/functions/
-- viziona_daily_sales_rebuild.sql replaces at every start, as it is here).
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
--> statement-breakpoint
SELECT "viziona_daily_sales_rebuild"();
