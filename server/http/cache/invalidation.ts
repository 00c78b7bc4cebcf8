// Keeps a process's caches in step with the database: every committed change to a table a
// public read shows is announced on CHANGES_CHANNEL (triggers of migration 0002, payload = table
// name, or any other tag a writer chooses to announce), from any process.
import type { Database } from '../../db/open.ts';

export const CHANGES_CHANNEL = 'viziona_changes';
/** The prefix of the live seat map's announcements, 'seats:<función>:<version>' or 'seats:all'. */
export const SEAT_CHANGES = 'seats:';

/** What follows the announced changes: a cache, or the seat maps. */
export interface ChangeFollower {
  /** Follows the live seat map's 'seats:<función>:<version>' announcements (and only those). */
  readonly seatChanges?: boolean;
  invalidate(tag: string): void;
  /** Changes may go unannounced from now on. */
  suspend(): void;
  /** Changes are announced again (some may have been missed meanwhile). */
  resume(): void;
}

/**
 * Listens for changes and drops what they touch. Until listening (and whenever the connection is
 * lost) the caches store nothing, so no value can outlive a change nobody heard of.
 */
export function followChanges(database: Database, ...caches: ChangeFollower[]): Promise<() => Promise<void>> {
  return followChangesOf(database, caches);
}

/** The same, for a list that may grow while listening (a plugin registered later adds its follower). */
export function followChangesOf(database: Database, caches: ChangeFollower[]): Promise<() => Promise<void>> {
  return database.listen(CHANGES_CHANNEL, {
    // A seat-map announcement names a version, so it is a new tag each time: the caches never see it.
    notify: (tag) => {
      const seats = tag.startsWith(SEAT_CHANGES);
      for (const c of caches) if (Boolean(c.seatChanges) === seats) c.invalidate(tag);
    },
    ready: () => caches.forEach((c) => c.resume()),
    lost: () => caches.forEach((c) => c.suspend()),
  });
}
