// Demo data, safe on every boot: inserts only what is missing (by natural keys), keeps demo
// presale/upcoming films in the future and tops up funciones for the next 14 days.
// Runs in one transaction under an advisory lock, so concurrent boots cannot interleave.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { THEATER_ID } from '../../../openapi/rules.ts';
import { DATABASE_LOCKS } from '../advisory-locks.ts';
import { ZONE } from '../constants.ts';
import type { Db, Tx } from '../db.ts';
import * as t from '../schema.ts';
import { demoCategories, demoProducts } from './confiteria.ts';
import { demoContentGroups, demoContents } from './contenidos.ts';
import { demoFilms } from './peliculas.ts';
import { completarCartelera } from './funciones.ts';
import { banner, brandLogo, mediaUrl, poster, product, roomPhoto, scene, type SvgImage } from './images.ts';
import { demoRooms, demoZones, layout, prices, roomHtml } from './salas.ts';
import { demoBanks, demoBanners, demoGallery, demoPayBrands, demoSettings, demoTheater } from './sitio.ts';

export { completarCartelera, DAYS_AHEAD, programacionDelDia } from './funciones.ts';

export interface SeedOptions {
  /** The clock of the seed (default: now). Funciones are added for 14 days from this day in Bogotá. */
  now?: DateTime;
}

