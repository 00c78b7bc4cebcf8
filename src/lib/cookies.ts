// The SPA never reads or writes the session token: the server sets auth_token HttpOnly. It only
// reads the token-free companion the server sets and clears alongside (openapi/session.ts).
import { SIGNED_IN_COOKIE } from '../../openapi/session';

function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === name && part.slice(eq + 1).trim() !== '';
  });
}

/** Spec §4: authenticated = the auth_token cookie exists, as its companion cookie says. */
export function hasSession(): boolean {
  return hasCookie(SIGNED_IN_COOKIE);
}
