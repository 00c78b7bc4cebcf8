/** The chain's one theater (spec §9: theater id 1); its slug in routes and API paths. */
export const THEATER = 'viziona';

/** Movie detail route (spec §2). */
export const moviePath = (slug: string, theater = THEATER) => `/${theater}/pelicula/${slug}`;

/** Purchase route of a showtime (spec §2, signed in). */
export const purchasePath = (theater: string, slug: string, showtimeId: number) => `/${theater}/pelicula/${slug}/funcion/${showtimeId}`;

/** Room detail route. */
export const roomPath = (slug: string) => `/sala/${slug}`;
