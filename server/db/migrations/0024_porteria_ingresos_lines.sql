-- viziona_porteria_ingresos now decides several doors' requests in one call (its file in
-- server/db/functions/ creates the new one at every start); the one-request version goes.
DROP FUNCTION IF EXISTS "viziona_porteria_ingresos"(jsonb, integer, integer, text, text, integer, text, text, integer, integer, text, integer, text, integer);
