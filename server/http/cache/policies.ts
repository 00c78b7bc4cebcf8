// Which public reads are answered from the response cache, the tables each one reads (its tags)
// and how long an answer may live without a change being announced.
import type { OperationId } from '../operation.ts';

/**
 * What no table change announces — seats left (holds come and go; the seat map's own read is the
 * exact one) and funciones that have started — is shown from an answer read at most
 * LIVE_TTL_MS + LIVE_STALE_MS = 5 s earlier: fresh for 4 s, then served for up to 1 s more while
 * one request refreshes it.
 */
export const LIVE_TTL_MS = 4_000;
export const LIVE_STALE_MS = 1_000;
/**
 * After a change to one of its tables is announced, an answer is still served for at most this long
 * while one request reloads it, so a programmer's save does not send every reader of the cartelera
 * to the database at once (bench/programming.ts). Within the 1 s in which every process must show a
 * saved change (issue 27), with room for the announcement and the reload itself.
 */
export const CHANGE_GRACE_MS = 500;
/** Answers that only change when a table changes: dropped on the change; this is a safety net. */
export const STATIC_TTL_MS = 10 * 60_000;

export interface CachePolicy {
  tags: readonly string[];
  ttlMs: number;
  /** Served for this long after ttlMs while one request refreshes it. */
  staleMs: number;
  /** Browser and CDN lifetime (seconds). */
  maxAge: number;
  staleWhileRevalidate: number;
}

const live = (...tags: string[]): CachePolicy => ({ tags, ttlMs: LIVE_TTL_MS, staleMs: LIVE_STALE_MS, maxAge: 5, staleWhileRevalidate: 30 });
const fixed = (...tags: string[]): CachePolicy => ({ tags, ttlMs: STATIC_TTL_MS, staleMs: 0, maxAge: 30, staleWhileRevalidate: 300 });

const CARTELERA = ['theaters', 'rooms', 'films', 'showtimes'];
const CONTENTS = ['contents', 'content_groups'];

export const cachePolicies: Partial<Record<OperationId, CachePolicy>> = {
  listDates: live('theaters', 'rooms', 'showtimes'),
  listTheaterShowtimes: live(...CARTELERA),
  listTheaterMovies: live(...CARTELERA),
  listReleases: live('films', 'showtimes'),
  getMovie: live('films', 'showtimes'),
  getMovieShowtimes: live(...CARTELERA),
  listRoomShowtimes: live(...CARTELERA),
  listRooms: fixed('theaters', 'rooms'),
  getRoom: fixed('theaters', 'rooms'),
  listConfectioneries: fixed('confectionery_items', 'confectionery_categories', 'score_products'),
  listConfectioneriesByCategory: fixed('confectionery_items', 'confectionery_categories', 'score_products'),
  listScoreProducts: fixed('theaters', 'score_products', 'combo_recipe_groups', 'combo_recipe_options'),
  listPayBrands: fixed('pay_brands'),
  listBanks: fixed('banks'),
  listContentsByType: fixed(...CONTENTS),
  getContent: fixed(...CONTENTS),
  getContentBySlug: fixed(...CONTENTS),
  listCorporateContents: fixed(...CONTENTS),
  getCorporateContent: fixed(...CONTENTS),
  listBanners: fixed('banners'),
  listGalleries: fixed('galleries'),
  getSettings: fixed('settings'),
};
