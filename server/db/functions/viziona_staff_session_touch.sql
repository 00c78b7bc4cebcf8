-- The live staff session of a token's hash, marked used now when its mark is at least p_touch_secs
-- old (server/staff/accounts/sessions.ts: touchStaffSession, on every staff request). A function so
-- that PostgreSQL plans its statement once per connection: sent as a statement each time, planning
-- it cost eight times running it (pg_stat_statements under bench:checkins: 0.16 ms against 0.02).
-- No row: unknown, revoked, over its hours, idle p_idle_mins, or its person deactivated.
CREATE OR REPLACE FUNCTION "viziona_staff_session_touch"(p_token_hash text, p_touch_secs integer, p_idle_mins integer)
RETURNS TABLE ("session_id" integer, "person_id" integer, "roles" text[])
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH live AS (
    SELECT s.id, p.id AS person_id, p.roles, s.last_seen_at < now() - make_interval(secs => p_touch_secs) AS stale
      FROM staff_sessions s JOIN staff_people p ON p.id = s.person_id
     WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > now()
       AND s.last_seen_at > now() - make_interval(mins => p_idle_mins) AND p.deactivated_at IS NULL
  ),
  touched AS (UPDATE staff_sessions SET last_seen_at = now() WHERE id IN (SELECT id FROM live WHERE stale) RETURNING id)
  SELECT live.id, live.person_id, live.roles FROM live;
END $$;
