-- A función's reservations and cancels go to the database in batches: while a server process has
-- a call for a función in the database, the reservations and cancels that reach it for that
-- función wait and then go together, in the order they came, in its next call
-- (server/db/reservation-lines.ts). They were already served one at a time (the función's lock of
-- migration 0008); what a batch saves is everything each of them paid around its own few
-- statements: a round trip, a transaction, waking up for the función's turn, the seat-map version
-- bump. Straight on PostgreSQL, two connections: 0.47 ms of the database's CPU per reservation one
-- by one (0.6 with twenty connections), 0.22 in batches of ten.
--
-- A reservation no longer writes and then undoes in a subtransaction when a seat is taken: under
-- the función's lock (every writer of its seats takes it, see 0008) it checks the seats first and
-- writes only when they are all free to it. Thirty reservations with an EXCEPTION block each would
-- be thirty subtransactions in one transaction, and past 64 every other backend's snapshots
-- overflow to pg_subtrans. The UNIQUE key and the upsert's WHERE still keep the invariant; should
-- a seat change hands without the lock, the call fails with 40001 and the server tries it again.

-- One reservation, for a caller that holds the buyer's lock (7301). Answers as 0007's
-- viziona_reserve did, in the same order of checks; a refusal writes nothing.
CREATE FUNCTION "viziona_reserve_one"(p_showtime integer, p_user integer, p_consecutive integer, p_seats integer[], p_until timestamptz, p_max integer)
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
              AND h."expires_at" >= now() AND h."score_consecutive" <> p_consecutive),
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

  PERFORM viziona_lock_seat_map(p_showtime);
  -- A wanted seat is free to this purchase when nobody holds it, when its hold has expired, or
  -- when it is already this purchase's (its hold starts again); 'paying' and 'sold' never are.
  v_lost := ARRAY(SELECT h."seat_id" FROM "seat_holds" h
    WHERE h."showtime_id" = p_showtime AND h."seat_id" = ANY (v_wanted)
      AND NOT (h."status" = 'held' AND (h."expires_at" < now() OR (h."score_consecutive" = p_consecutive AND h."user_id" = p_user)))
    ORDER BY 1);
  IF cardinality(v_lost) > 0 THEN
    RETURN QUERY SELECT 'taken'::text, v_lost, NULL::timestamptz; RETURN;
  END IF;

  INSERT INTO "seat_holds" AS h ("showtime_id", "seat_id", "user_id", "score_consecutive", "status", "expires_at")
    SELECT p_showtime, s, p_user, p_consecutive, 'held', p_until FROM unnest(v_wanted) AS s ORDER BY s
  ON CONFLICT ("showtime_id", "seat_id") DO UPDATE SET
    "user_id" = excluded."user_id", "score_consecutive" = excluded."score_consecutive", "status" = 'held',
    "expires_at" = excluded."expires_at", "bill_id" = NULL,
    "created_at" = CASE WHEN h."score_consecutive" = excluded."score_consecutive" THEN h."created_at" ELSE now() END,
    "updated_at" = now()
  WHERE h."status" = 'held'
    AND (h."expires_at" < now() OR (h."score_consecutive" = excluded."score_consecutive" AND h."user_id" = excluded."user_id"));
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
--> statement-breakpoint
-- A función's reservations and cancels in one call, answered as if they had come one after another
-- in this order. Item i is the purchase (p_users[i], p_consecutives[i]); with p_counts[i] seats, the
-- next p_counts[i] of p_seats, it is a reservation (viziona_reserve_one); with a NULL count it is a
-- cancel: the purchase's held seats go ('released', the seats freed; viziona_release, 0007). The
-- buyers' locks are taken first, lowest id first, so that two batches never wait on each other.
CREATE FUNCTION "viziona_seat_changes"(p_showtime integer, p_users integer[], p_consecutives integer[], p_counts integer[], p_seats integer[], p_seconds integer, p_max integer)
RETURNS TABLE ("item" integer, "outcome" text, "seat_ids" integer[], "expires_at" timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_until timestamptz := now() + make_interval(secs => p_seconds);
  v_buyer integer;
  v_from integer := 1;
BEGIN
  FOR v_buyer IN SELECT DISTINCT u FROM unnest(p_users) AS u ORDER BY u LOOP
    PERFORM pg_advisory_xact_lock(7301, v_buyer);
  END LOOP;
  FOR i IN 1 .. coalesce(cardinality(p_users), 0) LOOP
    IF p_counts[i] IS NULL THEN
      RETURN QUERY SELECT i, 'released'::text, viziona_release(p_showtime, p_users[i], p_consecutives[i]), NULL::timestamptz;
      CONTINUE;
    END IF;
    RETURN QUERY SELECT i, r."outcome", r."seat_ids", r."expires_at"
      FROM viziona_reserve_one(p_showtime, p_users[i], p_consecutives[i], coalesce(p_seats[v_from : v_from + p_counts[i] - 1], '{}'), v_until, p_max) r;
    v_from := v_from + p_counts[i];
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION "viziona_reserve"(integer, integer, integer, integer[], integer, integer);
