-- A batch of a función's changes that the no-lone-seats rule decides on takes the función's turn
-- first, in its own transaction (server/checkout/holds.ts): the buyers' locks, lowest id first, then
-- the función's, as viziona_seat_changes takes them, and then the seats taken now, read under that
-- turn. Until the transaction ends nobody else changes them, so the rule (a pure function of the
-- server and the browser, openapi/seat-rules.ts) decides on exactly the seats the batch writes over.
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
  RETURN QUERY SELECT coalesce(array_agg(h."seat_id" ORDER BY h."seat_id"), '{}'),
                      coalesce(array_agg(h."user_id" ORDER BY h."seat_id"), '{}'),
                      coalesce(array_agg(h."score_consecutive" ORDER BY h."seat_id"), '{}'),
                      coalesce(array_agg(h."status" <> 'held' ORDER BY h."seat_id"), '{}')
    FROM "seat_holds" h
    WHERE h."showtime_id" = p_showtime AND viziona_seat_taken(h."status", h."expires_at");
END $$;
