ALTER TABLE "films" ADD COLUMN "backdrop" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "retired_at" timestamp with time zone;