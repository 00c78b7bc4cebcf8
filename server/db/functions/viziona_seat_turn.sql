-- A batch whose rule could not be decided before it wrote (server/checkout/seat-turn.ts: its seats
-- kept changing under it) takes the función's turn first, in its own transaction: the buyers' locks,
-- lowest id first, then the función's, as viziona_seat_changes takes them, and then the seats taken
-- now (viziona_seats_taken), read under that turn. Until the transaction ends nobody else changes
-- them, so the rule (a pure function of the server and the browser, openapi/seat-rules.ts) decides
-- on exactly the seats the batch writes over.
CREATE OR REPLACE FUNCTION "viziona_seat_turn"(p_showtime integer, p_users integer[])
RETURNS TABLE ("seat_ids" integer[], "users" integer[], "consecutives" integer[], "paid" boolean[])
LANGUAGE plpgsql AS $$
DECLARE
  v_buyer integer;
BEGIN
  FOR v_buyer IN SELECT DISTINCT u FROM unnest(p_users) AS u ORDER BY u LOOP
    PERFORM pg_advisory_xact_lock({{lock:buyer}}, v_buyer);
  END LOOP;
  PERFORM pg_advisory_xact_lock({{lock:seatMap}}, p_showtime);
  RETURN QUERY SELECT * FROM viziona_seats_taken(p_showtime);
END $$;
