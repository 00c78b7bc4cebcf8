/** The session cookie of spec §3: `auth_token`, path /, lasting until the session's expires_at. */
export const AUTH_COOKIE = 'auth_token';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value ? decodeURIComponent(value) : undefined;
    }
  }
  return undefined;
}

/** The session token, or undefined when nobody is signed in. */
export function readAuthToken(): string | undefined {
  return readCookie(AUTH_COOKIE);
}

/** True when a session token is stored (spec §4: authenticated = the cookie exists). */
export function hasSession(): boolean {
  return readAuthToken() !== undefined;
}

/** Stores the token until `expiresAt` (path /, SameSite=Lax, Secure on https). */
export function writeAuthToken(token: string, expiresAt: Date): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${AUTH_COOKIE}=${encodeURIComponent(token)}; path=/; expires=${expiresAt.toUTCString()}; SameSite=Lax${secure}`;
}

/** Forgets the session token. */
export function deleteAuthToken(): void {
  document.cookie = `${AUTH_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