/** How many rows each step inserted (or updated, for films' release dates). */
export type SeedReport = Record<string, number>;

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const now = (options.now ?? DateTime.now()).setZone(ZONE);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DATABASE_LOCKS.seed})`);
    const report: SeedReport = {};
    report.media = await seedMedia(tx);
    report.theaters = await seedTheater(tx);
    Object.assign(report, await seedSalas(tx));
    Object.assign(report, await seedFilms(tx, now));
    report.showtimes = await completarCartelera(tx, now);
    Object.assign(report, await seedConfiteria(tx));
    Object.assign(report, await seedSitio(tx));
    return report;
  });
}

export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const productImage = (descripcion: string) => `confiteria/${slugify(descripcion)}.svg`;

/** Every generated picture of the demo. */
export function demoImages(): SvgImage[] {
  return [
    ...demoFilms.map((f) => poster(f)),
    ...demoRooms.flatMap((r) => [roomPhoto(r.slug, r.name, r.complement, r.color, 1), ...(r.secondImage ? [roomPhoto(r.slug, r.name, r.complement, r.color, 2)] : [])]),
    ...demoBanners.map((b) => banner(b.key, b.name, b.subtitle, b.color)),
    ...demoProducts.map((p) => product(slugify(p.descripcion), p.descripcion, p.shape, p.color)),
    ...demoPayBrands.map((b) => brandLogo(b.key, b.name, b.color, b.mark)),
    ...demoGallery.map((g) => scene('galeria', g.key, g.name, g.color)),
    ...demoContents.filter((c) => c.image).map((c) => scene('corporativo', c.slug, c.title, '#6d28d9')),
    scene('popup', 'club-vizionarios', 'Club Vizionarios: hasta 20 % de descuento', '#5b21b6'),
  ];
}

async function seedMedia(tx: Tx): Promise<number> {
  const rows = demoImages().map((i) => ({ name: i.name, mime: 'image/svg+xml', bytes: Buffer.from(i.svg, 'utf8') }));
  const inserted = await tx.insert(t.media).values(rows).onConflictDoNothing().returning({ id: t.media.id });
  return inserted.length;
}

async function seedTheater(tx: Tx): Promise<number> {
  const inserted = await tx.insert(t.theaters).values(demoTheater).onConflictDoNothing().returning({ id: t.theaters.id });
  if (inserted.length) {
    // The theater was inserted with its id: move the identity past it.
    await tx.execute(sql`select setval(pg_get_serial_sequence('theaters', 'id'), (select max(id) from theaters))`);
  }
  return inserted.length;
}

async function seedSalas(tx: Tx): Promise<SeedReport> {
  const zones = await tx
    .insert(t.zones)
    .values(demoZones.map((z) => ({ ...z, theaterId: THEATER_ID })))
    .onConflictDoNothing()
    .returning({ id: t.zones.id });
  const zoneIds = new Map((await tx.select().from(t.zones).where(eq(t.zones.theaterId, THEATER_ID))).map((z) => [z.codigo, z.id]));

  const rooms = await tx
    .insert(t.rooms)
    .values(
      demoRooms.map((r, i) => {
        const html = roomHtml(r);
        return {
          theaterId: THEATER_ID,
          slug: r.slug,
          name: r.name,
          complement: r.complement,
          image: mediaUrl(`salas/${r.slug}.svg`),
          image2: r.secondImage ? mediaUrl(`salas/${r.slug}-2.svg`) : null,
          shortDescription: html.short,
          description: html.long,
          maxSeatsPerPurchase: r.maxSeatsPerPurchase,
          position: i + 1,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: t.rooms.id });
  const roomRows = await tx.select({ id: t.rooms.id, slug: t.rooms.slug }).from(t.rooms).where(eq(t.rooms.theaterId, THEATER_ID));
  const roomIds = new Map(roomRows.map((r) => [r.slug, r.id]));

  // A room's grid is written whole or not at all.
  const withSeats = new Set(
    (await tx.selectDistinct({ roomId: t.seats.roomId }).from(t.seats).where(inArray(t.seats.roomId, [...roomIds.values()]))).map((s) => s.roomId),
  );
  let seats = 0;
  let zonePrices = 0;
  for (const room of demoRooms) {
    const roomId = roomIds.get(room.slug)!;
    if (!withSeats.has(roomId)) {
      const cells = layout(room).map(({ zone, ...cell }) => ({ ...cell, roomId, zoneId: zone ? zoneIds.get(zone)! : null }));
      for (let i = 0; i < cells.length; i += 500) {
        seats += (await tx.insert(t.seats).values(cells.slice(i, i + 500)).onConflictDoNothing().returning({ id: t.seats.id })).length;
      }
    }
    const priceRows = prices(room).map(({ zone, ...p }) => ({ ...p, roomId, zoneId: zoneIds.get(zone)! }));
    zonePrices += (await tx.insert(t.zonePrices).values(priceRows).onConflictDoNothing().returning({ id: t.zonePrices.id })).length;
  }
  return { zones: zones.length, rooms: rooms.length, seats, zonePrices };
}

async function seedFilms(tx: Tx, now: DateTime): Promise<SeedReport> {
  const today = now.startOf('day');
  const releaseOf = (offset: number) => today.plus({ days: offset }).toISODate()!;
  const inserted = await tx
    .insert(t.films)
    .values(
      demoFilms.map(({ releaseOffset, formats: _f, versions: _v, color: _c, ...f }) => ({
        ...f,
        dateRelease: releaseOf(releaseOffset),
        poster: mediaUrl(`posters/${f.slug}.svg`),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: t.films.id });

  // Demo presales and upcoming films stay in the future however long the demo runs.
  let rescheduled = 0;
  for (const f of demoFilms.filter((d) => d.type !== 'Estreno')) {
    const moved = await tx
      .update(t.films)
      .set({ dateRelease: releaseOf(f.releaseOffset) })
      .where(and(eq(t.films.slug, f.slug), eq(t.films.type, f.type), lte(t.films.dateRelease, today.toISODate()!)))
      .returning({ id: t.films.id });
    rescheduled += moved.length;
  }
  return { films: inserted.length, filmsRescheduled: rescheduled };
}

async function seedConfiteria(tx: Tx): Promise<SeedReport> {
  const categories = await tx.insert(t.confectioneryCategories).values([...demoCategories]).onConflictDoNothing().returning({ id: t.confectioneryCategories.id });
  const categoryIds = new Map((await tx.select().from(t.confectioneryCategories)).map((c) => [c.name, c.id]));

  const products = await tx
    .insert(t.scoreProducts)
    .values(
      demoProducts.map((p, i) => ({
        theaterId: THEATER_ID,
        codigo: p.codigo,
        descripcion: p.descripcion,
        tipo: p.tipo,
        cantidad: 1,
        cinefanPlus: p.cinefanPlus,
        precioGeneral: p.precioGeneral,
        precioOtroPago: p.precioOtroPago,
        image: mediaUrl(productImage(p.descripcion)),
        position: i + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: t.scoreProducts.id });
  const productIds = new Map(
    (await tx.select({ id: t.scoreProducts.id, codigo: t.scoreProducts.codigo }).from(t.scoreProducts).where(inArray(t.scoreProducts.codigo, demoProducts.map((p) => p.codigo)))).map((p) => [p.codigo, p.id]),
  );

  const groupRows = demoProducts.flatMap((p) => p.recipe.map((g, i) => ({ productId: productIds.get(p.codigo)!, codigo: g.codigo, name: g.name, cantidad: g.cantidad, position: i + 1 })));
  const groups = groupRows.length ? await tx.insert(t.comboRecipeGroups).values(groupRows).onConflictDoNothing().returning({ id: t.comboRecipeGroups.id }) : [];
  const groupIds = new Map(
    (await tx.select().from(t.comboRecipeGroups).where(inArray(t.comboRecipeGroups.productId, [...productIds.values()]))).map((g) => [`${g.productId}|${g.codigo}`, g.id]),
  );
  const optionRows = demoProducts.flatMap((p) =>
    p.recipe.flatMap((g) =>
      g.options.map(([codigo, descripcion], i) => ({ groupId: groupIds.get(`${productIds.get(p.codigo)}|${g.codigo}`)!, codigo, descripcion, position: i + 1 })),
    ),
  );
  const options = optionRows.length ? await tx.insert(t.comboRecipeOptions).values(optionRows).onConflictDoNothing().returning({ id: t.comboRecipeOptions.id }) : [];

  const items = await tx
    .insert(t.confectioneryItems)
    .values(
      demoProducts.map((p, i) => ({
        name: p.descripcion,
        image: mediaUrl(productImage(p.descripcion)),
        description: p.description,
        categoryId: categoryIds.get(p.category)!,
        scoreId: productIds.get(p.codigo)!,
        position: i + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: t.confectioneryItems.id });

  return { confectioneryCategories: categories.length, scoreProducts: products.length, comboRecipeGroups: groups.length, comboRecipeOptions: options.length, confectioneryItems: items.length };
}

async function seedSitio(tx: Tx): Promise<SeedReport> {
  const settings = await tx.insert(t.settings).values(demoSettings).onConflictDoNothing().returning({ key: t.settings.key });

  const groups = await tx.insert(t.contentGroups).values([...demoContentGroups]).onConflictDoNothing().returning({ id: t.contentGroups.id });
  const groupIds = new Map((await tx.select().from(t.contentGroups)).map((g) => [g.slug, g.id]));
  const contents = await tx
    .insert(t.contents)
    .values(
      demoContents.map(({ group, image, content, ...c }) => ({
        ...c,
        groupId: groupIds.get(group)!,
        image: image ? mediaUrl(image) : null,
        content: content.trim(),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: t.contents.id });

  // Lists without a natural key: filled only when empty.
  let banners = 0;
  if ((await tx.select({ id: t.banners.id }).from(t.banners).limit(1)).length === 0) {
    banners = (
      await tx
        .insert(t.banners)
        .values(demoBanners.map((b, i) => ({ image: mediaUrl(`banners/${b.key}.svg`), name: b.name, url: b.url, target: '_self', position: i + 1 })))
        .returning({ id: t.banners.id })
    ).length;
  }
  let galleries = 0;
  if ((await tx.select({ id: t.galleries.id }).from(t.galleries).limit(1)).length === 0) {
    galleries = (
      await tx
        .insert(t.galleries)
        .values(demoGallery.map((g, i) => ({ image: mediaUrl(`galeria/${g.key}.svg`), name: g.name, position: i + 1 })))
        .returning({ id: t.galleries.id })
    ).length;
  }

  const payBrands = await tx
    .insert(t.payBrands)
    .values(demoPayBrands.map(({ key, mark: _m, color: _c, ...b }) => ({ ...b, image: mediaUrl(`medios-de-pago/${key}.svg`) })))
    .onConflictDoNothing()
    .returning({ id: t.payBrands.id });
  const banks = await tx
    .insert(t.banks)
    .values(demoBanks.map(([bankCode, bankName]) => ({ bankCode, bankName })))
    .onConflictDoNothing()
    .returning({ id: t.banks.id });

  return { settings: settings.length, contentGroups: groups.length, contents: contents.length, banners, galleries, payBrands: payBrands.length, banks: banks.length };
}
