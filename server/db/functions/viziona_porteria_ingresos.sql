-- The online scans of one or more doors' requests, decided in one call (issue 28;
-- server/staff/porteria/en-linea.ts: the requests that arrive while a call is running go together
-- in the next one, as a función's reservations do). A function so that its statement is parsed and
-- planned once per connection (as a big statement sent each time, its parsing and planning cost
-- twice its running); every lookup is a LATERAL … LIMIT 1 on an index, so the plan stays the same
-- whatever the tables hold (a plan that read porteria_ingresos or tickets whole slowed each scan
-- as the day's entries grew: a NOT EXISTS on tickets became a hash anti join over the whole table,
-- a third of a one-scan call in bench:checkins).
-- p_requests: [{req, theater_id, room_id, door, device, person, session, role, address, total,
-- errors}], one per door's request; p_scans: [{req, ord, nonce, code, scanned_at, key_id, ticket_key, bill,
-- showtime_id, seat_id, por_codigo}], no nonce twice in one call. A scan's signature was checked by
-- the server (key_id; null: firma_invalida), or not (por_codigo): then the code's exact text in
-- tickets is its proof, and the key that signed it is the ticket's signing_key_id. A request with a
-- por_codigo scan that no ticket with its key proves (a forgery, or a ticket signed before tickets
-- kept their key) decides and records nothing: it answers por_verificar, and the server sends it
-- again with its signatures checked. A request whose staff session is no longer live (revoked,
-- past its hours, idle p_idle_mins, its person deactivated, or no longer holding the role it acts
-- in) decides and records nothing either: the server's guard may have let it through on a session
-- it found live seconds before (server/staff/accounts/guard.ts), and this statement is what makes a
-- revocation committed before it hold; a live one is marked used (at most every p_touch_secs), as
-- the guard's own check does. Each scan is decided in openapi/ingreso.ts's order
-- on the database's facts: the key not retired (firma_invalida), the bill accepted and the función
-- not cancelled (anulado), the theater (otro_teatro), the door's room (otra_sala), the entry window
-- (fuera_de_horario), an entry standing (ya_usado), else valido. A valido takes the entry with
-- INSERT … ON CONFLICT DO NOTHING on porteria_ingresos_one_entry, in ticket order (two calls never
-- wait on each other in a circle) and, for one ticket, in the order the requests came: a door that
-- commits the ticket first wins, the others are recorded ya_usado. A nonce already recorded answers
-- from its row and records nothing. Every other scan is recorded, and each request's audit line
-- with its counts. A request for an unknown theater, or a room of another theater, records nothing.
--
-- What each row's `answer` keeps is the facts (the server words the answer from them with the
-- rule both sides apply); the function returns one row per request with those facts per nonce.
CREATE OR REPLACE FUNCTION "viziona_porteria_ingresos"(p_requests jsonb, p_scans jsonb, p_before_key text, p_before integer, p_after_key text, p_after integer, p_touch_secs integer, p_idle_mins integer)
RETURNS TABLE ("req" integer, "sesion_viva" boolean, "teatro_existe" boolean, "puerta_valida" boolean, "por_verificar" boolean, "vistos" jsonb, "decididos" jsonb)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH escaneo AS (
    SELECT * FROM jsonb_to_recordset(p_scans)
      AS e(req int, ord int, nonce text, code text, scanned_at timestamptz, key_id int, ticket_key text, bill text, showtime_id int, seat_id int, por_codigo boolean)
  ),
  dudoso AS (
    SELECT DISTINCT e.req FROM escaneo e
      LEFT JOIN LATERAL (SELECT t.signing_key_id FROM tickets t WHERE t.code = e.code LIMIT 1) t ON true
     WHERE e.por_codigo AND t.signing_key_id IS NULL
  ),
  pedido AS (
    SELECT q.*, s.id IS NOT NULL AS viva, t.id IS NOT NULL AS teatro,
           t.id IS NOT NULL AND (q.room_id IS NULL OR r.theater_id = t.id) AS valida,
           s.id IS NOT NULL AND s.last_seen_at < now() - make_interval(secs => p_touch_secs) AS tocar,
           EXISTS (SELECT 1 FROM dudoso d WHERE d.req = q.req) AS dudoso
      FROM jsonb_to_recordset(p_requests)
        AS q(req int, theater_id int, room_id int, door text, device text, person int, session int, role text, address text, total int, errors int)
      LEFT JOIN LATERAL (
        SELECT s.id, s.last_seen_at FROM staff_sessions s JOIN staff_people p ON p.id = s.person_id
         WHERE s.id = q.session AND s.person_id = q.person AND s.revoked_at IS NULL AND s.expires_at > now()
           AND s.last_seen_at > now() - make_interval(mins => p_idle_mins) AND p.deactivated_at IS NULL
           AND (q.role IS NULL OR q.role = ANY (p.roles))
         LIMIT 1
      ) s ON true
      LEFT JOIN LATERAL (SELECT t.id FROM theaters t WHERE t.id = q.theater_id LIMIT 1) t ON true
      LEFT JOIN LATERAL (SELECT r.theater_id FROM rooms r WHERE r.id = q.room_id LIMIT 1) r ON true
  ),
  tocada AS (UPDATE staff_sessions SET last_seen_at = now() WHERE id IN (SELECT q.session FROM pedido q WHERE q.tocar) RETURNING id),
  ventana AS (
    SELECT coalesce(CASE WHEN btrim(a.value) ~ '^[0-9]{1,4}$' AND btrim(a.value)::int <= 1440 THEN btrim(a.value)::int END, p_before) AS antes,
           coalesce(CASE WHEN btrim(d.value) ~ '^[0-9]{1,4}$' AND btrim(d.value)::int <= 1440 THEN btrim(d.value)::int END, p_after) AS despues
      FROM (VALUES (1)) uno(x)
      LEFT JOIN settings a ON a.key = p_before_key
      LEFT JOIN settings d ON d.key = p_after_key
  ),
  visto AS (
    SELECT e.req, e.ord, p.nonce, p.answer FROM escaneo e
      CROSS JOIN LATERAL (SELECT p.nonce, p.answer FROM porteria_ingresos p WHERE p.nonce = e.nonce LIMIT 1) p
  ),
  hecho AS (
    SELECT e.req, e.ord, e.nonce, e.ticket_key, e.bill, e.showtime_id, e.seat_id, e.scanned_at, x.result,
           q.theater_id AS door_theater, q.room_id AS door_room, q.door, q.device, q.person,
           jsonb_build_object(
             'en_linea', true, 'result', x.result, 'at', now(), 'antes', v.antes, 'despues', v.despues,
             'door', jsonb_build_object('theater_id', q.theater_id, 'room_id', q.room_id),
             'ticket', CASE WHEN t.id IS NULL OR k.id IS NULL THEN NULL ELSE jsonb_build_object(
               'ticket_key', e.ticket_key, 'bill', t.bill_number, 'funcion_id', t.showtime_id, 'film', t.film, 'room', t.room_name,
               'seat', t.seat, 'starts_at', t.starts_at) END,
             'funcion', CASE WHEN t.id IS NULL OR k.id IS NULL THEN NULL ELSE jsonb_build_object(
               'theater_id', t.theater_id, 'room_id', t.room_id, 'cancelled', t.cancelled_at IS NOT NULL, 'revoked', x.revoked) END,
             'previous', CASE WHEN w.id IS NULL THEN NULL ELSE jsonb_build_object('at', w.scanned_at, 'door', w.door, 'device', w.device) END
           ) AS answer
      FROM escaneo e
      JOIN pedido q ON q.req = e.req AND q.viva AND q.valida AND NOT q.dudoso
      CROSS JOIN ventana v
      LEFT JOIN LATERAL (
        SELECT t.id, t.signing_key_id, t.voided_at, b.number AS bill_number, b.status_id, b.needs_refund, s.id AS showtime_id, s.starts_at, s.cancelled_at,
               r.id AS room_id, r.theater_id, r.name AS room_name, f.title AS film, st.fila_relativa || st.columna_relativa AS seat
          FROM tickets t
          LEFT JOIN bills b ON b.id = t.bill_id
          LEFT JOIN showtimes s ON s.id = t.showtime_id
          LEFT JOIN rooms r ON r.id = s.room_id
          LEFT JOIN films f ON f.id = s.film_id
          LEFT JOIN seats st ON st.id = t.seat_id
         WHERE t.code = e.code
         LIMIT 1
      ) t ON e.key_id IS NOT NULL OR e.por_codigo
      LEFT JOIN LATERAL (
        SELECT k.id FROM ticket_signing_keys k
         WHERE k.id = CASE WHEN e.por_codigo THEN t.signing_key_id ELSE e.key_id END AND k.state <> 'retired' LIMIT 1
      ) k ON true
      LEFT JOIN LATERAL (
        SELECT w.id, w.scanned_at, w.door, w.device FROM porteria_ingresos w
         WHERE w.ticket_key = e.ticket_key AND w.accepted AND w.undone_at IS NULL LIMIT 1
      ) w ON true
      CROSS JOIN LATERAL (SELECT t.status_id <> 1 OR t.needs_refund OR t.voided_at IS NOT NULL AS revoked) y
      CROSS JOIN LATERAL (SELECT CASE
        WHEN k.id IS NULL THEN 'firma_invalida'
        WHEN t.id IS NULL OR y.revoked OR t.cancelled_at IS NOT NULL THEN 'anulado'
        WHEN t.theater_id <> q.theater_id THEN 'otro_teatro'
        WHEN q.room_id IS NOT NULL AND t.room_id <> q.room_id THEN 'otra_sala'
        WHEN now() < t.starts_at - make_interval(mins => v.antes) OR now() > t.starts_at + make_interval(mins => v.despues) THEN 'fuera_de_horario'
        WHEN w.id IS NOT NULL THEN 'ya_usado'
        ELSE 'valido' END AS result, y.revoked) x
     WHERE NOT EXISTS (SELECT 1 FROM visto WHERE visto.nonce = e.nonce)
  ),
  aceptado AS (
    INSERT INTO porteria_ingresos (nonce, ticket_key, bill, showtime_id, seat_id, theater_id, room_id, door, device, person_id, scanned_at, offline, result, accepted, answer)
    SELECT h.nonce, h.ticket_key, h.bill, h.showtime_id, h.seat_id, h.door_theater, h.door_room, h.door, h.device, h.person, h.scanned_at, false, 'valido', true, h.answer
      FROM hecho h WHERE h.result = 'valido' ORDER BY h.ticket_key, h.req, h.ord
    ON CONFLICT DO NOTHING
    RETURNING nonce
  ),
  rechazado AS (
    INSERT INTO porteria_ingresos (nonce, ticket_key, bill, showtime_id, seat_id, theater_id, room_id, door, device, person_id, scanned_at, offline, result, accepted, answer)
    SELECT h.nonce, h.ticket_key, h.bill, h.showtime_id, h.seat_id, h.door_theater, h.door_room, h.door, h.device, h.person, h.scanned_at, false,
           CASE WHEN h.result = 'valido' THEN 'ya_usado' ELSE h.result END, false,
           CASE WHEN h.result = 'valido' THEN jsonb_set(h.answer, '{result}', '"ya_usado"') ELSE h.answer END
      FROM hecho h WHERE h.nonce NOT IN (SELECT nonce FROM aceptado)
    ON CONFLICT DO NOTHING
    RETURNING nonce
  ),
  decidido AS (
    SELECT h.req, h.ord, h.nonce, h.result, h.answer, a.nonce IS NOT NULL AS aceptado, a.nonce IS NOT NULL OR r.nonce IS NOT NULL AS registrado
      FROM hecho h LEFT JOIN aceptado a ON a.nonce = h.nonce LEFT JOIN rechazado r ON r.nonce = h.nonce
  ),
  -- Each request's answers and counts, in one pass (a subquery per request read every scan of the
  -- call again for each request: a call's cost grew with the square of its requests).
  cuenta AS (
    SELECT d.req,
           jsonb_agg(jsonb_build_object(
             'nonce', d.nonce,
             'answer', CASE WHEN NOT d.aceptado AND d.result = 'valido' THEN jsonb_set(d.answer, '{result}', '"ya_usado"') ELSE d.answer END,
             'aceptado', d.aceptado,
             'registrado', d.registrado) ORDER BY d.ord) AS decididos,
           count(*) FILTER (WHERE d.aceptado) AS valido,
           count(*) FILTER (WHERE d.registrado AND NOT d.aceptado) AS rechazado
      FROM decidido d GROUP BY d.req
  ),
  repetido AS (
    SELECT s.req, jsonb_agg(jsonb_build_object('nonce', s.nonce, 'answer', s.answer) ORDER BY s.ord) AS vistos, count(*) AS n
      FROM visto s GROUP BY s.req
  ),
  registro AS (
    INSERT INTO staff_audit (person_id, role, action, target, after, address)
    SELECT q.person, q.role, 'porteria.ingresos.registrar', 'dispositivo:' || q.device,
           jsonb_build_object('puerta', q.door, 'teatro', q.theater_id, 'sala', q.room_id,
             'total', q.total, 'valido', coalesce(c.valido, 0), 'rechazado', coalesce(c.rechazado, 0),
             'repetido', coalesce(v.n, 0), 'error', q.errors, 'duplicado_offline', 0),
           q.address
      FROM pedido q LEFT JOIN cuenta c ON c.req = q.req LEFT JOIN repetido v ON v.req = q.req
     WHERE q.viva AND q.valida AND NOT q.dudoso
     ORDER BY q.req
    RETURNING id
  )
  SELECT q.req, q.viva, q.teatro, q.valida, q.dudoso, coalesce(v.vistos, '[]'::jsonb), coalesce(c.decididos, '[]'::jsonb)
    FROM pedido q LEFT JOIN cuenta c ON c.req = q.req LEFT JOIN repetido v ON v.req = q.req
   ORDER BY q.req;
END $$;
