import type { Cache, SWRConfiguration, State } from 'swr';

/** Spec §7 cache policy. */
export const FRESH_MS = 5 * 60 * 1000; // fresh for 5 minutes: no refetch of a key fetched less than this ago
export const KEPT_MS = 30 * 60 * 1000; // kept for 30 minutes after it was last used

/**
 * An swr cache that forgets an entry when nobody read or wrote it for `keptMs`
 * (so data stays around 30 minutes after the last screen that used it, like a gc time).
 */
export function createExpiringCache(keptMs = KEPT_MS, now: () => number = Date.now): Cache {
  const entries = new Map<string, { state: State; usedAt: number }>();
  const expired = (usedAt: number) => now() - usedAt > keptMs;
  return {
    keys() {
      for (const [key, entry] of entries) if (expired(entry.usedAt)) entries.delete(key);
      return entries.keys();
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (expired(entry.usedAt)) {
        entries.delete(key);
        return undefined;
      }
      entry.usedAt = now();
      return entry.state;
    },
    set(key, state) {
      entries.set(key, { state, usedAt: now() });
    },
    delete(key) {
      entries.delete(key);
    },
  };
}

/** The app's swr configuration: fresh 5 min, kept 30 min, one retry, no refetch on focus. */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: FRESH_MS,
  errorRetryCount: 1,
  revalidateOnFocus: false,
  provider: () => createExpiringCache(),
  // Spec §8: failures fetching contents, settings, lists… are only logged.
  onError(error, key) {
    console.error('[api]', key, error);
  },
};
