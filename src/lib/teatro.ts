import { THEATER_SLUG } from '../../openapi/rules';

/** The chain's one theater's slug in routes and API paths. */
export const THEATER = THEATER_SLUG;

/** Movie detail route (spec §2). */
export const moviePath = (slug: string, theater = THEATER) => `/${theater}/pelicula/${slug}`;

/** Purchase route of a showtime (spec §2, signed in). */
export const purchasePath = (theater: string, slug: string, showtimeId: number) => `/${theater}/pelicula/${slug}/funcion/${showtimeId}`;

/** Room detail route. */
export const roomPath = (slug: string) => `/sala/${slug}`;
