CREATE TABLE "seat_map_versions" (
	"showtime_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seat_map_versions" ADD CONSTRAINT "seat_map_versions_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every statement that writes seat_holds bumps the seat-map version of each función it touched, in
-- the same transaction (so a reader that sees the version also sees the rows). Funciones in id
-- order: two statements touching the same ones lock their version rows in the same order.
-- Where the session asks for it (the embedded database, whose one connection delivers a NOTIFY
-- before the writing statement returns), each bump is also announced as 'funcion:<id>'.
CREATE FUNCTION "viziona_seat_map_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "showtime_id" ORDER BY "showtime_id") INTO ids FROM new_holds;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "showtime_id" ORDER BY "showtime_id") INTO ids FROM old_holds;
  ELSE
    SELECT array_agg(DISTINCT "showtime_id" ORDER BY "showtime_id") INTO ids
      FROM (SELECT "showtime_id" FROM new_holds UNION ALL SELECT "showtime_id" FROM old_holds) t;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "seat_map_versions" AS v ("showtime_id", "version")
    SELECT unnest(ids), 1
    ON CONFLICT ("showtime_id") DO UPDATE SET "version" = v."version" + 1;
  IF current_setting('viziona.announce_seat_maps', true) = 'on' THEN
    PERFORM pg_notify('viziona_changes', 'funcion:' || id) FROM unnest(ids) AS id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "seat_holds_version_insert" AFTER INSERT ON "seat_holds" REFERENCING NEW TABLE AS new_holds FOR EACH STATEMENT EXECUTE FUNCTION "viziona_seat_map_version"();
--> statement-breakpoint
CREATE TRIGGER "seat_holds_version_update" AFTER UPDATE ON "seat_holds" REFERENCING OLD TABLE AS old_holds NEW TABLE AS new_holds FOR EACH STATEMENT EXECUTE FUNCTION "viziona_seat_map_version"();
--> statement-breakpoint
CREATE TRIGGER "seat_holds_version_delete" AFTER DELETE ON "seat_holds" REFERENCING OLD TABLE AS old_holds FOR EACH STATEMENT EXECUTE FUNCTION "viziona_seat_map_version"();
--> statement-breakpoint
CREATE FUNCTION "viziona_seat_maps_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "seat_map_versions" SET "version" = "version" + 1;
  IF current_setting('viziona.announce_seat_maps', true) = 'on' THEN
    PERFORM pg_notify('viziona_changes', 'seat_holds');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "seat_holds_version_truncate" AFTER TRUNCATE ON "seat_holds" FOR EACH STATEMENT EXECUTE FUNCTION "viziona_seat_maps_truncated"();
--> statement-breakpoint
-- Signed-in sessions are kept in memory by each process (server/plugins/auth.ts): a revocation or
-- deletion anywhere is announced so every process forgets them. New sessions need no announcement.
CREATE TRIGGER "sessions_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "viziona_notify_change"();
