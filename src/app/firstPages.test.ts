// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cache, SWRGlobalState } from 'swr/_internal';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { earlyReadUrls, firstPages } from './firstPages';
import { preloadFirstPage } from './preloadFirstPage';
import { providedCheckoutMachine } from './checkoutActors';

// Each first page, opened at one concrete path.
const opened = {
  '^/$': '/',
  '^/cartelera/?$': '/cartelera',
  '^/([^/]+)/pelicula/([^/?#]+)/?$': '/viziona/pelicula/orbita-cero',
  '^/([^/]+)/pelicula/[^/]+/funcion/(\\d+)/?$': '/viziona/pelicula/orbita-cero/funcion/46',
};

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

  for (const [route, pathname] of Object.entries(opened).filter(([route]) => firstPages.find((page) => page.route === route)?.takenBy !== 'machine')) {
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

  it('are all taken over by the checkout machine’s first reads when a purchase screen opens', async () => {
    const urls = earlyReadUrls('/viziona/pelicula/orbita-cero/funcion/46')!;
    expect(urls).toEqual(['/api/v1/room/46', '/api/v1/room/46/status', '/api/v1/score/consecutive/1', '/api/v1/confectioneries/score/viziona', '/api/v1/pay-brands']);
    const answers: Record<string, unknown> = {
      '/api/v1/room/46': { showtime: { id: 46 } },
      '/api/v1/room/46/status': [{ fila: 'A' }],
      '/api/v1/score/consecutive/1': { Secuencia: 7, keyPay: 'k' },
      '/api/v1/confectioneries/score/viziona': [{ Codigo: 1 }],
      '/api/v1/pay-brands': { data: [{ id: 2 }] },
    };
    const early: Record<string, Promise<unknown>> = Object.fromEntries(urls.map((url) => [url, Promise.resolve(answers[url])]));
    window.__vzEarlyReads = early;
    const navigation = { transaction() {}, paymentStatus() {}, bank() {}, home() {} };
    const { actors } = providedCheckoutMachine(navigation).implementations as unknown as { actors: Record<string, AnyActorLogic> };
    const run = (name: string, input?: unknown) => toPromise(createActor(actors[name], { input }).start());
    // Answers that came from index.html, not from the network (nothing listens in this test).
    expect(await run('getShowtimeRoom', 46)).toEqual(answers['/api/v1/room/46']);
    expect(await run('getShowtimeRoomStatus', 46)).toEqual(answers['/api/v1/room/46/status']);
    expect(await run('getConsecutive')).toEqual(answers['/api/v1/score/consecutive/1']);
    expect(await run('listScoreProducts', 'viziona')).toEqual(answers['/api/v1/confectioneries/score/viziona']);
    expect(await run('listPayBrands')).toEqual([{ id: 2 }]);
    expect(Object.keys(early)).toEqual([]);
  });
});
