// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasSession } from './cookies';

const set = (cookie: string) => (document.cookie = `${cookie}; path=/`);

describe('the session as the SPA sees it', () => {
  afterEach(() => {
    set('vz_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    set('auth_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('is the companion cookie the server sets with auth_token', () => {
    expect(hasSession()).toBe(false);
    set('vz_signed_in=1');
    expect(hasSession()).toBe(true);
  });

  it('is not an empty or expired companion, nor a cookie of another name', () => {
    set('vz_signed_in=');
    expect(hasSession()).toBe(false);
    set('vz_signed_in_x=1');
    expect(hasSession()).toBe(false);
    set(`vz_signed_in=1; expires=${new Date(Date.now() - 1000).toUTCString()}`);
    expect(hasSession()).toBe(false);
  });
});
