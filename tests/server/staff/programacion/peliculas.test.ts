// Films on the programming desk (listStaffPeliculas, getStaffPelicula, createPelicula,
// updatePelicula): created and edited with an audit line carrying before and after, shown by the
// public reads within a second; each refusal a Spanish 4xx that changes nothing; a retired film gone from
// the public cartelera, próximos estrenos and its page while its buyer's bill still renders.
import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, Movie, MovieList, PaymentResult, StaffImage, StaffPelicula, StaffPeliculaInput, StaffPeliculaList } from '../../../../openapi/index.ts';
import { ZONE } from '../../../../server/db/constants.ts';
import { schema } from '../../../../server/db/open.ts';
import { cancelFuncion } from '../../../../server/staff/programacion/cancelacion.ts';
import { planFunciones } from '../../../../server/staff/programacion/funciones.ts';
import { DURATION_RULE, SLUG_RULE, TRAILER_RULE } from '../../../../server/staff/programacion/pelicula-messages.ts';
import { useApp } from '../../../helpers/build.ts';
import { jpg, png } from '../../../helpers/files.ts';
import { refusal, uploadImage } from '../../../helpers/programacion.ts';
import { api, cardBody, pay, reserve } from '../../../helpers/purchase.ts';
import { futureFuncionId } from '../../../helpers/purchase-rows.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { films, showtimes, staffAudit } = schema;
const { app } = useApp();
let programmer: SignedInStaff;
let poster: string;
let backdrop: string;

const today = () => DateTime.now().setZone(ZONE).toISODate()!;
const inDays = (n: number) => DateTime.now().setZone(ZONE).plus({ days: n }).toISODate()!;

beforeAll(async () => {
  programmer = await signedInStaff(app(), ['programacion']);
  poster = ((await uploadImage(app(), programmer, [{ name: 'poster.png', bytes: png(2_000) }])).json() as StaffImage).url;
  backdrop = ((await uploadImage(app(), programmer, [{ name: 'fondo.jpg', bytes: jpg(3_000) }])).json() as StaffImage).url;
});

let slugs = 0;
function film(overrides: Partial<StaffPeliculaInput> = {}): StaffPeliculaInput {
  slugs++;
  return {
    title: `La noche del cóndor ${slugs}`,
    original_title: 'Night of the Condor',
    slug: `la-noche-del-condor-${process.pid}-${slugs}`,
    synopsis: 'Un guardaparques del Cocuy sigue al último cóndor de la cordillera.',
    rating: '12 años',
    duration: 104,
    genres: ['Drama', 'Aventura'],
    language: 'Español',
    director: 'Camila Ortiz',
    country: 'Colombia',
    poster,
    backdrop,
    trailer: 'https://www.youtube.com/watch?v=Cnd0r2026ab',
    date_release: today(),
    state: 'en_cartelera',
    ...overrides,
  };
}

const create = (body: unknown, who: SignedInStaff | null = programmer) => staffApi(app(), who, 'POST', '/staff/programacion/peliculas', body);
const update = (id: number, body: unknown, who: SignedInStaff | null = programmer) => staffApi(app(), who, 'PUT', `/staff/programacion/peliculas/${id}`, body);
async function created(body = film()): Promise<StaffPelicula> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as StaffPelicula;
}

/** Public answers follow a saved change within 1 s (the response cache serves a changed answer for at most 0.5 s while it reloads). */
const withinASecond = { timeout: 1000, interval: 20 };
const publicMovie = (slug: string) => api(app(), undefined, 'GET', `/movies/${slug}`);
const releases = async () => ((await api(app(), undefined, 'GET', '/movies/releases')).json() as MovieList).data.map((m) => m.slug);
const carteleraOf = async (date: string) => ((await api(app(), undefined, 'GET', `/movies/theater/viziona/showtimes?date=${date}`)).json() as Movie[]).map((m) => m.slug);
const theaterMovies = async () => ((await api(app(), undefined, 'GET', '/movies/theater/viziona')).json() as MovieList).data.map((m) => m.slug);

