-- A reservation in one call (server/db/holds.ts reserveHolds): the same checks and writes the
-- server used to send as ten statements of one transaction, so the función's seat-map version
-- row (bumped by every write to seat_holds and locked until commit) is held for the time of one
-- call instead of ten round trips. Under a presale every buyer of one función queues on that row.

-- Takes the free seats among p_seats for a purchase, in seat order: a seat is taken when nobody
-- holds it, or when its row is 'held' and expired; 'paying' and 'sold' rows are never taken. Only
-- 'Normal' seats of the función's room. Returns the seats it could not take; the caller undoes
-- the rest when that is not empty (all or nothing).
CREATE FUNCTION "viziona_take_holds"(p_showtime integer, p_user integer, p_consecutive integer, p_seats integer[], p_until timestamptz)
RETURNS integer[]
LANGUAGE plpgsql AS $$
DECLARE
  v_got integer[];
BEGIN
  IF cardinality(p_seats) = 0 THEN
    RETURN '{}';
  END IF;
  WITH taken AS (
    INSERT INTO "seat_holds" AS h ("showtime_id", "seat_id", "user_id", "score_consecutive", "status", "expires_at")
      SELECT p_showtime, s."id", p_user, p_consecutive, 'held', p_until
        FROM "seats" s JOIN "showtimes" f ON f."room_id" = s."room_id"
        WHERE f."id" = p_showtime AND s."id" = ANY (p_seats) AND s."tipo_silla" = 'Normal'
        ORDER BY s."id"
      ON CONFLICT ("showtime_id", "seat_id") DO UPDATE SET
        "user_id" = excluded."user_id", "score_consecutive" = excluded."score_consecutive", "status" = 'held',
        "expires_at" = excluded."expires_at", "bill_id" = NULL, "created_at" = now(), "updated_at" = now()
      WHERE h."status" = 'held' AND h."expires_at" < now()
      RETURNING h."seat_id")
  SELECT coalesce(array_agg(t."seat_id"), '{}') INTO v_got FROM taken t;
  RETURN ARRAY(SELECT DISTINCT s FROM unnest(p_seats) AS s EXCEPT SELECT unnest(v_got) ORDER BY 1);
END $$;
--> statement-breakpoint
-- In order: one reservation at a time per buyer (advisory lock 7301, as lockBuyer); the purchase
-- exists, is the buyer's and has no bill; the función has not started (database clock); the
-- buyer's live holds in the función through other purchases plus the wanted seats stay within
-- p_max; the wanted seats are 'Normal' seats of the función's room. Then the purchase's seats
-- that are wanted again start their hold again, the others wanted are taken only if free or held
-- and expired (the seat invariant of holds.ts), and only then the purchase's other held seats,
-- in any función, are freed. When a wanted seat is taken by someone else nothing changes (the
-- writes are undone) and the answer lists the seats lost.
--
-- outcome: 'held' (expires_at set), 'no_purchase', 'not_yours', 'paid', 'started',
-- 'too_many', 'invalid' or 'taken' (seat_ids: the seats at fault).
CREATE FUNCTION "viziona_reserve"(p_showtime integer, p_user integer, p_consecutive integer, p_seats integer[], p_seconds integer, p_max integer)
RETURNS TABLE ("outcome" text, "seat_ids" integer[], "expires_at" timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_owner integer;
  v_paid boolean;
  v_holding boolean;
  v_started boolean;
  v_elsewhere integer;
  v_wanted integer[] := ARRAY(SELECT DISTINCT s FROM unnest(p_seats) AS s ORDER BY s);
  v_kept integer[];
  v_fresh integer[];
  v_got integer[];
  v_lost integer[];
  v_until timestamptz := now() + make_interval(secs => p_seconds);
BEGIN
  PERFORM pg_advisory_xact_lock(7301, p_user);

  SELECT c."user_id",
         EXISTS (SELECT 1 FROM "bills" b WHERE b."score_consecutive" = c."secuencia"),
         EXISTS (SELECT 1 FROM "seat_holds" h WHERE h."score_consecutive" = c."secuencia" AND h."status" = 'held')
    INTO v_owner, v_paid, v_holding
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

  SELECT f."starts_at" <= now() INTO v_started FROM "showtimes" f WHERE f."id" = p_showtime;
  IF v_started IS DISTINCT FROM false THEN
    RETURN QUERY SELECT 'started'::text, NULL::integer[], NULL::timestamptz; RETURN;
  END IF;

  SELECT count(*)::integer INTO v_elsewhere FROM "seat_holds" h
    WHERE h."showtime_id" = p_showtime AND h."user_id" = p_user AND h."status" = 'held'
      AND h."expires_at" >= now() AND h."score_consecutive" <> p_consecutive;
  IF v_elsewhere + cardinality(v_wanted) > p_max THEN
    RETURN QUERY SELECT 'too_many'::text, NULL::integer[], NULL::timestamptz; RETURN;
  END IF;

  v_got := ARRAY(SELECT s."id" FROM "seats" s JOIN "showtimes" f ON f."room_id" = s."room_id"
    WHERE f."id" = p_showtime AND s."id" = ANY (v_wanted) AND s."tipo_silla" = 'Normal');
  IF cardinality(v_wanted) = 0 OR cardinality(v_got) < cardinality(v_wanted) THEN
    RETURN QUERY SELECT 'invalid'::text, ARRAY(SELECT unnest(v_wanted) EXCEPT SELECT unnest(v_got) ORDER BY 1), NULL::timestamptz; RETURN;
  END IF;

  BEGIN
    v_kept := '{}';
    IF v_holding THEN
      WITH renewed AS (
        UPDATE "seat_holds" h SET "expires_at" = v_until, "updated_at" = now()
          WHERE h."showtime_id" = p_showtime AND h."user_id" = p_user AND h."score_consecutive" = p_consecutive
            AND h."status" = 'held' AND h."seat_id" = ANY (v_wanted)
          RETURNING h."seat_id")
      SELECT coalesce(array_agg(r."seat_id"), '{}') INTO v_kept FROM renewed r;
    END IF;
    v_fresh := ARRAY(SELECT unnest(v_wanted) EXCEPT SELECT unnest(v_kept) ORDER BY 1);
    v_lost := viziona_take_holds(p_showtime, p_user, p_consecutive, v_fresh, v_until);
    IF cardinality(v_lost) > 0 THEN
      RAISE EXCEPTION USING ERRCODE = 'VZ409';
    END IF;
    IF v_holding THEN
      DELETE FROM "seat_holds" h
        WHERE h."score_consecutive" = p_consecutive AND h."user_id" = p_user AND h."status" = 'held'
          AND NOT (h."showtime_id" = p_showtime AND h."seat_id" = ANY (v_wanted));
    END IF;
  EXCEPTION WHEN SQLSTATE 'VZ409' THEN
    -- The block's writes are undone: the purchase keeps what it held before.
    RETURN QUERY SELECT 'taken'::text, v_lost, NULL::timestamptz; RETURN;
  END;

  RETURN QUERY SELECT 'held'::text, v_wanted, v_until;
END $$;
