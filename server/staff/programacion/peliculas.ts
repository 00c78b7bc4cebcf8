// Films on the programming desk: read, create and edit, retire. The desk speaks in states (en
// cartelera, próximo estreno, retirada); the public site keeps its type (Estreno, Preventa,
// Próximamente) and hides a retired film (films.retired_at) from the cartelera, the próximos
// estrenos and its page, while bills and tickets that name it still render. A change of `films`
// is announced by its table trigger, so the public reads' response cache drops it at once.
import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { StaffPelicula, StaffPeliculaInput } from '../../../openapi/index.ts';
import { localDateTime } from '../../accounts/queries.ts';
import type { FilmType } from '../../db/constants.ts';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { schema, type DbOrTx } from '../../db/open.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../audit/audit.ts';
import { peliculaMessages } from './pelicula-messages.ts';
import { staffActor, type StaffActor } from '../accounts/guard.ts';
import type { Handlers } from '../../http/operation.ts';

const { films, media, showtimes } = schema;
type FilmRow = typeof films.$inferSelect;

/** How genres are kept in films.genre (one text the public Movie shows as `gender`). */
const GENRE_SEPARATOR = ', ';

export function toStaffPelicula(row: FilmRow): StaffPelicula {
  return {
    id: row.id,
    title: row.title,
    original_title: row.originalTitle,
    slug: row.slug,
    synopsis: row.synopsis,
    rating: row.rating,
    duration: row.duration,
    genres: row.genre.split(GENRE_SEPARATOR).filter(Boolean),
    language: row.language,
    director: row.director,
    country: row.country,
    poster: row.poster,
    backdrop: row.backdrop,
    trailer: row.trailer,
    date_release: row.dateRelease,
    state: row.retiredAt ? 'retirada' : row.type === 'Estreno' ? 'en_cartelera' : 'proximo_estreno',
    preventa: row.type === 'Preventa',
    retired_at: row.retiredAt ? localDateTime(row.retiredAt) : null,
  };
}

export async function listPeliculas(db: DbOrTx): Promise<StaffPelicula[]> {
  const rows = await db.select().from(films).orderBy(desc(films.createdAt), desc(films.id));
  return rows.map(toStaffPelicula);
}

async function filmRow(db: DbOrTx, id: number, lock = false): Promise<FilmRow> {
  const query = db.select().from(films).where(eq(films.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(peliculaMessages.notFound);
  return row;
}

export const peliculaById = async (db: DbOrTx, id: number) => toStaffPelicula(await filmRow(db, id));

/** An https URL with a host and no credentials, or a reason it is not one. */
export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '' && !/\s/.test(text);
  } catch {
    return false;
  }
}

type FilmValues = Omit<typeof films.$inferInsert, 'id' | 'createdAt' | 'retiredAt'>;

/**
 * The row a request asks for (the contract's schema has checked shapes and limits): texts trimmed
 * and not blank, the trailer a real https URL, poster and backdrop images the site serves. 400
 * naming every field that is wrong.
 */
async function checkedValues(db: DbOrTx, input: StaffPeliculaInput, currentType?: string): Promise<FilmValues> {
  const errors: Record<string, string> = {};
  const text = (key: 'title' | 'synopsis' | 'language', label: string) => {
    const value = input[key].trim();
    if (!value) errors[key] = peliculaMessages.blank(label);
    return value;
  };
  const title = text('title', 'El título');
  const synopsis = text('synopsis', 'La sinopsis');
  const language = text('language', 'El idioma');
  const genres = [...new Set(input.genres.map((g) => g.trim()).filter(Boolean))];
  if (genres.length === 0) errors.genres = peliculaMessages.blank('Al menos un género');
  const trailer = input.trailer?.trim() || null;
  if (trailer !== null && !isHttpsUrl(trailer)) errors.trailer = peliculaMessages.trailer;
  if (input.preventa && input.state !== 'proximo_estreno') errors.preventa = peliculaMessages.preventa;

  const backdrop = input.backdrop || null;
  const wanted = [input.poster, backdrop].filter((u): u is string => u !== null).map((u) => u.slice('/media/'.length));
  const found = new Set(wanted.length ? (await db.select({ name: media.name }).from(media).where(inArray(media.name, wanted))).map((r) => r.name) : []);
  if (!found.has(input.poster.slice('/media/'.length))) errors.poster = peliculaMessages.imageMissing('El póster');
  if (backdrop !== null && !found.has(backdrop.slice('/media/'.length))) errors.backdrop = peliculaMessages.imageMissing('La imagen de fondo');

  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);

  const type: FilmType =
    input.state === 'en_cartelera' ? 'Estreno' : input.state === 'proximo_estreno' ? (input.preventa ? 'Preventa' : 'Próximamente') : ((currentType as FilmType | undefined) ?? 'Estreno');
  return {
    slug: input.slug,
    title,
    originalTitle: input.original_title?.trim() || title,
    poster: input.poster,
    backdrop,
    type,
    dateRelease: input.date_release,
    rating: input.rating,
    duration: input.duration,
    director: input.director?.trim() ?? '',
    language,
    country: input.country?.trim() ?? '',
    synopsis,
    trailer,
    genre: genres.join(GENRE_SEPARATOR),
  };
}

