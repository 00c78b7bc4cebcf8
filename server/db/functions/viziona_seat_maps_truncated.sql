-- seat_holds emptied at once: every función's seat map moves (trigger seat_holds_version_truncate,
-- migration 0004).
CREATE OR REPLACE FUNCTION "viziona_seat_maps_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "seat_map_versions" SET "version" = "version" + 1;
  PERFORM pg_notify('viziona_changes', 'seats:all');
  IF current_setting('viziona.announce_seat_maps', true) = 'on' THEN
    PERFORM pg_notify('viziona_changes', 'seat_holds');
  END IF;
  RETURN NULL;
END $$;
