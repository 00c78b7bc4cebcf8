-- A batch of scans decided online at a door (issue 28; server/staff/porteria/en-linea.ts), in the
-- one call the server makes for it: a function so that its statement is parsed and planned once per
-- connection (as a big statement sent each time, its parsing and planning cost twice its running).
-- p_scans: [{nonce, code, scanned_at, key_id, ticket_key, bill, showtime_id, seat_id}], the
-- signatures already checked by the server (key_id null: firma_invalida). Each scan is decided in
-- openapi/ingreso.ts's order on the database's facts: the key not retired (firma_invalida), the
-- bill accepted and the función not cancelled (anulado), the theater (otro_teatro), the door's room
-- (otra_sala), the entry window (fuera_de_horario), an entry standing (ya_usado), else valido. A
-- valido takes the entry with INSERT … ON CONFLICT DO NOTHING on porteria_ingresos_one_entry: a door
-- that commits the ticket first wins, this one is recorded ya_usado. A nonce already recorded
-- answers from its row and records nothing. Every other scan is recorded, and the batch's audit
-- line with its counts. An unknown theater, or a room of another theater, records nothing.
--
-- What each row's `answer` keeps is the facts (the server words the answer from them with the
-- rule both sides apply), and the function returns those facts per nonce.
CREATE OR REPLACE FUNCTION "viziona_porteria_ingresos"(p_scans jsonb, p_theater integer, p_room integer, p_door text, p_device text, p_person integer, p_role text, p_address text, p_total integer, p_errors integer, p_before_key text, p_before integer, p_after_key text, p_after integer)
RETURNS TABLE ("teatro_existe" boolean, "puerta_valida" boolean, "vistos" jsonb, "decididos" jsonb)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH puerta AS (
    SELECT t.id AS theater_id, r.theater_id AS room_theater
      FROM theaters t LEFT JOIN rooms r ON r.id = p_room
     WHERE t.id = p_theater
  ),
  valida AS (SELECT 1 FROM puerta WHERE p_room IS NULL OR room_theater = theater_id),
  ventana AS (
    SELECT coalesce((SELECT CASE WHEN btrim(value) ~ '^[0-9]{1,4}$' AND btrim(value)::int <= 1440 THEN btrim(value)::int END FROM settings WHERE key = p_before_key), p_before) AS antes,
           coalesce((SELECT CASE WHEN btrim(value) ~ '^[0-9]{1,4}$' AND btrim(value)::int <= 1440 THEN btrim(value)::int END FROM settings WHERE key = p_after_key), p_after) AS despues
  ),
  escaneo AS (
    SELECT * FROM jsonb_to_recordset(p_scans)
      AS e(nonce text, code text, scanned_at timestamptz, key_id int, ticket_key text, bill text, showtime_id int, seat_id int)
  ),
  visto AS (SELECT p.nonce, p.answer FROM porteria_ingresos p WHERE p.nonce IN (SELECT nonce FROM escaneo)),
  hecho AS (
    SELECT e.nonce, e.ticket_key, e.bill, e.showtime_id, e.seat_id, e.scanned_at, x.result,
           jsonb_build_object(
             'en_linea', true, 'result', x.result, 'at', now(), 'antes', v.antes, 'despues', v.despues,
             'door', jsonb_build_object('theater_id', p_theater, 'room_id', p_room),
             'ticket', CASE WHEN t.id IS NULL THEN NULL ELSE jsonb_build_object(
               'ticket_key', e.ticket_key, 'bill', b.number, 'funcion_id', s.id, 'film', f.title, 'room', r.name,
               'seat', st.fila_relativa || st.columna_relativa, 'starts_at', s.starts_at) END,
             'funcion', CASE WHEN t.id IS NULL THEN NULL ELSE jsonb_build_object(
               'theater_id', r.theater_id, 'room_id', r.id, 'cancelled', s.cancelled_at IS NOT NULL, 'revoked', x.revoked) END,
             'previous', CASE WHEN w.id IS NULL THEN NULL ELSE jsonb_build_object('at', w.scanned_at, 'door', w.door, 'device', w.device) END
           ) AS answer
      FROM escaneo e
      CROSS JOIN ventana v
      LEFT JOIN ticket_signing_keys k ON k.id = e.key_id AND k.state <> 'retired'
      LEFT JOIN tickets t ON t.code = e.code AND k.id IS NOT NULL
      LEFT JOIN bills b ON b.id = t.bill_id
      LEFT JOIN showtimes s ON s.id = t.showtime_id
      LEFT JOIN rooms r ON r.id = s.room_id
      LEFT JOIN films f ON f.id = s.film_id
      LEFT JOIN seats st ON st.id = t.seat_id
      LEFT JOIN porteria_ingresos w ON w.ticket_key = e.ticket_key AND w.accepted AND w.undone_at IS NULL
      CROSS JOIN LATERAL (SELECT b.status_id <> 1 OR b.needs_refund OR t.voided_at IS NOT NULL AS revoked) y
      CROSS JOIN LATERAL (SELECT CASE
        WHEN k.id IS NULL THEN 'firma_invalida'
        WHEN t.id IS NULL OR y.revoked OR s.cancelled_at IS NOT NULL THEN 'anulado'
        WHEN r.theater_id <> p_theater THEN 'otro_teatro'
        WHEN p_room IS NOT NULL AND r.id <> p_room THEN 'otra_sala'
        WHEN now() < s.starts_at - make_interval(mins => v.antes) OR now() > s.starts_at + make_interval(mins => v.despues) THEN 'fuera_de_horario'
        WHEN w.id IS NOT NULL THEN 'ya_usado'
        ELSE 'valido' END AS result, y.revoked) x
     WHERE EXISTS (SELECT 1 FROM valida) AND e.nonce NOT IN (SELECT nonce FROM visto)
  ),
  aceptado AS (
    INSERT INTO porteria_ingresos (nonce, ticket_key, bill, showtime_id, seat_id, theater_id, room_id, door, device, person_id, scanned_at, offline, result, accepted, answer)
    SELECT h.nonce, h.ticket_key, h.bill, h.showtime_id, h.seat_id, p_theater, p_room, p_door, p_device, p_person, h.scanned_at, false, 'valido', true, h.answer
      FROM hecho h WHERE h.result = 'valido' ORDER BY h.ticket_key
    ON CONFLICT DO NOTHING
    RETURNING nonce
  ),
  rechazado AS (
    INSERT INTO porteria_ingresos (nonce, ticket_key, bill, showtime_id, seat_id, theater_id, room_id, door, device, person_id, scanned_at, offline, result, accepted, answer)
    SELECT h.nonce, h.ticket_key, h.bill, h.showtime_id, h.seat_id, p_theater, p_room, p_door, p_device, p_person, h.scanned_at, false,
           CASE WHEN h.result = 'valido' THEN 'ya_usado' ELSE h.result END, false,
           CASE WHEN h.result = 'valido' THEN jsonb_set(h.answer, '{result}', '"ya_usado"') ELSE h.answer END
      FROM hecho h WHERE h.nonce NOT IN (SELECT nonce FROM aceptado)
    ON CONFLICT DO NOTHING
    RETURNING nonce
  ),
  registro AS (
    INSERT INTO staff_audit (person_id, role, action, target, after, address)
    SELECT p_person, p_role, 'porteria.ingresos.registrar', 'dispositivo:' || p_device,
           jsonb_build_object('puerta', p_door, 'teatro', p_theater, 'sala', p_room,
             'total', p_total, 'valido', (SELECT count(*) FROM aceptado), 'rechazado', (SELECT count(*) FROM rechazado),
             'repetido', (SELECT count(*) FROM visto), 'error', p_errors, 'duplicado_offline', 0),
           p_address
     WHERE EXISTS (SELECT 1 FROM valida)
    RETURNING id
  )
  SELECT EXISTS (SELECT 1 FROM puerta),
         EXISTS (SELECT 1 FROM registro),
         coalesce((SELECT jsonb_agg(jsonb_build_object('nonce', nonce, 'answer', answer)) FROM visto), '[]'::jsonb),
         coalesce((SELECT jsonb_agg(jsonb_build_object(
           'nonce', h.nonce,
           'answer', CASE WHEN a.nonce IS NULL AND h.result = 'valido' THEN jsonb_set(h.answer, '{result}', '"ya_usado"') ELSE h.answer END,
           'aceptado', a.nonce IS NOT NULL,
           'registrado', a.nonce IS NOT NULL OR r.nonce IS NOT NULL))
           FROM hecho h LEFT JOIN aceptado a ON a.nonce = h.nonce LEFT JOIN rechazado r ON r.nonce = h.nonce), '[]'::jsonb);
END $$;
