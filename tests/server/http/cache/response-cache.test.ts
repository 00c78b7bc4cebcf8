import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../../../server/http/cache/response-cache.ts';
import type { Answer } from '../../../../server/http/cache/answer.ts';

/** A cache that is listening (as after the first LISTEN), on a clock the test moves. */
function listeningCache(maxEntries?: number, changeGraceMs?: number) {
  let now = 0;
  const cache = new ResponseCache({ clock: () => now, maxEntries, changeGraceMs });
  cache.resume();
  return { cache, advance: (ms: number) => (now += ms) };
}

/** A load that counts its calls and resolves when the test says so. */
function controlledLoad() {
  let calls = 0;
  const releases: ((value: unknown) => void)[] = [];
  return {
    load: () => {
      calls++;
      return new Promise((resolve) => releases.push(resolve));
    },
    release: (value: unknown) => releases.shift()!(value),
    calls: () => calls,
  };
}

const body = async (p: Promise<Answer>) => JSON.parse((await p).encoded(undefined).payload.toString()) as unknown;

describe('response cache', () => {
  it('answers many identical concurrent misses with one load', async () => {
    const { cache } = listeningCache();
    const l = controlledLoad();
    const answers = Array.from({ length: 50 }, () => cache.get('k', ['films'], 1000, l.load));
    l.release({ v: 1 });
    const all = await Promise.all(answers);
    expect(l.calls()).toBe(1);
    expect(new Set(all.map((a) => a.etag)).size).toBe(1);
    expect(await body(cache.get('k', ['films'], 1000, l.load))).toEqual({ v: 1 });
    expect(l.calls()).toBe(1);
  });

  it('drops the answers of a changed table only', async () => {
    const { cache } = listeningCache();
    let films = 0;
    let settings = 0;
    const loadFilms = async () => ({ films: ++films });
    const loadSettings = async () => ({ settings: ++settings });
    await cache.get('movie', ['films', 'showtimes'], 60_000, loadFilms);
    await cache.get('settings', ['settings'], 60_000, loadSettings);
    cache.invalidate('showtimes');
    expect(await body(cache.get('movie', ['films', 'showtimes'], 60_000, loadFilms))).toEqual({ films: 2 });
    expect(await body(cache.get('settings', ['settings'], 60_000, loadSettings))).toEqual({ settings: 1 });
  });

  it('never keeps an answer whose load began before a change, and a change starts a fresh load', async () => {
    const { cache } = listeningCache();
    const l = controlledLoad();
    const before = cache.get('k', ['films'], 60_000, l.load);
    cache.invalidate('films');
    const after = cache.get('k', ['films'], 60_000, l.load);
    expect(l.calls()).toBe(2);
    l.release('old');
    l.release('new');
    expect(await body(before)).toBe('old');
    expect(await body(after)).toBe('new');
    expect(await body(cache.get('k', ['films'], 60_000, l.load))).toBe('new');
    expect(l.calls()).toBe(2);
  });

  it('keeps an answer no longer than its lifetime', async () => {
    const { cache, advance } = listeningCache();
    let n = 0;
    const load = async () => ++n;
    await cache.get('k', ['showtimes'], 5000, load);
    advance(4999);
    expect(await body(cache.get('k', ['showtimes'], 5000, load))).toBe(1);
    advance(1);
    expect(await body(cache.get('k', ['showtimes'], 5000, load))).toBe(2);
  });

  it('serves an aged answer while one refresh runs, and never past its stale window', async () => {
    const { cache, advance } = listeningCache();
    const l = controlledLoad();
    const first = cache.get('k', ['showtimes'], 4000, l.load, 1000);
    l.release(1);
    await first;
    advance(4000);
    expect(await body(cache.get('k', ['showtimes'], 4000, l.load, 1000))).toBe(1);
    expect(await body(cache.get('k', ['showtimes'], 4000, l.load, 1000))).toBe(1);
    expect(l.calls()).toBe(2);
    l.release(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(await body(cache.get('k', ['showtimes'], 4000, l.load, 1000))).toBe(2);

    advance(5000);
    const waiting = cache.get('k', ['showtimes'], 4000, l.load, 1000);
    expect(l.calls()).toBe(3);
    l.release(3);
    expect(await body(waiting)).toBe(3);
  });

  it('stores nothing until listening, nor while the listening connection is lost', async () => {
    const cache = new ResponseCache();
    let n = 0;
    const load = async () => ++n;
    await cache.get('k', [], 60_000, load);
    await cache.get('k', [], 60_000, load);
    expect(n).toBe(2);
    cache.resume();
    await cache.get('k', [], 60_000, load);
    await cache.get('k', [], 60_000, load);
    expect(n).toBe(3);
    cache.suspend();
    expect(cache.size).toBe(0);
    await cache.get('k', [], 60_000, load);
    expect(n).toBe(4);
  });

  it('shares a failed load with its waiters and does not keep the failure', async () => {
    const { cache } = listeningCache();
    let n = 0;
    const load = async () => {
      n++;
      if (n === 1) throw new Error('no');
      return 'ok';
    };
    const [a, b] = await Promise.allSettled([cache.get('k', [], 60_000, load), cache.get('k', [], 60_000, load)]);
    expect([a.status, b.status]).toEqual(['rejected', 'rejected']);
    expect(await body(cache.get('k', [], 60_000, load))).toBe('ok');
  });

  it('keeps at most maxEntries answers, the oldest going first', async () => {
    const { cache } = listeningCache(2);
    for (const k of ['a', 'b', 'c']) await cache.get(k, [], 60_000, async () => k);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', [], 60_000, async () => ((reloaded = true), 'a'));
    expect(reloaded).toBe(true);
  });

  describe('with a change grace', () => {
    const settle = () => new Promise((r) => setTimeout(r, 0));

    it('serves the answer a change outdated for at most the grace, while one reload runs', async () => {
      const { cache, advance } = listeningCache(undefined, 500);
      const l = controlledLoad();
      const first = cache.get('k', ['showtimes'], 60_000, l.load);
      l.release('old');
      await first;
      cache.invalidate('showtimes');
      expect(cache.peek('k')).toBeUndefined();
      // Every reader gets the old answer at once; the first starts the one reload.
      const during = await Promise.all(Array.from({ length: 20 }, () => body(cache.get('k', ['showtimes'], 60_000, l.load))));
      expect(during.every((v) => v === 'old')).toBe(true);
      expect(l.calls()).toBe(2);
      expect(cache.peek('k')).toBeDefined();
      advance(499);
      expect(await body(cache.get('k', ['showtimes'], 60_000, l.load))).toBe('old');
      // Past the grace, readers wait for the reload.
      advance(1);
      expect(cache.peek('k')).toBeUndefined();
      const waiting = cache.get('k', ['showtimes'], 60_000, l.load);
      expect(l.calls()).toBe(2);
      l.release('new');
      expect(await body(waiting)).toBe('new');
      expect(await body(cache.get('k', ['showtimes'], 60_000, l.load))).toBe('new');
      expect(l.calls()).toBe(2);
    });

    it('counts the grace from the first change the answer misses, however many follow', async () => {
      const { cache, advance } = listeningCache(undefined, 500);
      let n = 0;
      await cache.get('k', ['showtimes'], 60_000, async () => ++n);
      cache.invalidate('showtimes');
      advance(300);
      cache.invalidate('showtimes');
      advance(200);
      const waiting = cache.get('k', ['showtimes'], 60_000, () => new Promise((r) => setTimeout(() => r(++n), 5)));
      expect(await body(waiting)).toBe(2);
    });

    it('keeps a reload a later change overtook only as changed, and loads again', async () => {
      const { cache, advance } = listeningCache(undefined, 500);
      const l = controlledLoad();
      const first = cache.get('k', ['films'], 60_000, l.load);
      l.release('v1');
      await first;
      cache.invalidate('films');
      expect(await body(cache.get('k', ['films'], 60_000, l.load))).toBe('v1');
      expect(l.calls()).toBe(2);
      advance(400);
      cache.invalidate('films');
      // The reload began before this change: it replaces v1, but only as changed 400 ms ago.
      l.release('v2');
      await settle();
      expect(await body(cache.get('k', ['films'], 60_000, l.load))).toBe('v2');
      expect(l.calls()).toBe(3);
      advance(499);
      expect(await body(cache.get('k', ['films'], 60_000, l.load))).toBe('v2');
      advance(1);
      const waiting = cache.get('k', ['films'], 60_000, l.load);
      l.release('v3');
      expect(await body(waiting)).toBe('v3');
      expect(await body(cache.get('k', ['films'], 60_000, l.load))).toBe('v3');
      expect(l.calls()).toBe(3);
    });

    it('never lets an older load replace a newer answer', async () => {
      const { cache } = listeningCache(undefined, 500);
      const l = controlledLoad();
      const before = cache.get('k', ['films'], 60_000, l.load);
      cache.invalidate('films');
      const after = cache.get('k', ['films'], 60_000, l.load);
      l.release('new'); // the first load started is released first: it is the older one
      l.release('newer');
      expect(await body(before)).toBe('new');
      expect(await body(after)).toBe('newer');
      expect(await body(cache.get('k', ['films'], 60_000, l.load))).toBe('newer');
    });

    it('still drops at once in a cache without a grace', async () => {
      const { cache } = listeningCache();
      const l = controlledLoad();
      const first = cache.get('k', ['sessions'], 60_000, l.load);
      l.release('old');
      await first;
      cache.invalidate('sessions');
      const next = cache.get('k', ['sessions'], 60_000, l.load);
      l.release('new');
      expect(await body(next)).toBe('new');
    });
  });
});
