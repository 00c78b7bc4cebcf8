import { describe, expect, it } from 'vitest';
import type { State } from 'swr';
import { createExpiringCache, KEPT_MS, swrConfig } from './swr';

describe('swr policy (spec §7)', () => {
  it('is fresh for 5 minutes, retries once and does not refetch on focus', () => {
    expect(swrConfig.dedupingInterval).toBe(300_000);
    expect(swrConfig.errorRetryCount).toBe(1);
    expect(swrConfig.revalidateOnFocus).toBe(false);
  });

  it('keeps an entry 30 minutes after it was last used, then forgets it', () => {
    let clock = 0;
    const cache = createExpiringCache(KEPT_MS, () => clock);
    const state: State = { data: ['cartelera'] };
    cache.set('k', state);
    clock += KEPT_MS - 1;
    expect(cache.get('k')).toBe(state); // reading counts as a use
    clock += KEPT_MS;
    expect(cache.get('k')).toBe(state);
    clock += KEPT_MS + 1;
    expect(cache.get('k')).toBeUndefined();
    expect([...cache.keys()]).toEqual([]);
  });
});
