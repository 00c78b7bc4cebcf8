-- Takes the free seats among p_seats for a purchase, in seat order: a seat is taken when nobody
-- holds it, or when its row is 'held' and expired; 'paying' and 'sold' rows are never taken. Only
-- 'Normal' seats of the función's room. Returns the seats it could not take; the caller undoes
-- the rest when that is not empty (all or nothing).
CREATE OR REPLACE FUNCTION "viziona_take_holds"(p_showtime integer, p_user integer, p_consecutive integer, p_seats integer[], p_until timestamptz)
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
