-- Every writer of a función's seats takes its seat-map version row first (migration 0004 bumps it
-- in a trigger after each statement). Before, a reservation locked seat rows (renewing its own,
-- taking new ones) and only then the version row, while another reservation or a cancel of the
-- same función held the version row and waited for one of those seat rows: a deadlock, which
-- PostgreSQL breaks only after deadlock_timeout (1 s). With buyers changing seats under a presale
-- that was 4 s at p99 and 76 holds/s. Taking the version row before any seat row gives every
-- writer of one función the same lock order.

-- Locks the función's seat-map version row (creating it on the first hold), bumping it.
CREATE FUNCTION "viziona_lock_seat_map"(p_showtime integer)
RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "seat_map_versions" AS v ("showtime_id", "version") VALUES (p_showtime, 1)
    ON CONFLICT ("showtime_id") DO UPDATE SET "version" = v."version" + 1;
$$;
--> statement-breakpoint
-- Frees a purchase's held seats of a función ('paying' and 'sold' rows stay), the version row
-- first. Returns the seats freed; nothing is locked when there is nothing to free.
CREATE FUNCTION "viziona_release"(p_showtime integer, p_user integer, p_consecutive integer)
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
--> statement-breakpoint
-- The reservation of migration 0006, with the version row taken before its writes, and leaner:
-- what its checks need is read in one statement (they are still answered in 0006's order), and
-- the renewal of the purchase's own seats and the taking of new ones are one INSERT. Under a rush
-- this call is most of the database's work, and each statement of a PL/pgSQL function costs
-- (on PGlite, the most).
CREATE OR REPLACE FUNCTION "viziona_reserve"(p_showtime integer, p_user integer, p_consecutive integer, p_seats integer[], p_seconds integer, p_max integer)
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
  v_got integer[];
  v_lost integer[];
  v_until timestamptz := now() + make_interval(secs => p_seconds);
BEGIN
  PERFORM pg_advisory_xact_lock(7301, p_user);

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
  BEGIN
    -- A wanted seat is taken when nobody holds it, when its hold has expired, or when it is
    -- already this purchase's (its hold starts again); 'paying' and 'sold' rows are never taken.
    WITH taken AS (
      INSERT INTO "seat_holds" AS h ("showtime_id", "seat_id", "user_id", "score_consecutive", "status", "expires_at")
        SELECT p_showtime, s, p_user, p_consecutive, 'held', v_until FROM unnest(v_wanted) AS s ORDER BY s
      ON CONFLICT ("showtime_id", "seat_id") DO UPDATE SET
        "user_id" = excluded."user_id", "score_consecutive" = excluded."score_consecutive", "status" = 'held',
        "expires_at" = excluded."expires_at", "bill_id" = NULL,
        "created_at" = CASE WHEN h."score_consecutive" = excluded."score_consecutive" THEN h."created_at" ELSE now() END,
        "updated_at" = now()
      WHERE h."status" = 'held'
        AND (h."expires_at" < now() OR (h."score_consecutive" = excluded."score_consecutive" AND h."user_id" = excluded."user_id"))
      RETURNING h."seat_id")
    SELECT coalesce(array_agg(t."seat_id"), '{}') INTO v_got FROM taken t;
    v_lost := ARRAY(SELECT unnest(v_wanted) EXCEPT SELECT unnest(v_got) ORDER BY 1);
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
