// Data layer, no components: starts a page's first reads while its chunk downloads (render-as-you-fetch): the page's
// useApi calls then pick up these requests (swr preload) instead of starting them after it renders.
import { preload } from 'swr';
import { API_BASE_URL } from './client';
import { fetchApi, type ApiData, type ApiKey, type ApiReadPath } from './useApi';
import { THEATER } from '../lib/teatro';

declare global {
  interface Window {
    /** Reads index.html started before any JavaScript loaded (vite.config.ts): url → JSON, or null when not OK. */
    __vzEarlyReads?: Record<string, Promise<unknown> | undefined>;
  }
}

/** The URL the API client requests for a read (path parameters filled in, then the query). */
export function readUrl([path, params]: ApiKey): string {
  const { path: parts = {}, query = {} } = (params ?? {}) as { path?: Record<string, string>; query?: Record<string, string | undefined> };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parts[name] ?? ''));
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return `${API_BASE_URL}${filled}${search ? `?${search}` : ''}`;
}

/**
 * Reads one key, taking the answer index.html already asked for when there is one (once). A failed
 * early read is read again through the client, which turns failures into ApiError.
 */
export function readEarlyOrNow<P extends ApiReadPath>(key: ApiKey<P>): Promise<ApiData<P>> {
  const early = typeof window === 'undefined' ? undefined : window.__vzEarlyReads;
  const url = readUrl(key as ApiKey);
  const answer = early?.[url];
  if (!answer) return fetchApi(key);
  delete early[url];
  return answer.then((data) => (data == null ? fetchApi(key) : (data as ApiData<P>)));
}

/** Preloads one read; a failure surfaces where the page reads it (not as an unhandled rejection). */
export function preloadRead<P extends ApiReadPath>(key: ApiKey<P>): Promise<ApiData<P>> | undefined {
  const request = preload(key, readEarlyOrNow) as Promise<ApiData<P>> | undefined;
  request?.catch(() => undefined);
  return request;
}

/** The keys useCartelera and usePeliculas read: spec §4, dates first, then the first date's showtimes. */
export function preloadBillboard(theater = THEATER): void {
  preloadRead(['/movies/theater/{theater}', { path: { theater } }]);
  void preloadRead(['/dates/{theater}', { path: { theater } }])
    ?.then((answer) => {
      const date = answer?.dates[0]?.function_date;
      if (date) preloadRead(['/movies/theater/{theater}/showtimes', { path: { theater }, query: { date } }]);
    })
    .catch(() => undefined);
}

/** The keys PeliculaPage reads first: the film and its showtimes (of the first date), in parallel. */
export function preloadMovie(params: { theater?: string; slug?: string }): void {
  const { theater = THEATER, slug } = params;
  if (!slug) return;
  preloadRead(['/movies/{slug}', { path: { slug } }]);
  preloadRead(['/movies/theater/{theater}/{slug}/showtimes', { path: { theater, slug }, query: {} }]);
}
