-- Every statement that writes seat_holds bumps the seat-map version of each función it touched, in
-- the same transaction (so a reader that sees the version also sees the rows), unless the
-- transaction has bumped it already (viziona_lock_seat_map). Funciones in id order: two statements
-- touching the same ones lock their version rows in the same order. Where the session asks for it
-- (the embedded database, whose one connection delivers a NOTIFY before the writing statement
-- returns), each bump is also announced as 'funcion:<id>'. Statement triggers
-- seat_holds_version_insert, _update and _delete (migration 0004).
CREATE OR REPLACE FUNCTION "viziona_seat_map_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  n integer;
  bumped text := coalesce(current_setting('viziona.seat_maps_bumped', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "showtime_id" ORDER BY "showtime_id") INTO ids FROM new_holds
      WHERE strpos(bumped, ',' || "showtime_id" || ',') = 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "showtime_id" ORDER BY "showtime_id") INTO ids FROM old_holds
      WHERE strpos(bumped, ',' || "showtime_id" || ',') = 0;
  ELSE
    SELECT array_agg(DISTINCT "showtime_id" ORDER BY "showtime_id") INTO ids
      FROM (SELECT "showtime_id" FROM new_holds UNION ALL SELECT "showtime_id" FROM old_holds) t
      WHERE strpos(bumped, ',' || "showtime_id" || ',') = 0;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  WITH bumped_rows AS (
    INSERT INTO "seat_map_versions" AS v ("showtime_id", "version")
      SELECT unnest(ids), 1
      ON CONFLICT ("showtime_id") DO UPDATE SET "version" = v."version" + 1
      RETURNING v."showtime_id", v."version"
  )
  -- The live seat map (server/seat-stream/): 'seats:<función>:<version>', delivered at commit.
  SELECT count(pg_notify('viziona_changes', 'seats:' || b."showtime_id" || ':' || b."version")) INTO n FROM bumped_rows b;
  IF current_setting('viziona.announce_seat_maps', true) = 'on' THEN
    PERFORM pg_notify('viziona_changes', 'funcion:' || id) FROM unnest(ids) AS id;
  END IF;
  RETURN NULL;
END $$;
