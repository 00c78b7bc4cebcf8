-- The SQL functions live in server/db/functions/, one file each, applied at every start after the
-- migrations. What no current code calls goes here:
-- - viziona_reserve_many: 0009's first version created it, and 0009 was then edited to create
--   viziona_seat_changes instead; a database that ran the first version kept it.
-- - viziona_take_holds (0006): only takeHolds called it, a way to hold seats that only tests took;
--   reservations go through viziona_seat_changes.
DROP FUNCTION IF EXISTS "viziona_reserve_many"(integer, integer[], integer[], integer[], integer[], integer, integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS "viziona_take_holds"(integer, integer, integer, integer[], timestamptz);
