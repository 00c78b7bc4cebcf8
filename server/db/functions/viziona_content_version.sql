-- A content page's published version (contents.version) grows by one whenever its title or HTML
-- changes, whoever writes it (the staff's desk, the seed, a hand-typed statement): the terms and
-- privacy policies people accept are recorded by this number (issue 32, table authorizations).
CREATE OR REPLACE FUNCTION "viziona_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content IS DISTINCT FROM OLD.content OR NEW.title IS DISTINCT FROM OLD.title THEN
    NEW.version := OLD.version + 1;
  ELSE
    NEW.version := OLD.version;
  END IF;
  RETURN NEW;
END $$;
