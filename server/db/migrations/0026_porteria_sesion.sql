-- viziona_porteria_ingresos checks the door's staff session in its own statement (a new column and
-- two parameters): its file in server/db/functions/ creates the new one at every start.
DROP FUNCTION IF EXISTS "viziona_porteria_ingresos"(jsonb, jsonb, text, integer, text, integer);
