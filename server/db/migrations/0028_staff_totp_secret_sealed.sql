-- Staff TOTP secrets are stored sealed (gcm:<key id>:<nonce>:<ciphertext and tag>, AES-256-GCM under
-- STAFF_TOTP_KEYS). NOT VALID: rows written before this migration hold their secret in clear; the
-- key is not in the database, so no SQL can seal them: the server does as it starts, after its
-- migrations (server/staff/accounts/totp-at-rest.ts). From here on no write may store one in clear.
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_totp_secret_sealed" CHECK ("staff_invitations"."totp_secret" ~ '^gcm:[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22,}$') NOT VALID;--> statement-breakpoint
ALTER TABLE "staff_people" ADD CONSTRAINT "staff_people_totp_secret_sealed" CHECK ("staff_people"."totp_secret" ~ '^gcm:[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22,}$') NOT VALID;
