CREATE TABLE "sandbox_transactions" (
	"ref_payco" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"invoice" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'COP' NOT NULL,
	"status" text NOT NULL,
	"bank_token" text,
	"bank_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transactions_bank_token_unique" UNIQUE("bank_token"),
	CONSTRAINT "sandbox_transactions_status_valid" CHECK ("sandbox_transactions"."status" in ('accepted', 'rejected', 'pending', 'failed')),
	CONSTRAINT "sandbox_transactions_method_valid" CHECK ("sandbox_transactions"."method" in ('card', 'pse'))
);
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lookups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_transactions_invoice_idx" ON "sandbox_transactions" USING btree ("invoice");