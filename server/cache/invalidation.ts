// Keeps a process's response cache in step with the database: every committed change to a table a
// public read shows is announced on CHANGES_CHANNEL (triggers of migration 0002, payload = table
// name, or any other tag a writer chooses to announce), from any process.
import type { Database } from '../db/open.ts';
import type { ResponseCache } from './response-cache.ts';

export const CHANGES_CHANNEL = 'viziona_changes';

/**
 * Listens for changes and drops what they touch. Until listening (and whenever the connection is
 * lost) the cache stores nothing, so no answer can outlive a change nobody heard of.
 */
export function followChanges(database: Database, cache: ResponseCache): Promise<() => Promise<void>> {
  return database.listen(CHANGES_CHANNEL, {
    notify: (tag) => cache.invalidate(tag),
    ready: () => cache.resume(),
    lost: () => cache.suspend(),
  });
}
