-- A función may be cancelled (issue 27): it keeps its row, bills and tickets, and stops taking its
-- room's time, so only the live funciones of a room need distinct starts.
ALTER TABLE "showtimes" DROP CONSTRAINT "showtimes_room_id_starts_at_unique";--> statement-breakpoint
ALTER TABLE "showtimes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "showtimes" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "showtimes_room_id_starts_at_live_unique" ON "showtimes" USING btree ("room_id","starts_at") WHERE "showtimes"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_cancel_reason_given" CHECK ("showtimes"."cancelled_at" is null or "showtimes"."cancel_reason" is not null);