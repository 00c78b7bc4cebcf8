-- Frees a purchase's held seats of a función ('paying' and 'sold' rows stay), after the función's
-- turn. Returns the seats freed; nothing is locked when there is nothing to free.
CREATE OR REPLACE FUNCTION "viziona_release"(p_showtime integer, p_user integer, p_consecutive integer)
RETURNS integer[]
LANGUAGE plpgsql AS $$
DECLARE
  v_freed integer[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "seat_holds" h
      WHERE h."showtime_id" = p_showtime AND h."user_id" = p_user AND h."score_consecutive" = p_consecutive AND h."status" = 'held') THEN
    RETURN '{}';
  END IF;
  PERFORM viziona_lock_seat_map(p_showtime);
  WITH freed AS (
    DELETE FROM "seat_holds" h
      WHERE h."showtime_id" = p_showtime AND h."user_id" = p_user AND h."score_consecutive" = p_consecutive AND h."status" = 'held'
      RETURNING h."seat_id")
  SELECT coalesce(array_agg(f."seat_id" ORDER BY f."seat_id"), '{}') INTO v_freed FROM freed f;
  RETURN v_freed;
END $$;
