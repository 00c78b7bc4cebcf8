-- One reservation, for a caller that holds the buyer's lock (viziona_seat_changes). In order: the
-- purchase exists, is the buyer's and has no bill; the función has not started (database clock);
-- the buyer's live holds in the función through other purchases plus the wanted seats stay within
-- p_max; the wanted seats are 'Normal' seats of the función's room. Then, under the función's turn,
-- the wanted seats must all be free to this purchase; they are held until p_until and only then
-- are the purchase's other held seats, in any función, freed. A refusal writes nothing.
--
-- outcome: 'held' (expires_at set), 'no_purchase', 'not_yours', 'paid', 'started',
-- 'too_many', 'invalid', 'taken' (seat_ids: the seats at fault) or 'cancelled' (the función was
-- cancelled or deleted: checked under its turn, which the cancellation takes before it commits).
--
-- It checks before it writes instead of writing and undoing in a subtransaction: thirty
-- reservations of a batch with an EXCEPTION block each would be thirty subtransactions in one
-- transaction, and past 64 every other backend's snapshots overflow to pg_subtrans. The UNIQUE key
-- and the upsert's WHERE still keep the invariant; should a seat change hands without the
-- función's turn, the call fails with 40001 and the server tries it again.
CREATE OR REPLACE FUNCTION "viziona_reserve_one"(p_showtime integer, p_user integer, p_consecutive integer, p_seats integer[], p_until timestamptz, p_max integer)
RETURNS TABLE ("outcome" text, "seat_ids" integer[], "expires_at" timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_owner integer;
  v_paid boolean;
  v_holding boolean;
  v_started boolean;
  v_elsewhere integer;
  v_valid integer[];
  v_wanted integer[] := ARRAY(SELECT DISTINCT s FROM unnest(p_seats) AS s ORDER BY s);
  v_lost integer[];
  v_written integer;
BEGIN
  SELECT c."user_id",
         EXISTS (SELECT 1 FROM "bills" b WHERE b."score_consecutive" = c."secuencia"),
         EXISTS (SELECT 1 FROM "seat_holds" h WHERE h."score_consecutive" = c."secuencia" AND h."status" = 'held'),
         (SELECT f."starts_at" <= now() FROM "showtimes" f WHERE f."id" = p_showtime),
         (SELECT count(*)::integer FROM "seat_holds" h
            WHERE h."showtime_id" = p_showtime AND h."user_id" = p_user AND h."status" = 'held'
              AND viziona_seat_taken(h."status", h."expires_at") AND h."score_consecutive" <> p_consecutive),
         ARRAY(SELECT s."id" FROM "seats" s JOIN "showtimes" f ON f."room_id" = s."room_id"
            WHERE f."id" = p_showtime AND s."id" = ANY (v_wanted) AND s."tipo_silla" = 'Normal')
    INTO v_owner, v_paid, v_holding, v_started, v_elsewhere, v_valid
    FROM "consecutives" c WHERE c."secuencia" = p_consecutive;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_purchase'::text, NULL::integer[], NULL::timestamptz; RETURN;
  END IF;
  IF v_owner IS DISTINCT FROM p_user THEN
    RETURN QUERY SELECT 'not_yours'::text, NULL::integer[], NULL::timestamptz; RETURN;
  END IF;
  IF v_paid THEN
    RETURN QUERY SELECT 'paid'::text, NULL::integer[], NULL::timestamptz; RETURN;
  END IF;
  IF v_started IS DISTINCT FROM false THEN
    RETURN QUERY SELECT 'started'::text, NULL::integer[], NULL::timestamptz; RETURN;
  END IF;
  IF v_elsewhere + cardinality(v_wanted) > p_max THEN
    RETURN QUERY SELECT 'too_many'::text, NULL::integer[], NULL::timestamptz; RETURN;
  END IF;
  IF cardinality(v_wanted) = 0 OR cardinality(v_valid) < cardinality(v_wanted) THEN
    RETURN QUERY SELECT 'invalid'::text, ARRAY(SELECT unnest(v_wanted) EXCEPT SELECT unnest(v_valid) ORDER BY 1), NULL::timestamptz; RETURN;
  END IF;

  -- The función's turn, so that no seat changes hands between the check and the write; its
  -- version moves only once the reservation writes (viziona_lock_seat_map, below): a refusal
  -- leaves every process's copy of the seat map valid.
  PERFORM pg_advisory_xact_lock({{lock:seatMap}}, p_showtime);
  IF NOT EXISTS (SELECT 1 FROM "showtimes" f WHERE f."id" = p_showtime AND f."cancelled_at" IS NULL) THEN
    RETURN QUERY SELECT 'cancelled'::text, NULL::integer[], NULL::timestamptz; RETURN;
  END IF;
  -- A wanted seat is free to this purchase when nobody holds it, when its row does not take it
  -- (an expired hold), or when it is held by this purchase already (its hold starts again).
  v_lost := ARRAY(SELECT h."seat_id" FROM "seat_holds" h
    WHERE h."showtime_id" = p_showtime AND h."seat_id" = ANY (v_wanted)
      AND viziona_seat_taken(h."status", h."expires_at")
      AND NOT (h."status" = 'held' AND h."score_consecutive" = p_consecutive AND h."user_id" = p_user)
    ORDER BY 1);
  IF cardinality(v_lost) > 0 THEN
    RETURN QUERY SELECT 'taken'::text, v_lost, NULL::timestamptz; RETURN;
  END IF;

  PERFORM viziona_lock_seat_map(p_showtime);
  INSERT INTO "seat_holds" AS h ("showtime_id", "seat_id", "user_id", "score_consecutive", "status", "expires_at")
    SELECT p_showtime, s, p_user, p_consecutive, 'held', p_until FROM unnest(v_wanted) AS s ORDER BY s
  ON CONFLICT ("showtime_id", "seat_id") DO UPDATE SET
    "user_id" = excluded."user_id", "score_consecutive" = excluded."score_consecutive", "status" = 'held',
    "expires_at" = excluded."expires_at", "bill_id" = NULL,
    "created_at" = CASE WHEN h."score_consecutive" = excluded."score_consecutive" THEN h."created_at" ELSE now() END,
    "updated_at" = now()
  WHERE NOT viziona_seat_taken(h."status", h."expires_at")
    OR (h."status" = 'held' AND h."score_consecutive" = excluded."score_consecutive" AND h."user_id" = excluded."user_id");
  GET DIAGNOSTICS v_written = ROW_COUNT;
  IF v_written < cardinality(v_wanted) THEN
    RAISE EXCEPTION 'viziona_reserve_one: a seat of función % changed hands outside its lock', p_showtime USING ERRCODE = '40001';
  END IF;
  IF v_holding THEN
    DELETE FROM "seat_holds" h
      WHERE h."score_consecutive" = p_consecutive AND h."user_id" = p_user AND h."status" = 'held'
        AND NOT (h."showtime_id" = p_showtime AND h."seat_id" = ANY (v_wanted));
  END IF;

  RETURN QUERY SELECT 'held'::text, v_wanted, p_until;
END $$;