/** Everything a refused request could have changed. */
const snapshot = async () => ({
  films: await app().db.select().from(films).orderBy(films.id),
  audit: (await app().db.select({ n: count() }).from(staffAudit))[0].n,
});

async function refused(send: () => Promise<LightMyRequestResponse>, status: number, message: string | RegExp, field?: string) {
  const before = await snapshot();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { message: string; errors?: Record<string, string> };
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  if (field) expect(body.errors?.[field], res.body).toBeDefined();
  expect(await snapshot()).toEqual(before);
  return body;
}

describe('creating and editing a film', () => {
  it('creates it with an audit line, reads it back, lists it and shows it on the public site', async () => {
    const body = film();
    const made = await created(body);
    expect(made).toMatchObject({ ...body, state: 'en_cartelera', preventa: false, retired_at: null });
    expect((await staffApi(app(), programmer, 'GET', `/staff/programacion/peliculas/${made.id}`)).json()).toEqual(made);
    expect(((await staffApi(app(), programmer, 'GET', '/staff/programacion/peliculas')).json() as StaffPeliculaList).data).toContainEqual(made);

    const [line] = await app().db.select().from(staffAudit).where(eq(staffAudit.target, `pelicula:${made.id}`));
    expect(line).toMatchObject({ personId: programmer.id, role: 'programacion', action: 'programacion.pelicula.crear', before: null, after: made });

    await expect.poll(async () => (await publicMovie(made.slug)).json() as Movie, withinASecond).toMatchObject({ title: body.title, type: 'Estreno', poster, gender: 'Drama, Aventura', rating: '12 años', duration: 104, trailer: body.trailer });
  });

  it('edits it (a próximo estreno in preventa) with before and after in the audit line; the public page follows within a second', async () => {
    const made = await created();
    await expect.poll(async () => ((await publicMovie(made.slug)).json() as Movie).type, withinASecond).toBe('Estreno');
    const res = await update(made.id, film({ slug: made.slug, title: 'El cóndor vuelve', state: 'proximo_estreno', preventa: true, date_release: inDays(20), backdrop: null, trailer: null }));
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as StaffPelicula;
    expect(edited).toMatchObject({ id: made.id, title: 'El cóndor vuelve', state: 'proximo_estreno', preventa: true, backdrop: null, trailer: null });

    const [line] = await app().db.select().from(staffAudit).where(eq(staffAudit.action, 'programacion.pelicula.editar')).orderBy(sql`${staffAudit.id} desc`).limit(1);
    expect(line).toMatchObject({ personId: programmer.id, target: `pelicula:${made.id}`, before: made, after: edited });

    await expect.poll(async () => (await publicMovie(made.slug)).json(), withinASecond).toMatchObject({ title: 'El cóndor vuelve', type: 'Preventa' });
    await expect.poll(releases, withinASecond).toContain(made.slug);
  });
});

