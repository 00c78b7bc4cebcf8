-- A room's capacity (seats for sale, aisles excluded) is fixed data: kept in rooms.capacity when its
-- seats change (statement triggers seats_capacity_*, migration 0002).
CREATE OR REPLACE FUNCTION "viziona_room_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "rooms" r SET "capacity" = (SELECT count(*) FROM "seats" s WHERE s."room_id" = r."id" AND s."tipo_silla" <> 'Pasillo')
      WHERE r."id" IN (SELECT "room_id" FROM new_seats);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "rooms" r SET "capacity" = (SELECT count(*) FROM "seats" s WHERE s."room_id" = r."id" AND s."tipo_silla" <> 'Pasillo')
      WHERE r."id" IN (SELECT "room_id" FROM old_seats);
  ELSE
    UPDATE "rooms" r SET "capacity" = (SELECT count(*) FROM "seats" s WHERE s."room_id" = r."id" AND s."tipo_silla" <> 'Pasillo')
      WHERE r."id" IN (SELECT "room_id" FROM new_seats UNION SELECT "room_id" FROM old_seats);
  END IF;
  RETURN NULL;
END $$;
