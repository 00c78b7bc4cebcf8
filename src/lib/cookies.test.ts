// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { deleteAuthToken, hasSession, readAuthToken, writeAuthToken } from './cookies';

describe('auth_token cookie', () => {
  afterEach(() => deleteAuthToken());

  it('is written until a date, read back, and deleted', () => {
    expect(hasSession()).toBe(false);
    writeAuthToken('tok en/1', new Date(Date.now() + 60_000));
    expect(readAuthToken()).toBe('tok en/1');
    expect(hasSession()).toBe(true);
    deleteAuthToken();
    expect(readAuthToken()).toBeUndefined();
  });

  it('is not kept when it already expired', () => {
    writeAuthToken('old', new Date(Date.now() - 1000));
    expect(hasSession()).toBe(false);
  });
});