describe('refused with a Spanish 4xx, nothing changed', () => {
  it('a slug already taken, on create and on edit: 409', async () => {
    await refused(() => create(film({ slug: 'el-ultimo-faro' })), 409, 'El slug «el-ultimo-faro» ya lo usa la película «El último faro». Elige otro.', 'slug');
    const mine = await created();
    await refused(() => update(mine.id, film({ slug: 'el-ultimo-faro' })), 409, /^El slug «el-ultimo-faro» ya lo usa/, 'slug');
  });

  for (const slug of ['Con-Mayusculas', 'doble--guion', '-al-inicio', 'al-final-', 'con tilde-é', 'con_guion_bajo', '']) {
    it(`a bad slug: ${JSON.stringify(slug)}`, async () => {
      await refused(() => create(film({ slug })), 400, slug === '' ? 'El slug es requerido.' : SLUG_RULE, 'slug');
    });
  }

  for (const duration of [-5, 0, 90.5, 601, 'noventa']) {
    it(`a duration of ${JSON.stringify(duration)}`, async () => {
      await refused(() => create({ ...film(), duration }), 400, DURATION_RULE, 'duration');
    });
  }

  for (const trailer of ['http://www.youtube.com/watch?v=abc', 'javascript:alert(1)', 'https://', 'https://localhost/video', 'https://user:clave@youtube.com/x', 'ftp://youtube.com/x']) {
    it(`a trailer that is not a full https URL: ${trailer}`, async () => {
      await refused(() => create(film({ trailer })), 400, TRAILER_RULE, 'trailer');
    });
  }

  it('a poster or backdrop that is not an image of the site', async () => {
    await refused(() => create(film({ poster: '/media/staff/no-existe.png' })), 400, 'El póster no es una imagen del sitio: súbela de nuevo.', 'poster');
    await refused(() => create(film({ backdrop: '/media/staff/tampoco.jpg' })), 400, 'La imagen de fondo no es una imagen del sitio: súbela de nuevo.', 'backdrop');
    await refused(() => create(film({ poster: 'https://otro-sitio.example/poster.png' })), 400, /^El póster no es válido\./, 'poster');
    await refused(() => create(film({ poster: '/media/../secreto' })), 400, /^El póster no es válido\./, 'poster');
  });

  it('missing fields: each one named', async () => {
    const body = await refused(() => create({}), 400, 'El título es requerido.', 'title');
    expect(Object.keys(body.errors!).sort()).toEqual(['date_release', 'duration', 'genres', 'language', 'poster', 'rating', 'slug', 'state', 'synopsis', 'title']);
    await refused(() => create(film({ title: '   ' })), 400, 'El título es requerido.', 'title');
    await refused(() => create(film({ genres: [] })), 400, 'Elige de 1 a 5 géneros distintos, sin comas, de hasta 40 caracteres cada uno.', 'genres');
    await refused(() => create(film({ genres: ['  '] })), 400, 'Al menos un género es requerido.', 'genres');
  });

  it('an unknown rating or state, presale outside próximo estreno, an unknown field', async () => {
    await refused(() => create({ ...film(), rating: '21 años' }), 400, /^La clasificación debe ser una de/, 'rating');
    await refused(() => create({ ...film(), state: 'archivada' }), 400, /^El estado debe ser/, 'state');
    await refused(() => create(film({ state: 'en_cartelera', preventa: true })), 400, 'Solo un próximo estreno puede estar en preventa.', 'preventa');
    await refused(() => create({ ...film(), precio: 1 }), 400, 'El campo precio no está permitido.');
  });

  it('editing a film that does not exist: 404', async () => {
    await refused(() => update(999_999, film()), 404, 'No encontramos la película.');
    await refused(() => staffApi(app(), programmer, 'GET', '/staff/programacion/peliculas/999999'), 404, 'No encontramos la película.');
  });

  it('a staff person without the programacion role: 403; no staff session: 401', async () => {
    const mine = await created();
    const admin = await signedInStaff(app(), ['admin', 'finanzas', 'porteria', 'servicio', 'etica']);
    const role = /no tiene el rol para esta operación/;
    await refused(() => create(film(), admin), 403, role);
    await refused(() => update(mine.id, film({ title: 'Otra' }), admin), 403, role);
    await refused(() => staffApi(app(), admin, 'GET', '/staff/programacion/peliculas'), 403, role);
    await refused(() => create(film(), null), 401, 'Inicia sesión en el área del personal.');
    await refused(() => update(mine.id, film(), null), 401, 'Inicia sesión en el área del personal.');
  });
});

