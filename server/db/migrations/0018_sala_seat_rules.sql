ALTER TABLE "rooms" ADD COLUMN "lone_seat_mode" text DEFAULT 'aisle' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "focus_fila" double precision DEFAULT 0.6667 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "focus_columna" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_lone_seat_mode_valid" CHECK ("rooms"."lone_seat_mode" in ('off', 'aisle', 'strict'));--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_focus_in_room" CHECK ("rooms"."focus_fila" between 0 and 1 and "rooms"."focus_columna" between 0 and 1);