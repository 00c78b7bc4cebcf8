-- The staff audit log (staff_audit) only grows: its triggers (migration 0013) call this before any
-- UPDATE, DELETE or TRUNCATE of it, whoever asks, so not even a bug or a hand-typed statement of
-- the application's own database user rewrites history.
CREATE OR REPLACE FUNCTION "viziona_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El registro de auditoría solo admite líneas nuevas: % no está permitido.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
