-- Request limits every server process shares (server/http/request-limits.ts). Counted in each
-- process's memory until now, so with WORKERS=n, or several hosts on one database, a client that
-- opened n connections had n times every limit: n×10 passwords a minute against one account, n×10
-- cards a minute. One row per limit and key, upserted by each counted request.
CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL,
	CONSTRAINT "request_limits_hits_positive" CHECK ("request_limits"."hits" > 0)
);
--> statement-breakpoint
CREATE INDEX "request_limits_window_ends_idx" ON "request_limits" USING btree ("window_ends");