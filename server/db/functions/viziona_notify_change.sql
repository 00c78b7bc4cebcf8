-- Every committed change to what the public reads show is announced on channel viziona_changes,
-- the payload naming the table: each server process drops its cached answers that read it
-- (statement triggers <table>_changes, migrations 0002 and 0004). PostgreSQL folds identical
-- notifications of one transaction into one.
CREATE OR REPLACE FUNCTION "viziona_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('viziona_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
