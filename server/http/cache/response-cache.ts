// Values read from the database kept in memory, each tagged with the tables it read. A change to a
// table (announced by the database, see invalidation.ts) drops every value tagged with it — or, in a
// cache given a change grace, marks it changed: it is then still served for at most that grace
// while one load refreshes it, so a change does not make every reader wait for the database at once.
// Each value also has a lifetime, the bound on how long it may show data no table change announces
// (seats left, funciones that have started). Identical concurrent misses share one query.
// ResponseCache keeps whole answers of public reads; TaggedCache<V> any other value (a función's
// seat layout, for instance).
import { Answer } from './answer.ts';

interface Entry<V> {
  answer: V;
  expiresAt: number;
  /** expiresAt plus the stale window it was read with. */
  staleUntil: number;
  tags: readonly string[];
  /** The order its load began in: a later load's answer replaces it, an earlier one's never does. */
  load: number;
  /** When a change to one of its tags was first announced after its load began (none: current). */
  changedAt?: number;
}

interface Pending<V> {
  promise: Promise<V>;
  tags: readonly string[];
  load: number;
  /** When a change to one of its tags was first announced while it ran. */
  changedAt?: number;
}

export interface ResponseCacheOptions {
  /** Answers kept at most; the oldest go first. */
  maxEntries?: number;
  /** Milliseconds clock (tests may pass another). */
  clock?: () => number;
  /**
   * How long an answer may still be served, while one load refreshes it, after a change to one of
   * its tables was announced. 0 (the default): a change drops it at once, for values that must
   * follow the database exactly (sessions, seat maps).
   */
  changeGraceMs?: number;
}

export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Pending<V>>();
  /** Keys of stored answers and pending loads by tag. */
  private readonly byTag = new Map<string, Set<string>>();
  /** Bumped by every invalidation of a tag: a load that saw another version is not stored. */
  private readonly versions = new Map<string, number>();
  private epoch = 0;
  private loads = 0;
  /** False while changes may go unannounced (the LISTEN connection is down): nothing is stored. */
  private storing = false;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  private readonly changeGraceMs: number;

  constructor({ maxEntries = 5000, clock = Date.now, changeGraceMs = 0 }: ResponseCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.clock = clock;
    this.changeGraceMs = changeGraceMs;
  }

  private current(entry: Entry<V>, now: number): boolean {
    return entry.expiresAt > now && entry.changedAt === undefined;
  }

  /** Whether an answer aged or changed may still be served while a load refreshes it. */
  private servable(entry: Entry<V>, now: number): boolean {
    return entry.staleUntil > now && (entry.changedAt === undefined || entry.changedAt + this.changeGraceMs > now);
  }

  /**
   * The answer for `key`: from memory while fresh, else from `load` (one load however many callers
   * ask at once). It is kept for `ttlMs` unless one of `tags` changes first. For `staleMs` after
   * that, callers still get it while one of them refreshes it, so no request waits for the
   * database just because an answer aged: an answer is never served more than ttlMs + staleMs
   * after it was read. Likewise, in a cache with a change grace, for changeGraceMs after a change
   * to one of `tags` was announced.
   */
  get(key: string, tags: readonly string[], ttlMs: number, load: () => Promise<V>, staleMs = 0): Promise<V> {
    const entry = this.entries.get(key);
    if (entry) {
      const now = this.clock();
      if (this.current(entry, now)) return Promise.resolve(entry.answer);
      if (this.servable(entry, now)) {
        if (!this.pending.has(key)) this.start(key, tags, ttlMs, staleMs, load).catch(() => undefined);
        return Promise.resolve(entry.answer);
      }
      this.drop(key);
    }
    return this.pending.get(key)?.promise ?? this.start(key, tags, ttlMs, staleMs, load);
  }

  /**
   * The stored value without loading anything: while it is fresh, or aged or changed but still
   * servable while a load (started by get) refreshes it.
   */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.clock();
    return this.current(entry, now) || (this.pending.has(key) && this.servable(entry, now)) ? entry.answer : undefined;
  }

  private start(key: string, tags: readonly string[], ttlMs: number, staleMs: number, load: () => Promise<V>): Promise<V> {
    const seen = tags.map((t) => this.versions.get(t) ?? 0);
    const epoch = this.epoch;
    const pending: Pending<V> = { promise: Promise.resolve(undefined as never), tags, load: ++this.loads };
    pending.promise = (async () => {
      try {
        const answer = await load();
        if (this.storing && epoch === this.epoch) {
          const now = this.clock();
          const entry: Entry<V> = { answer, expiresAt: now + ttlMs, staleUntil: now + ttlMs + staleMs, tags, load: pending.load };
          const unchanged = tags.every((t, i) => (this.versions.get(t) ?? 0) === seen[i]);
          if (unchanged && this.pending.get(key) === pending) this.store(key, entry);
          else if (this.changeGraceMs > 0 && pending.changedAt !== undefined) {
            // A change came while it loaded: it shows every change before it began, so it may
            // stand in (as changed since then) for an older answer until a later load lands.
            const stored = this.entries.get(key);
            entry.changedAt = pending.changedAt;
            if ((!stored || stored.load < pending.load) && this.servable(entry, now)) this.store(key, entry);
          }
        }
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

  /**
   * A table (or any tag) changed: answers that read it are dropped (with a change grace: marked
   * changed), loads under way are not kept as current and the next read starts a fresh one.
   */
  invalidate(tag: string): void {
    this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
    const keys = this.byTag.get(tag);
    if (!keys) return;
    this.byTag.delete(tag);
    const now = this.clock();
    const kept = new Set<string>();
    for (const key of keys) {
      const entry = this.entries.get(key);
      const pending = this.pending.get(key);
      if (pending) pending.changedAt ??= now;
      this.pending.delete(key);
      if (entry && this.changeGraceMs > 0) {
        entry.changedAt ??= now;
        kept.add(key);
        continue;
      }
      const tagsOfKey = entry?.tags ?? pending?.tags ?? [];
      this.entries.delete(key);
      for (const other of tagsOfKey) this.byTag.get(other)?.delete(key);
    }
    if (kept.size) this.byTag.set(tag, kept);
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
