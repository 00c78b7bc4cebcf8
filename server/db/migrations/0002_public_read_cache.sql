ALTER TABLE "rooms" ADD COLUMN "capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A room's capacity (seats for sale, aisles excluded) is fixed data: kept here when seats change.
CREATE FUNCTION "viziona_room_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "seats_capacity_insert" AFTER INSERT ON "seats" REFERENCING NEW TABLE AS new_seats FOR EACH STATEMENT EXECUTE FUNCTION "viziona_room_capacity"();
--> statement-breakpoint
CREATE TRIGGER "seats_capacity_update" AFTER UPDATE ON "seats" REFERENCING OLD TABLE AS old_seats NEW TABLE AS new_seats FOR EACH STATEMENT EXECUTE FUNCTION "viziona_room_capacity"();
--> statement-breakpoint
CREATE TRIGGER "seats_capacity_delete" AFTER DELETE ON "seats" REFERENCING OLD TABLE AS old_seats FOR EACH STATEMENT EXECUTE FUNCTION "viziona_room_capacity"();
--> statement-breakpoint
UPDATE "rooms" r SET "capacity" = (SELECT count(*) FROM "seats" s WHERE s."room_id" = r."id" AND s."tipo_silla" <> 'Pasillo');
--> statement-breakpoint
-- Every committed change to what the public reads show is announced on channel viziona_changes,
-- the payload naming the table: each server process drops its cached answers that read it.
-- (PostgreSQL folds identical notifications of one transaction into one.)
CREATE FUNCTION "viziona_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('viziona_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['theaters', 'media', 'films', 'rooms', 'zones', 'seats', 'showtimes', 'zone_prices',
    'confectionery_categories', 'score_products', 'confectionery_items', 'combo_recipe_groups', 'combo_recipe_options',
    'settings', 'content_groups', 'contents', 'banners', 'galleries', 'pay_brands', 'banks']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "viziona_notify_change"()', t || '_changes', t);
  END LOOP;
END $$;
