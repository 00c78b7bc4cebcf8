-- The key that signed each ticket (issue 28): a door online proves a code by its exact text in the
-- database and its key not retired, without checking the signature again. Null for the tickets
-- signed before: theirs is checked as before.
ALTER TABLE "tickets" ADD COLUMN "signing_key_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_signing_key_id_ticket_signing_keys_id_fk" FOREIGN KEY ("signing_key_id") REFERENCES "public"."ticket_signing_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- viziona_porteria_ingresos answers whether a request waits for its signatures (a new column): its
-- file in server/db/functions/ creates the new one at every start.
DROP FUNCTION IF EXISTS "viziona_porteria_ingresos"(jsonb, jsonb, text, integer, text, integer);
