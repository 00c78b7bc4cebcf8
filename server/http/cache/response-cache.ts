// Values read from the database kept in memory, each tagged with the tables it read. A change to a
// table (announced by the database, see invalidation.ts) drops every value tagged with it; each one
// also has a lifetime, the bound on how long it may show data no table change announces (seats
// left, funciones that have started). Identical concurrent misses share one query.
// ResponseCache keeps whole answers of public reads; TaggedCache<V> any other value (a función's
// seat layout, for instance).
import { Answer } from './answer.ts';

interface Entry<V> {
  answer: V;
  expiresAt: number;
  tags: readonly string[];
}

interface Pending<V> {
  promise: Promise<V>;
  tags: readonly string[];
}

export interface ResponseCacheOptions {
  /** Answers kept at most; the oldest go first. */
  maxEntries?: number;
  /** Milliseconds clock (tests may pass another). */
  clock?: () => number;
}

export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Pending<V>>();
  /** Keys of stored answers and pending loads by tag. */
  private readonly byTag = new Map<string, Set<string>>();
  /** Bumped by every invalidation of a tag: a load that saw another version is not stored. */
  private readonly versions = new Map<string, number>();
  private epoch = 0;
  /** False while changes may go unannounced (the LISTEN connection is down): nothing is stored. */
  private storing = false;
  private readonly maxEntries: number;
  private readonly clock: () => number;

  constructor({ maxEntries = 5000, clock = Date.now }: ResponseCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.clock = clock;
  }

  /**
   * The answer for `key`: from memory while fresh, else from `load` (one load however many callers
   * ask at once). It is kept for `ttlMs` unless one of `tags` changes first. For `staleMs` after
   * that, callers still get it while one of them refreshes it, so no request waits for the
   * database just because an answer aged: an answer is never served more than ttlMs + staleMs
   * after it was read.
   */
  get(key: string, tags: readonly string[], ttlMs: number, load: () => Promise<V>, staleMs = 0): Promise<V> {
    const entry = this.entries.get(key);
    if (entry) {
      const now = this.clock();
      if (entry.expiresAt > now) return Promise.resolve(entry.answer);
      if (entry.expiresAt + staleMs > now) {
        if (!this.pending.has(key)) this.start(key, tags, ttlMs, load).catch(() => undefined);
        return Promise.resolve(entry.answer);
      }
      this.drop(key);
    }
    return this.pending.get(key)?.promise ?? this.start(key, tags, ttlMs, load);
  }

  /** The stored value while it is fresh, without loading or refreshing anything. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.clock() ? entry.answer : undefined;
  }

  private start(key: string, tags: readonly string[], ttlMs: number, load: () => Promise<V>): Promise<V> {
    const seen = tags.map((t) => this.versions.get(t) ?? 0);
    const epoch = this.epoch;
    const pending: Pending<V> = { promise: Promise.resolve(undefined as never), tags };
    pending.promise = (async () => {
      try {
        const answer = await load();
        const unchanged = this.storing && epoch === this.epoch && tags.every((t, i) => (this.versions.get(t) ?? 0) === seen[i]);
        if (unchanged && this.pending.get(key) === pending) this.store(key, { answer, expiresAt: this.clock() + ttlMs, tags });
        return answer;
      } finally {
        if (this.pending.get(key) === pending) this.pending.delete(key);
        this.unindex(key, tags);
      }
    })();
    this.pending.set(key, pending);
    this.index(key, tags);
    return pending.promise;
  }

  /** A table (or any tag) changed: answers that read it are dropped, loads under way are not kept. */
  invalidate(tag: string): void {
    this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
    const keys = this.byTag.get(tag);
    if (!keys) return;
    this.byTag.delete(tag);
    for (const key of keys) {
      const tagsOfKey = this.entries.get(key)?.tags ?? this.pending.get(key)?.tags ?? [];
      this.entries.delete(key);
      this.pending.delete(key);
      for (const other of tagsOfKey) this.byTag.get(other)?.delete(key);
    }
  }

  /** The current version of a tag: part of the key of answers that must follow it exactly. */
  version(tag: string): number {
    return this.versions.get(tag) ?? 0;
  }

  /** Changes may be missed from now on: forget everything and store nothing until resume(). */
  suspend(): void {
    this.storing = false;
    this.clear();
  }

  /** Changes are announced again: start from empty (some may have been missed meanwhile). */
  resume(): void {
    this.clear();
    this.storing = true;
  }

  get size(): number {
    return this.entries.size;
  }

  private clear(): void {
    this.epoch++;
    this.entries.clear();
    this.pending.clear();
    this.byTag.clear();
  }

  private store(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.index(key, entry.tags);
    while (this.entries.size > this.maxEntries) this.drop(this.entries.keys().next().value!);
  }

  private index(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.unindex(key, entry.tags);
  }

  /** Takes a key out of the tag index once nothing (stored or pending) is left under it. */
  private unindex(key: string, tags: readonly string[]): void {
    if (this.entries.has(key) || this.pending.has(key)) return;
    for (const tag of tags) this.byTag.get(tag)?.delete(key);
  }
}

/** Answers of public reads: the handler's value, serialised once (see Answer). */
export class ResponseCache extends TaggedCache<Answer> {
  override get(key: string, tags: readonly string[], ttlMs: number, load: () => Promise<unknown>, staleMs = 0): Promise<Answer> {
    return super.get(key, tags, ttlMs, async () => new Answer(await load()), staleMs);
  }
}
