import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { DateList, Movie, MovieList, MovieShowtimes, Room, RoomShowtimes, RowStatus, ScoreProduct, ShowtimeRoom } from '../../../openapi/index.ts';
import { useApp } from '../../helpers/build.ts';

const { get } = useApp();

describe('cartelera', () => {
  it('lists the next 14 days of funciones in Bogotá, today first', async () => {
    const { status, body } = await get<DateList>('/dates/viziona');
    expect(status).toBe(200);
    const today = DateTime.now().setZone('America/Bogota');
    expect(body.dates.length).toBeGreaterThanOrEqual(13);
    expect(body.dates[0].function_date >= today.toISODate()!).toBe(true);
    expect(body.dates[0].date_string).toMatch(/^\p{Ll}+\.?, \d{1,2}$/u);
    const sorted = [...body.dates].map((d) => d.function_date).sort();
    expect(body.dates.map((d) => d.function_date)).toEqual(sorted);
  });

  it('gives the billboard of a date: each film once, its funciones in time order, none already started', async () => {
    const { body: dates } = await get<DateList>('/dates/viziona');
    const date = dates.dates[1].function_date;
    const { status, body } = await get<Movie[]>(`/movies/theater/viziona/showtimes?date=${date}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(3);
    expect(new Set(body.map((m) => m.id)).size).toBe(body.length);
    for (const movie of body) {
      expect(movie.showtimes!.length).toBeGreaterThan(0);
      const hours = movie.showtimes!.map((s) => s.function_hour);
      expect(hours).toEqual([...hours].sort());
      for (const s of movie.showtimes!) {
        expect(s.function_date).toBe(date);
        expect(s.seats).toBeGreaterThan(0);
      }
    }
  });

  it('without a date gives the first date with funciones', async () => {
    const { body: dates } = await get<DateList>('/dates/viziona');
    const { body } = await get<Movie[]>('/movies/theater/viziona/showtimes');
    expect(body.flatMap((m) => m.showtimes!.map((s) => s.function_date))).toSatisfy((all: string[]) =>
      all.every((d) => d === dates.dates[0].function_date),
    );
  });

  it('answers an empty list for a date with no funciones', async () => {
    const { status, body } = await get<Movie[]>('/movies/theater/viziona/showtimes?date=2001-01-01');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('refuses a malformed date with a Spanish message naming the field', async () => {
    const { status, body } = await get<{ message: string }>('/movies/theater/viziona/showtimes?date=mañana');
    expect(status).toBe(400);
    expect(body.message).toContain('date');
    expect(body.message).toMatch(/fecha/);
  });

  it('answers 404 for an unknown theater', async () => {
    const { status, body } = await get<{ message: string }>('/dates/otro-teatro');
    expect(status).toBe(404);
    expect(body.message).toContain('otro-teatro');
  });

  it('lists the films on the billboard and the upcoming releases apart', async () => {
    const { body: cartelera } = await get<MovieList>('/movies/theater/viziona');
    const { body: estrenos } = await get<MovieList>('/movies/releases');
    expect(cartelera.data.length).toBeGreaterThanOrEqual(9);
    expect(cartelera.data.some((m) => m.type === 'Preventa')).toBe(true);
    expect(estrenos.data.some((m) => m.type === 'Próximamente')).toBe(true);
    const today = DateTime.now().setZone('America/Bogota').toISODate()!;
    expect(estrenos.data.every((m) => m.date_release > today)).toBe(true);
    expect(cartelera.data.some((m) => m.type === 'Próximamente')).toBe(false);
  });

  it('gives a film by slug with its details, and 404 for an unknown one', async () => {
    const { body: list } = await get<MovieList>('/movies/theater/viziona');
    const { status, body } = await get<Movie>(`/movies/${list.data[0].slug}`);
    expect(status).toBe(200);
    expect(body.slug).toBe(list.data[0].slug);
    expect(body.duration).toBeGreaterThan(0);
    expect(body.poster).toMatch(/^\/media\//);
    expect((await get(`/movies/no-existe-esta-pelicula`)).status).toBe(404);
  });

  it("gives a film's dates and the funciones of the chosen date", async () => {
    const { body: list } = await get<MovieList>('/movies/theater/viziona');
    const film = list.data.find((m) => m.type === 'Estreno')!;
    const { body } = await get<MovieShowtimes>(`/movies/theater/viziona/${film.slug}/showtimes`);
    expect(body.dates.length).toBeGreaterThan(0);
    expect(body.showtimes.length).toBeGreaterThan(0);
    expect(body.showtimes.every((s) => s.function_date === body.dates[0].function_date)).toBe(true);
    const second = body.dates[1].function_date;
    const { body: other } = await get<MovieShowtimes>(`/movies/theater/viziona/${film.slug}/showtimes?date=${second}`);
    expect(other.showtimes.every((s) => s.function_date === second)).toBe(true);
  });
});

describe('salas', () => {
  it('lists the 9 rooms and finds one by slug; 404 for an unknown one', async () => {
    const { body } = await get<Room[]>('/room-details');
    expect(body).toHaveLength(9);
    const { status, body: room } = await get<Room>(`/room-details/${body[0].slug}`);
    expect(status).toBe(200);
    expect(room.name).toBe(body[0].name);
    expect((await get('/room-details/sala-que-no-existe')).status).toBe(404);
  });

  it("gives a room's billboard: only funciones in that room", async () => {
    const { body: rooms } = await get<Room[]>('/room-details');
    const { body } = await get<RoomShowtimes>(`/room-details/viziona/${rooms[2].slug}/showtimes`);
    expect(body.dates.length).toBeGreaterThan(0);
    expect(body.movies.length).toBeGreaterThan(0);
    for (const m of body.movies) for (const s of m.showtimes!) expect(s.room).toBe(rooms[2].id);
  });
});

describe('función', () => {
  it('gives the room of a función with prices by zone and the whole layout', async () => {
    const { body: movies } = await get<Movie[]>('/movies/theater/viziona/showtimes');
    const showtime = movies[0].showtimes![0];
    const { status, body } = await get<ShowtimeRoom>(`/room/${showtime.id}`);
    expect(status).toBe(200);
    expect(body.showtime.id).toBe(showtime.id);
    expect(body.started).toBe(false);
    expect(body.maxSeats).toBeGreaterThan(0);
    expect(body.prices.length).toBeGreaterThan(0);
    expect(body.prices.every((p) => p.isVizionario === false && p.valor > 1)).toBe(true);
    const zones = new Set(body.layout.filter((s) => s.TipoSilla !== 'Pasillo').map((s) => s.TipoZona));
    for (const zone of zones) expect(body.prices.map((p) => p.zona)).toContain(zone);
    expect(body.layout.some((s) => s.TipoSilla === 'Discapacitado')).toBe(true);
    expect(body.layout.some((s) => s.TipoSilla === 'Pasillo')).toBe(true);
  });

  it('gives every seat of a fresh función as free, aisles blocked, rows in order', async () => {
    const { body: movies } = await get<Movie[]>('/movies/theater/viziona/showtimes');
    const showtime = movies[0].showtimes![0];
    const { body: room } = await get<ShowtimeRoom>(`/room/${showtime.id}`);
    const { status, body } = await get<RowStatus[]>(`/room/${showtime.id}/status`);
    expect(status).toBe(200);
    const cells = body.flatMap((r) => r.DescripcionSilla);
    expect(cells).toHaveLength(room.layout.length);
    expect(cells.filter((c) => c.TipoSilla !== 'Pasillo').every((c) => c.EstadoSilla === 'S')).toBe(true);
    expect(cells.filter((c) => c.TipoSilla === 'Pasillo').every((c) => c.EstadoSilla === 'B')).toBe(true);
    const seatsForSale = room.layout.filter((s) => s.TipoSilla !== 'Pasillo').length;
    expect(showtime.seats).toBe(seatsForSale);
  });

  it('answers 404 for an unknown función and 400 for a non-numeric id', async () => {
    expect((await get('/room/999999')).status).toBe(404);
    expect((await get('/room/999999/status')).status).toBe(404);
    const bad = await get<{ message: string }>('/room/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/showtimeId/);
  });
});

describe('confitería and payment catalogue', () => {
  it('lists the confitería cards, including the one the site must hide', async () => {
    const { body } = await get<{ name: string; category_id: number }[]>('/confectioneries');
    expect(body.length).toBeGreaterThan(5);
    expect(body.some((i) => /aval/i.test(i.name))).toBe(true);
    const category = body[0].category_id;
    const { body: one } = await get<{ category_id: number }[]>(`/confectioneries/${category}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((i) => i.category_id === category)).toBe(true);
  });

  it('lists products and combos with recipes and integer prices', async () => {
    const { body } = await get<ScoreProduct[]>('/confectioneries/score/viziona');
    const combos = body.filter((p) => p.Tipo !== 'P');
    expect(combos.length).toBeGreaterThan(0);
    expect(combos.some((c) => c.Receta.length > 0 && c.Receta[0].Opciones.length > 1)).toBe(true);
    expect(body.some((p) => p.CineFanPlus === 's')).toBe(true);
    for (const p of body) expect(Number.isInteger(p.Precios[0].General) && p.Precios[0].OtroPago <= p.Precios[0].General).toBe(true);
  });

  it('lists pay brands and PSE banks', async () => {
    const { body: brands } = await get<{ data: { payment_method: { pay_with_pse: boolean } }[] }>('/pay-brands');
    expect(brands.data.some((b) => b.payment_method.pay_with_pse)).toBe(true);
    const { body: banks } = await get<{ bankName: string }[]>('/epayco/banks');
    expect(banks.map((b) => b.bankName)).toContain('Bancolombia');
  });
});
