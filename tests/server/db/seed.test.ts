// Migrations and demo data: what a first boot creates, and that every later boot only tops up.
import { asc, eq, getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../../../server/db/open.ts';
import * as schema from '../../../server/db/schema.ts';
import { seed, type SeedReport } from '../../../server/db/seed/index.ts';
import { engine as makeEngine } from '../../helpers/engines.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const ZONE = 'America/Bogota';
const engine = makeEngine();
const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    result[getTableConfig(table).name] = row.n;
  }
  return result;
}

const total = (report: SeedReport) => Object.values(report).reduce((a, b) => a + b, 0);

describe(`demo data (${engine.name})`, () => {
  let database: Database;
  let db: Db;
  const now = DateTime.fromISO('2026-03-10T09:30:00', { zone: ZONE });
  let first: SeedReport;

  beforeAll(async () => {
    database = await engine.openEmpty();
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
    await engine.teardown();
  });

  it('the migrations create every table of the schema, empty', async () => {
    const c = await counts(db);
    expect(Object.keys(c)).toHaveLength(tables.length);
    expect(tables.length).toBeGreaterThanOrEqual(35);
    expect(Object.values(c).every((n) => n === 0)).toBe(true);
  });

  it('a first run creates the theater, 9 rooms with more than 1,300 seats, and at least 12 films', async () => {
    first = await seed(db, { now });
    expect(first.theaters).toBe(1);
    const [theater] = await db.select().from(schema.theaters);
    expect(theater).toMatchObject({ id: 1, slug: 'viziona', name: 'Viziona Cinema', email: 'servicioalcliente@viziona.com.co' });

    const rooms = await db.select().from(schema.rooms);
    expect(rooms).toHaveLength(9);
    const seatsByType = await db.select({ tipo: schema.seats.tipoSilla, n: sql<number>`count(*)::int` }).from(schema.seats).groupBy(schema.seats.tipoSilla);
    const byType = Object.fromEntries(seatsByType.map((s) => [s.tipo, s.n]));
    expect(byType.Normal + byType.Discapacitado).toBeGreaterThan(1300);
    expect(byType.Normal).toBeGreaterThan(1300);
    expect(byType.Pasillo).toBeGreaterThan(0);
    const perRoom = await db
      .select({ roomId: schema.seats.roomId, wheelchair: sql<number>`count(*) filter (where tipo_silla = 'Discapacitado')::int`, zones: sql<number>`count(distinct zone_id)::int` })
      .from(schema.seats)
      .groupBy(schema.seats.roomId);
    expect(perRoom).toHaveLength(9);
    expect(perRoom.every((r) => r.wheelchair >= 1)).toBe(true);
    expect(perRoom.filter((r) => r.zones === 2)).toHaveLength(8); // General + Preferencial; the VIP room has one zone

    const films = await db.select().from(schema.films);
    expect(films.length).toBeGreaterThanOrEqual(12);
    expect(films.filter((f) => f.type === 'Preventa')).toHaveLength(2);
    const upcoming = films.filter((f) => f.type === 'Próximamente');
    expect(upcoming).toHaveLength(3);
    expect(upcoming.every((f) => f.dateRelease > now.toISODate()!)).toBe(true);
    expect(films.filter((f) => f.trailer === null)).toHaveLength(1);
    expect(films.some((f) => f.trailer?.startsWith('https://youtu.be/'))).toBe(true);
    expect(films.some((f) => f.trailer?.startsWith('https://www.youtube.com/watch?v='))).toBe(true);
    expect(films.some((f) => f.rating === '15 años')).toBe(true);
    expect(films.some((f) => f.rating === '18 años')).toBe(true);
  });

  it('funciones cover each of the next 14 days in every room, 13:00–22:30 Bogotá, without overlaps', async () => {
    const rows = await db
      .select({ roomId: schema.showtimes.roomId, startsAt: schema.showtimes.startsAt, duration: schema.films.duration, type: schema.films.type, release: schema.films.dateRelease, format: schema.showtimes.format })
      .from(schema.showtimes)
      .innerJoin(schema.films, eq(schema.films.id, schema.showtimes.filmId))
      .orderBy(asc(schema.showtimes.roomId), asc(schema.showtimes.startsAt));
    const days = new Set(rows.map((r) => DateTime.fromJSDate(r.startsAt, { zone: ZONE }).toISODate()));
    const expected = Array.from({ length: 14 }, (_, d) => now.plus({ days: d }).toISODate());
    expect([...days].sort()).toEqual(expected);

    const roomDays = new Set(rows.map((r) => `${r.roomId}|${DateTime.fromJSDate(r.startsAt, { zone: ZONE }).toISODate()}`));
    expect(roomDays.size).toBe(9 * 14);
    for (const [i, r] of rows.entries()) {
      const local = DateTime.fromJSDate(r.startsAt, { zone: ZONE });
      const minutes = local.hour * 60 + local.minute;
      expect(minutes).toBeGreaterThanOrEqual(13 * 60);
      expect(minutes).toBeLessThanOrEqual(22 * 60 + 30);
      expect(r.type).not.toBe('Próximamente');
      expect(local.toISODate()! >= r.release).toBe(true);
      const next = rows[i + 1];
      if (next && next.roomId === r.roomId) {
        expect(next.startsAt.getTime() - r.startsAt.getTime()).toBeGreaterThanOrEqual((r.duration + 20) * 60_000);
      }
    }
    // Presales only from a few days ahead.
    const presale = rows.filter((r) => r.type === 'Preventa');
    expect(presale.length).toBeGreaterThan(0);
    expect(Math.min(...presale.map((r) => r.startsAt.getTime()))).toBeGreaterThan(now.plus({ days: 2 }).toMillis());
    expect(rows.some((r) => r.format === '3D')).toBe(true);
  });

  it('every función has a price for each zone of its room and format, in integer pesos, cheaper for the club', async () => {
    const missing = await db.execute(sql`
      select count(*)::int as n from showtimes s
      join seats se on se.room_id = s.room_id and se.tipo_silla <> 'Pasillo'
      left join zone_prices p on p.room_id = s.room_id and p.zone_id = se.zone_id and p.format = s.format
      where p.id is null`);
    expect((missing as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    const prices = await db.select().from(schema.zonePrices);
    for (const p of prices) {
      expect(Number.isInteger(p.valor) && Number.isInteger(p.clubValor)).toBe(true);
      if (p.clienteFrecuente) expect(p.clubValor).toBeLessThan(p.valor);
    }
    const general2d = prices.find((p) => p.zona === 'General' && p.format === '2D')!;
    const general3d = prices.find((p) => p.zona === 'General' && p.format === '3D')!;
    expect(general2d.valor).toBe(14_000);
    expect(general3d.valor - general2d.valor).toBe(4_000);
    expect(prices.find((p) => p.zona === 'Preferencial' && p.format === '2D')!.valor).toBe(18_000);
  });

  it('confitería, settings, content, banners, gallery, pay brands and banks are there', async () => {
    const items = await db.select().from(schema.confectioneryItems);
    expect(items.filter((i) => /aval/i.test(i.name))).toHaveLength(1);
    const products = await db.query.scoreProducts.findMany({ with: { recipe: { with: { options: true } } } });
    expect(products.some((p) => p.tipo === 'P')).toBe(true);
    const combos = products.filter((p) => p.tipo === 'A');
    expect(combos.length).toBeGreaterThan(3);
    expect(combos.every((c) => c.recipe.length > 0 && c.recipe.every((g) => g.options.length > 1))).toBe(true);
    expect(products.some((p) => p.cinefanPlus)).toBe(true);
    expect(products.every((p) => p.precioOtroPago <= p.precioGeneral)).toBe(true);

    const settings = Object.fromEntries((await db.select().from(schema.settings)).map((s) => [s.key, s]));
    expect(settings.ticket_servicio.value).toBe('2500');
    expect(settings.confiteria_servicio.value).toBe('1000');
    expect(Number(settings.maximo_entradas.value)).toBeGreaterThan(0);
    expect(settings.membresia_valor.value).toBe('60000');
    expect(settings.membresia_servicio.value).toBe('3000');
    expect(settings.popup).toMatchObject({ complement: '/club-vizionarios', extra: '_self' });

    const groups = await db.query.contentGroups.findMany({ with: { contents: true } });
    const bySlug = Object.fromEntries(groups.map((g) => [g.slug, g.contents.map((c) => c.slug)]));
    expect(bySlug['pie-de-pagina-1'].length).toBeGreaterThanOrEqual(2);
    expect(bySlug['pie-de-pagina-2'].length).toBeGreaterThanOrEqual(2);
    expect(bySlug.corporativo.sort()).toEqual(['activacion', 'alquiler-de-sala', 'bonos', 'bonos-de-regalo', 'branding', 'corporativo']);
    const contents = await db.select().from(schema.contents);
    for (const slug of ['terminos-y-condiciones', 'politica-de-privacidad', 'terminos-y-condiciones-club-vizionarios']) {
      expect(contents.find((c) => c.slug === slug)?.content.length).toBeGreaterThan(300);
    }
    const corporate = contents.filter((c) => bySlug.corporativo.includes(c.slug)).map((c) => c.content).join(' ');
    for (const figure of ['50 personas', '50 combos', '10 días hábiles', '25.000', '6 meses', 'un año']) expect(corporate).toContain(figure);

    expect(await db.select().from(schema.banners)).toHaveLength(3);
    expect(await db.select().from(schema.galleries)).toHaveLength(6);
    const brands = await db.select().from(schema.payBrands);
    expect(brands.some((b) => b.payWithCard && b.payWithPse)).toBe(true);
    const banks = (await db.select().from(schema.banks)).map((b) => b.bankName);
    for (const name of ['Bancolombia', 'Banco de Bogotá', 'Nequi', 'Daviplata', 'BBVA Colombia']) expect(banks).toContain(name);
  });

  it('images are local SVGs with a title, under 3 KB, and every /media/ reference exists', async () => {
    const media = await db.select().from(schema.media);
    const names = new Set(media.map((m) => m.name));
    for (const m of media) {
      const text = Buffer.from(m.bytes).toString('utf8');
      expect(m.mime).toBe('image/svg+xml');
      expect(m.bytes.byteLength).toBeLessThan(3 * 1024);
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><title>[^<]+<\/title>/);
      expect(text.endsWith('</svg>')).toBe(true);
    }
    // Scan every text column of every table: /media/ references resolve, and no external URL but trailers.
    for (const table of tables) {
      const config = getTableConfig(table);
      const textColumns = Object.entries(getTableColumns(table)).filter(([, c]) => c.getSQLType() === 'text');
      for (const row of (await db.select().from(table)) as Record<string, unknown>[]) {
        for (const [key, column] of textColumns) {
          const value = row[key];
          if (typeof value !== 'string') continue;
          for (const [, name] of value.matchAll(/\/media\/([\w./-]+)/g)) expect(names, `${config.name}.${column.name}`).toContain(name);
          if (!(config.name === 'films' && column.name === 'trailer')) expect(value, `${config.name}.${column.name}`).not.toMatch(/https?:\/\//);
        }
      }
    }
  });

  it('a second run inserts nothing and changes no count', async () => {
    const before = await counts(db);
    const again = await seed(db, { now });
    expect(total(again)).toBe(0);
    expect(await counts(db)).toEqual(before);
  });

  it('a later boot only tops up the missing days and keeps upcoming films in the future', async () => {
    const before = await counts(db);
    const later = now.plus({ days: 30 });
    const report = await seed(db, { now: later });
    const after = await counts(db);
    expect(report.showtimes).toBeGreaterThan(0);
    expect(after.showtimes - before.showtimes).toBe(report.showtimes);
    for (const [name, n] of Object.entries(after)) if (name !== 'showtimes') expect(n, name).toBe(before[name]);
    const upcoming = await db.select().from(schema.films).where(sql`${schema.films.type} in ('Próximamente', 'Preventa')`);
    expect(upcoming.every((f) => f.dateRelease > later.toISODate()!)).toBe(true);
    expect(report.filmsRescheduled).toBeGreaterThan(0);

    const perDay = await db
      .select({ day: sql<string>`to_char(${schema.showtimes.startsAt} at time zone 'America/Bogota', 'YYYY-MM-DD')`, rooms: sql<number>`count(distinct room_id)::int` })
      .from(schema.showtimes)
      .groupBy(sql`1`);
    const covered = new Map(perDay.map((d) => [d.day, d.rooms]));
    for (let d = 0; d < 14; d++) expect(covered.get(later.plus({ days: d }).toISODate()!)).toBe(9);
    expect(total(await seed(db, { now: later }))).toBe(0);
  });
});
