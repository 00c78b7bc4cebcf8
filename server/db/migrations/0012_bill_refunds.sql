ALTER TABLE "bills" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "refund_reference" text;