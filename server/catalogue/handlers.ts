import type { Handlers } from '../http/operation.ts';
import { notFound } from '../http/errors.ts';
import { billboardOfDay, listDates, movieBySlug, pickDate, releases, showtimesOfDay, theaterExists, theaterMovies } from './cartelera.ts';
import { confectioneryCards, scoreCatalogue } from './confiteria.ts';
import { listRooms, roomBySlug } from './salas.ts';
import { toShowtime } from './format.ts';
import { toRoom } from './format.ts';
import type { Db } from '../db/open.ts';

const noTheater = (slug: string) => notFound(`No encontramos el teatro «${slug}».`);

/** An empty answer may mean an unknown theater: only then is it looked up (one query less on the usual path). */
async function requireTheater(db: Db, slug: string) {
  if (!(await theaterExists(db, slug))) throw noTheater(slug);
}

export const catalogueHandlers: Handlers = {
  async listDates(req) {
    const { db, now } = req.server;
    const dates = await listDates(db, { theater: req.params.theater, now: now() });
    if (dates.length === 0) await requireTheater(db, req.params.theater);
    return { dates };
  },

  async listTheaterShowtimes(req) {
    const { db, now } = req.server;
    const filter = { theater: req.params.theater, now: now() };
    const date = req.query.date ?? (await listDates(db, filter))[0]?.function_date;
    const movies = date ? await billboardOfDay(db, { ...filter, date }) : [];
    if (movies.length === 0) await requireTheater(db, filter.theater);
    return movies;
  },

  async listTheaterMovies(req) {
    const { db, now } = req.server;
    const data = await theaterMovies(db, { theater: req.params.theater, now: now() });
    if (data.length === 0) await requireTheater(db, req.params.theater);
    return { data };
  },

  async listReleases(req) {
    return { data: await releases(req.server.db, req.server.now()) };
  },

  async getMovie(req) {
    const movie = await movieBySlug(req.server.db, req.params.slug, req.server.now());
    if (!movie) throw notFound('No encontramos la película.');
    return movie;
  },

  async getMovieShowtimes(req) {
    const { db, now } = req.server;
    const { theater, slug } = req.params;
    const movie = await movieBySlug(db, slug, now());
    if (!movie) throw notFound('No encontramos la película.');
    const filter = { theater, now: now(), filmId: movie.id };
    const { dates, date } = await pickDate(db, filter, req.query.date);
    if (dates.length === 0) await requireTheater(db, theater);
    const rows = date ? await showtimesOfDay(db, { ...filter, date }) : [];
    return { dates, showtimes: rows.map((r) => toShowtime(r.showtime, r.room, Math.max(0, r.left))) };
  },

  async listRooms(req) {
    return listRooms(req.server.db);
  },

  async getRoom(req) {
    const room = await roomBySlug(req.server.db, req.params.slug);
    if (!room) throw notFound('No encontramos la sala.');
    return toRoom(room);
  },

  async listRoomShowtimes(req) {
    const { db, now } = req.server;
    const { theater, slug } = req.params;
    const room = await roomBySlug(db, slug, theater);
    if (!room) {
      await requireTheater(db, theater);
      throw notFound('No encontramos la sala.');
    }
    const filter = { theater, now: now(), roomId: room.id };
    const { dates, date } = await pickDate(db, filter, req.query.date);
    return { dates, movies: date ? await billboardOfDay(db, { ...filter, date }) : [] };
  },

  async listConfectioneries(req) {
    return confectioneryCards(req.server.db);
  },

  async listConfectioneriesByCategory(req) {
    return confectioneryCards(req.server.db, req.params.categoryId);
  },

  async listScoreProducts(req) {
    const products = await scoreCatalogue(req.server.db, req.params.theater);
    if (!products) throw noTheater(req.params.theater);
    return products;
  },
};
