-- The expiry job: the funciones with expired holds are taken in id order before their rows go.
-- Returns how many rows went.
CREATE OR REPLACE FUNCTION "viziona_release_expired"()
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
BEGIN
  PERFORM viziona_lock_seat_map(f."showtime_id")
    FROM (SELECT DISTINCT h."showtime_id" FROM "seat_holds" h WHERE h."status" = 'held' AND NOT viziona_seat_taken(h."status", h."expires_at") ORDER BY 1) f;
  DELETE FROM "seat_holds" h WHERE h."status" = 'held' AND NOT viziona_seat_taken(h."status", h."expires_at");
  GET DIAGNOSTICS v_count = ROW_COUNT;
  RETURN v_count;
END $$;
