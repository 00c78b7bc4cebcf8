CREATE TABLE "jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	"locked_by" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_confirmations" DROP CONSTRAINT "gateway_confirmations_ref_transaction_status_unique";--> statement-breakpoint
DROP INDEX "payments_bill_id_idx";--> statement-breakpoint
ALTER TABLE "gateway_confirmations" ADD COLUMN "refusal" text;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_confirmations_ref_transaction_status_unique" ON "gateway_confirmations" USING btree ("ref_payco","transaction_id","status") WHERE "gateway_confirmations"."refusal" is null;--> statement-breakpoint
CREATE INDEX "gateway_confirmations_bill_id_idx" ON "gateway_confirmations" USING btree ("bill_id");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_score_consecutive_unique" UNIQUE("score_consecutive");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_id_unique" UNIQUE("bill_id");--> statement-breakpoint
ALTER TABLE "gateway_confirmations" ADD CONSTRAINT "gateway_confirmations_refusal_valid" CHECK ("gateway_confirmations"."refusal" is null or "gateway_confirmations"."refusal" in ('signature', 'unknown_bill', 'amount'));--> statement-breakpoint
ALTER TABLE "gateway_confirmations" ADD CONSTRAINT "gateway_confirmations_signed_when_accepted" CHECK ("gateway_confirmations"."refusal" is not null or "gateway_confirmations"."signature_ok");