-- The live staff sessions of token hashes, each marked used now when its mark is at least
-- p_touch_secs old (server/staff/accounts/sessions.ts: touchStaffSession, on every staff request;
-- the requests of one process that arrive while a call runs go together in the next). A function so
-- that PostgreSQL plans its statement once per connection: sent as a statement each time, planning
-- it cost eight times running it (pg_stat_statements under bench:checkins: 0.16 ms against 0.02).
-- No row for a hash: unknown, revoked, over its hours, idle p_idle_mins, or its person deactivated.
CREATE OR REPLACE FUNCTION "viziona_staff_session_touch"(p_token_hashes jsonb, p_touch_secs integer, p_idle_mins integer)
RETURNS TABLE ("token_hash" text, "session_id" integer, "person_id" integer, "roles" text[])
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH live AS (
    SELECT s.token_hash, s.id, p.id AS person_id, p.roles, s.last_seen_at < now() - make_interval(secs => p_touch_secs) AS stale
      FROM (SELECT DISTINCT h FROM jsonb_array_elements_text(p_token_hashes) AS w(h)) w
      CROSS JOIN LATERAL (SELECT * FROM staff_sessions s WHERE s.token_hash = w.h LIMIT 1) s
      JOIN staff_people p ON p.id = s.person_id
     WHERE s.revoked_at IS NULL AND s.expires_at > now()
       AND s.last_seen_at > now() - make_interval(mins => p_idle_mins) AND p.deactivated_at IS NULL
  ),
  touched AS (UPDATE staff_sessions SET last_seen_at = now() WHERE id IN (SELECT id FROM live WHERE stale) RETURNING id)
  SELECT live.token_hash, live.id, live.person_id, live.roles FROM live;
END $$;
