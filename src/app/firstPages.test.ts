// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cache, SWRGlobalState } from 'swr/_internal';
import { earlyReadUrls, firstPages } from './firstPages';
import { preloadFirstPage } from './preloadFirstPage';

// Each first page, opened at one concrete path.
const opened = { '^/$': '/', '^/cartelera/?$': '/cartelera', '^/([^/]+)/pelicula/([^/?#]+)/?$': '/viziona/pelicula/orbita-cero' };

afterEach(() => {
  delete window.__vzEarlyReads;
  // A new page load starts with swr's preload cache empty (element 3 of its global state).
  const preloaded = SWRGlobalState.get(cache)?.[3] as Record<string, unknown>;
  for (const key of Object.keys(preloaded)) delete preloaded[key];
});

describe('the early reads index.html starts', () => {
  it('covers every first page with an example path', () => {
    expect(Object.keys(opened).sort()).toEqual(firstPages.map((page) => page.route).sort());
  });

  it('fills the route parts into the reads', () => {
    expect(earlyReadUrls('/viziona/pelicula/orbita-cero')).toEqual(['/api/v1/movies/orbita-cero', '/api/v1/movies/theater/viziona/orbita-cero/showtimes']);
    expect(earlyReadUrls('/confiteria')).toBeUndefined();
  });

  for (const [route, pathname] of Object.entries(opened)) {
    it(`are all taken over by the page when ${pathname} opens (none is requested twice or wasted)`, async () => {
      const urls = earlyReadUrls(pathname)!;
      expect(urls.length).toBeGreaterThan(0);
      expect(firstPages.find((page) => new RegExp(page.route).test(pathname))?.route).toBe(route);
      // Answers that never arrive: the page's preload only has to take each one (it deletes what it takes).
      const early: Record<string, Promise<unknown>> = Object.fromEntries(urls.map((url) => [url, new Promise(() => {})]));
      window.__vzEarlyReads = early;
      await preloadFirstPage({ pathname }, 0);
      expect(Object.keys(early)).toEqual([]);
    });
  }
});
