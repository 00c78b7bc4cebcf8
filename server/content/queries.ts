import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Banner, ContentItem, ContentPage, GalleryImage, Setting } from '../../openapi/index.ts';
import { schema, type Db } from '../db/open.ts';

const { banners, contentGroups, contents, galleries, settings } = schema;

type ContentRow = typeof contents.$inferSelect;

const toPage = (row: ContentRow): ContentPage => ({
  id: row.id,
  slug: row.slug,
  image: row.image,
  title: row.title,
  subtitle: row.subtitle,
  content: row.content,
});

export async function contentsOfType(db: Db, type: string): Promise<ContentItem[]> {
  return db
    .select({ id: contents.id, slug: contents.slug, title: contents.title })
    .from(contents)
    .innerJoin(contentGroups, eq(contentGroups.id, contents.groupId))
    .where(eq(contentGroups.slug, type))
    .orderBy(asc(contents.position), asc(contents.id));
}

export async function contentById(db: Db, id: number): Promise<ContentPage | undefined> {
  const [row] = await db.select().from(contents).where(eq(contents.id, id)).limit(1);
  return row && toPage(row);
}

export async function contentBySlug(db: Db, slug: string, group?: string): Promise<ContentPage | undefined> {
  const [row] = await db
    .select({ content: contents })
    .from(contents)
    .innerJoin(contentGroups, eq(contentGroups.id, contents.groupId))
    .where(and(eq(contents.slug, slug), group ? eq(contentGroups.slug, group) : undefined))
    .limit(1);
  return row && toPage(row.content);
}

export async function pagesOfGroup(db: Db, group: string): Promise<ContentPage[]> {
  const rows = await db
    .select({ content: contents })
    .from(contents)
    .innerJoin(contentGroups, eq(contentGroups.id, contents.groupId))
    .where(eq(contentGroups.slug, group))
    .orderBy(asc(contents.position), asc(contents.id));
  return rows.map((r) => toPage(r.content));
}

export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
  return rows.map((b) => ({ id: b.id, image: b.image, name: b.name, url: b.url ?? '/', target: b.target as Banner['target'] }));
}

export async function listGalleries(db: Db): Promise<GalleryImage[]> {
  return db.select({ id: galleries.id, image: galleries.image }).from(galleries).orderBy(asc(galleries.position), asc(galleries.id));
}

/** The settings the public site reads (the contract's keys); the staff's own (limpieza_minutos…) stay off the list. */
const PUBLIC_SETTINGS = ['ticket_servicio', 'confiteria_servicio', 'maximo_entradas', 'membresia_valor', 'membresia_servicio', 'popup'] as const satisfies readonly Setting['key'][];

export async function listSettings(db: Db): Promise<Setting[]> {
  const rows = await db.select().from(settings).where(inArray(settings.key, [...PUBLIC_SETTINGS])).orderBy(asc(settings.key));
  return rows.map((s) => ({ key: s.key as Setting['key'], value: s.value, complement: s.complement, extra: s.extra }));
}

/** A numeric setting (maximo_entradas, tarifas…); undefined when missing or not a number. */
export async function numericSetting(db: Db, key: Setting['key']): Promise<number | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  const n = row ? Number.parseInt(row.value, 10) : NaN;
  return Number.isFinite(n) ? n : undefined;
}
