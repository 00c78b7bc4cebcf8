-- The seats of a función taken now (database clock), as the no-lone-seats rule sees them: one row of
-- arrays in seat order — the seat, its holder and purchase, and whether it is paid for ('paying' or
-- 'sold'). Read without any lock by a batch that decides its rule before it writes
-- (server/checkout/seat-turn.ts); viziona_seat_turn reads it under the función's turn.
CREATE OR REPLACE FUNCTION "viziona_seats_taken"(p_showtime integer)
RETURNS TABLE ("seat_ids" integer[], "users" integer[], "consecutives" integer[], "paid" boolean[])
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(h."seat_id" ORDER BY h."seat_id"), '{}'),
         coalesce(array_agg(h."user_id" ORDER BY h."seat_id"), '{}'),
         coalesce(array_agg(h."score_consecutive" ORDER BY h."seat_id"), '{}'),
         coalesce(array_agg(h."status" <> 'held' ORDER BY h."seat_id"), '{}')
    FROM "seat_holds" h
    WHERE h."showtime_id" = p_showtime AND viziona_seat_taken(h."status", h."expires_at")
$$;