describe('retiring a film', () => {
  /** The film as the desk's form sends it back, in another state. */
  const inState = (f: StaffPelicula, state: StaffPeliculaInput['state']): StaffPeliculaInput => {
    const { id: _id, retired_at: _r, preventa: _p, ...fields } = f;
    return { ...fields, rating: f.rating as StaffPeliculaInput['rating'], state };
  };
  const retire = (f: StaffPelicula) => update(f.id, inState(f, 'retirada'));

  it('takes it off the próximos estrenos and its page within a second, keeps it on the desk, and comes back when put back', async () => {
    const coming = await created(film({ state: 'proximo_estreno', date_release: inDays(30) }));
    await expect.poll(releases, withinASecond).toContain(coming.slug);
    await expect.poll(async () => (await publicMovie(coming.slug)).statusCode, withinASecond).toBe(200);

    const res = await update(coming.id, { ...film({ slug: coming.slug, state: 'retirada', date_release: inDays(30) }) });
    expect(res.statusCode, res.body).toBe(200);
    const retired = res.json() as StaffPelicula;
    expect(retired.state).toBe('retirada');
    expect(retired.retired_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await expect.poll(releases, withinASecond).not.toContain(coming.slug);
    await expect.poll(async () => (await publicMovie(coming.slug)).statusCode, withinASecond).toBe(404);
    const page = await publicMovie(coming.slug);
    expect(page.json().message).toBe('No encontramos la película.');
    expect(((await staffApi(app(), programmer, 'GET', '/staff/programacion/peliculas')).json() as StaffPeliculaList).data.find((f) => f.id === coming.id)?.state).toBe('retirada');

    const back = await update(coming.id, film({ slug: coming.slug, state: 'proximo_estreno', date_release: inDays(30) }));
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as StaffPelicula).retired_at).toBeNull();
    await expect.poll(releases, withinASecond).toContain(coming.slug);
  });

  it('is refused while it has funciones to come (cancel them first), then allowed; its buyer’s bill still renders', async () => {
    const showing = await created();
    const funcionId = await futureFuncionId(app().db, 40);
    await app().db.update(showtimes).set({ filmId: showing.id }).where(eq(showtimes.id, funcionId));
    const [{ startsAt }] = await app().db.select({ startsAt: showtimes.startsAt }).from(showtimes).where(eq(showtimes.id, funcionId));
    const date = DateTime.fromJSDate(startsAt, { zone: ZONE }).toISODate()!;
    await expect.poll(() => carteleraOf(date), withinASecond).toContain(showing.slug);
    await expect.poll(theaterMovies, withinASecond).toContain(showing.slug);

    // A ticket bought for it.
    const sold = await reserve(app(), { showtimeId: funcionId });
    const paid = await pay(app(), sold.session.token, cardBody(sold));
    expect(paid.statusCode, paid.body).toBe(200);
    const billNumber = (paid.json() as PaymentResult).bill;

    await refused(() => retire(showing), 409, `No se puede retirar «${showing.title}»: tiene una función por venir. Cancélalas primero (sus compras se marcan para reembolso).`, 'state');

    await app().db.transaction((tx) => cancelFuncion(tx, funcionId, 'Cambio de programación'));
    const res = await retire(showing);
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => carteleraOf(date), withinASecond).not.toContain(showing.slug);
    await expect.poll(theaterMovies, withinASecond).not.toContain(showing.slug);

    const bill = await api(app(), sold.session.token, 'GET', `/bills/${billNumber}`);
    expect(bill.statusCode, bill.body).toBe(200);
    expect((bill.json() as Bill).showtime?.movie).toMatchObject({ id: showing.id, title: showing.title });
  });

  it('hides it even from a función written straight into the database, and the bulk desk will not program it', async () => {
    const showing = await created();
    expect((await retire(showing)).statusCode).toBe(200);
    const funcionId = await futureFuncionId(app().db, 41);
    await app().db.update(showtimes).set({ filmId: showing.id }).where(eq(showtimes.id, funcionId));
    const [{ startsAt, roomId }] = await app().db.select().from(showtimes).where(eq(showtimes.id, funcionId));
    const date = DateTime.fromJSDate(startsAt, { zone: ZONE }).toISODate()!;
    await expect.poll(() => carteleraOf(date), withinASecond).not.toContain(showing.slug);
    await expect.poll(theaterMovies, withinASecond).not.toContain(showing.slug);

    const refused = await refusal(planFunciones(app().db, { filmId: showing.id, roomIds: [roomId], from: inDays(3), to: inDays(3), weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['23:30'], format: '2D', version: 'Doblada' }));
    expect(refused.refusal).toBe('pelicula_retirada');
    expect(refused.message).toBe(`La película «${showing.title}» está retirada: ponla en cartelera o como próximo estreno para programarle funciones.`);
  });
});
