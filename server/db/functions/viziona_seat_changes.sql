-- A función's reservations and cancels in one call, answered as if they had come one after another
-- in this order (server/checkout/reservation-lines.ts sends them). Item i is the purchase
-- (p_users[i], p_consecutives[i]); with p_counts[i] seats, the next p_counts[i] of p_seats, it is a
-- reservation (viziona_reserve_one); with a NULL count it is a cancel: the purchase's held seats go
-- ('released', the seats freed; viziona_release). The buyers' locks are taken first, lowest id
-- first, so that two batches never wait on each other. What a batch saves is what each change paid
-- around its own few statements: a round trip, a transaction, waking up for the función's turn,
-- the seat-map version bump (PostgreSQL, two connections: 0.47 ms of the database's CPU per
-- reservation one by one, 0.22 in batches of ten; migration 0009).
--
-- The sala's no-lone-seats rule is decided by the server before the call, on the seats as it read
-- them (server/checkout/seat-turn.ts), and checked here under the función's turn: item i carries
-- the p_check_counts[i] seats its rule looked at (the next ones of p_check_seats) and whether each
-- was taken for its buyer (p_check_taken: paid for, or held by another buyer). Only when every one
-- is as it was does the item go on — refused as the rule decided (p_refuse[i]: 'lone_seat', nothing
-- written) or reserved; a pure rule asked the same questions gives the same answer. Otherwise the
-- item and every one after it are 'stale': nothing of them is done, and the server decides them
-- again on the seats as they are now, in the same order. Without p_check_counts nothing is checked.
CREATE OR REPLACE FUNCTION "viziona_seat_changes"(p_showtime integer, p_users integer[], p_consecutives integer[], p_counts integer[], p_seats integer[], p_seconds integer, p_max integer,
  p_check_counts integer[] DEFAULT NULL, p_check_seats integer[] DEFAULT NULL, p_check_taken boolean[] DEFAULT NULL, p_refuse boolean[] DEFAULT NULL)
RETURNS TABLE ("item" integer, "outcome" text, "seat_ids" integer[], "expires_at" timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_until timestamptz := now() + make_interval(secs => p_seconds);
  v_buyer integer;
  v_from integer := 1;
  v_check integer := 1;
  v_checks integer;
  v_stale boolean := false;
BEGIN
  FOR v_buyer IN SELECT DISTINCT u FROM unnest(p_users) AS u ORDER BY u LOOP
    PERFORM pg_advisory_xact_lock({{lock:buyer}}, v_buyer);
  END LOOP;
  IF p_check_counts IS NOT NULL THEN
    -- The seats checked cannot change from the check to the write.
    PERFORM pg_advisory_xact_lock({{lock:seatMap}}, p_showtime);
  END IF;
  FOR i IN 1 .. coalesce(cardinality(p_users), 0) LOOP
    v_checks := coalesce(p_check_counts[i], 0);
    IF NOT v_stale AND v_checks > 0 THEN
      v_stale := EXISTS (
        SELECT 1
          FROM unnest(p_check_seats[v_check : v_check + v_checks - 1], p_check_taken[v_check : v_check + v_checks - 1]) AS w("seat", "taken")
          LEFT JOIN "seat_holds" h ON h."showtime_id" = p_showtime AND h."seat_id" = w."seat"
            AND viziona_seat_taken(h."status", h."expires_at") AND (h."status" <> 'held' OR h."user_id" <> p_users[i])
          WHERE w."taken" IS DISTINCT FROM (h."seat_id" IS NOT NULL));
    END IF;
    v_check := v_check + v_checks;
    IF v_stale THEN
      RETURN QUERY SELECT i, 'stale'::text, NULL::integer[], NULL::timestamptz;
    ELSIF p_counts[i] IS NULL THEN
      RETURN QUERY SELECT i, 'released'::text, viziona_release(p_showtime, p_users[i], p_consecutives[i]), NULL::timestamptz;
    ELSIF coalesce(p_refuse[i], false) THEN
      RETURN QUERY SELECT i, 'lone_seat'::text, NULL::integer[], NULL::timestamptz;
    ELSE
      RETURN QUERY SELECT i, r."outcome", r."seat_ids", r."expires_at"
        FROM viziona_reserve_one(p_showtime, p_users[i], p_consecutives[i], coalesce(p_seats[v_from : v_from + p_counts[i] - 1], '{}'), v_until, p_max) r;
    END IF;
    v_from := v_from + coalesce(p_counts[i], 0);
  END LOOP;
END $$;
