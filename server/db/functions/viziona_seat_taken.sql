-- Whether a seat_holds row takes its seat now, on the database clock: 'paying' and 'sold' always,
-- 'held' until its expires_at has passed. The one place this rule is written: the other functions
-- call it, and so does every query of the server (seatTaken, server/checkout/holds.ts). One
-- expression, STABLE and not STRICT, so the planner puts it into the calling query in place of the
-- call (inlining), where it can use an index on status or expires_at as if written there.
CREATE OR REPLACE FUNCTION "viziona_seat_taken"(p_status text, p_expires_at timestamp with time zone)
RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT p_status <> 'held' OR p_expires_at >= now()
$$;
