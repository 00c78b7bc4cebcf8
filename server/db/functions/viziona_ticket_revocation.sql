-- What stops a ticket from entering, logged as it happens for the doors' sync (issue 28,
-- server/staff/porteria/sincronizacion.ts): a ticket bill moving to refund pending or refunded, or
-- flagged for refund (triggers bills_ticket_revocation), a función cancelled
-- (showtimes_ticket_revocation). A bill that is rejected, failed or closed never had tickets.
CREATE OR REPLACE FUNCTION "viziona_ticket_revocation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'bills' THEN
    IF NEW.showtime_id IS NOT NULL
       AND (NEW.status_id IN (5, 6) OR NEW.needs_refund)
       AND NOT (OLD.status_id IN (5, 6) OR OLD.needs_refund) THEN
      INSERT INTO ticket_revocations (kind, bill, showtime_id) VALUES ('factura', NEW.number, NEW.showtime_id);
    END IF;
  ELSIF NEW.cancelled_at IS NOT NULL AND OLD.cancelled_at IS NULL THEN
    INSERT INTO ticket_revocations (kind, showtime_id) VALUES ('funcion', NEW.id);
  END IF;
  RETURN NULL;
END $$;
