// The session cookies, shared by the server (which writes them) and the SPA (which reads only the
// companion). Browser-safe: no imports.

/** Spec §3: the session token, `auth_token`, path /, until expires_at. HttpOnly: scripts never read it. */
export const AUTH_COOKIE = 'auth_token';

/**
 * Set and cleared by the server together with `auth_token`, readable by scripts, holding no secret:
 * how the SPA knows at first paint that an auth_token cookie exists (spec §4).
 */
export const SIGNED_IN_COOKIE = 'vz_signed_in';

/**
 * The staff session (server/staff/accounts): HttpOnly, SameSite=Strict, sent only to the staff API's
 * path, so public requests never carry it and no script reads it; the staff pages ask getStaffMe.
 */
export const STAFF_COOKIE = 'vz_staff';
export const STAFF_COOKIE_PATH = '/api/v1/staff';