async function refuseTakenSlug(db: DbOrTx, slug: string, exceptId?: number) {
  const [other] = await db
    .select({ title: films.title })
    .from(films)
    .where(and(eq(films.slug, slug), exceptId === undefined ? undefined : ne(films.id, exceptId)));
  if (other) throw slugTaken(slug, other.title);
}

const slugTaken = (slug: string, title: string) => conflict(peliculaMessages.slugTaken(slug, title), { slug: peliculaMessages.slugTaken(slug, title) });

/** Two desks saving one slug at once: the unique index refuses the second, answered as the first check would. */
async function uniqueSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION && pgConstraint(err)?.startsWith('films_slug')) throw slugTaken(slug, 'otra película');
    throw err;
  }
}

/** Funciones of a film still to come and not cancelled (database clock). */
async function funcionesAhead(db: DbOrTx, filmId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(showtimes)
    .where(and(eq(showtimes.filmId, filmId), gt(showtimes.startsAt, sql`now()`), isNull(showtimes.cancelledAt)));
  return row.n;
}

export async function createPelicula(tx: DbOrTx, actor: StaffActor, input: StaffPeliculaInput): Promise<StaffPelicula> {
  const values = await checkedValues(tx, input);
  await refuseTakenSlug(tx, values.slug);
  const [row] = await uniqueSlug(values.slug, () =>
    tx
      .insert(films)
      .values({ ...values, retiredAt: input.state === 'retirada' ? sql`now()` : null })
      .returning(),
  );
  const after = toStaffPelicula(row);
  await audit(tx, actor, { action: 'programacion.pelicula.crear', target: `pelicula:${row.id}`, after });
  return after;
}

export async function updatePelicula(tx: DbOrTx, actor: StaffActor, id: number, input: StaffPeliculaInput): Promise<StaffPelicula> {
  const current = await filmRow(tx, id, true);
  const values = await checkedValues(tx, input, current.type);
  await refuseTakenSlug(tx, values.slug, id);
  if (input.state === 'retirada' && !current.retiredAt) {
    const ahead = await funcionesAhead(tx, id);
    if (ahead > 0) throw conflict(peliculaMessages.retireWithFunciones(current.title, ahead), { state: peliculaMessages.retireWithFunciones(current.title, ahead) });
  }
  const retiredAt = input.state !== 'retirada' ? null : (current.retiredAt ?? sql`now()`);
  const [row] = await uniqueSlug(values.slug, () => tx.update(films).set({ ...values, retiredAt }).where(eq(films.id, id)).returning());
  const before = toStaffPelicula(current);
  const after = toStaffPelicula(row);
  await audit(tx, actor, { action: 'programacion.pelicula.editar', target: `pelicula:${id}`, before, after });
  return after;
}

export const peliculaHandlers: Handlers = {
  async listStaffPeliculas(req) {
    return { data: await listPeliculas(req.server.db) };
  },

  async getStaffPelicula(req) {
    return peliculaById(req.server.db, req.params.id);
  },

  async createPelicula(req, reply) {
    const actor = staffActor(req);
    const created = await req.server.db.transaction((tx) => createPelicula(tx, actor, req.body));
    reply.code(201);
    return created;
  },

  async updatePelicula(req) {
    const actor = staffActor(req);
    return req.server.db.transaction((tx) => updatePelicula(tx, actor, req.params.id, req.body));
  },
};
