-- viziona_seat_changes checks, under the función's turn, the seats each reservation's no-lone-seats
-- rule looked at (four parameters more, with defaults: a call with the first seven, as the version
-- before it makes, still finds it). Its file in server/db/functions/ creates it at every start;
-- viziona_seats_taken is new there too.
DROP FUNCTION IF EXISTS "viziona_seat_changes"(integer, integer[], integer[], integer[], integer[], integer, integer);
