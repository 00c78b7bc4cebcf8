// The home carousel's banners as the programming desk keeps them: list, create (last), edit,
// reorder, delete; each write with its audit line in the caller's transaction. The image is an
// uploaded one (imagenes.ts); the link's shape and target are the contract's.
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffBanner, StaffBannerInput } from '../../../openapi/index.ts';
import type { DbOrTx } from '../../db/open.ts';
import { banners } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { StaffActor } from '../accounts/guard.ts';
import { audit } from '../audit/audit.ts';
import { checkUploadedImage } from './imagenes.ts';
import { checkOrder } from './orden.ts';

type Row = typeof banners.$inferSelect;

const toBanner = (b: Row): StaffBanner => ({ id: b.id, image: b.image, name: b.name, url: b.url, target: b.target as StaffBanner['target'], position: b.position });
const target = (id: number) => `banner:${id}`;
export const BANNER_NOT_FOUND = 'Ese banner no existe.';

export async function listStaffBanners(db: DbOrTx): Promise<StaffBanner[]> {
  return (await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id))).map(toBanner);
}

async function lockBanner(tx: DbOrTx, id: number): Promise<Row> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  if (!row) throw notFound(BANNER_NOT_FOUND);
  return row;
}

const valuesOf = (input: StaffBannerInput) => ({ image: input.image, name: input.name.trim(), url: input.url, target: input.target });

export async function createBanner(tx: DbOrTx, actor: StaffActor, input: StaffBannerInput): Promise<StaffBanner> {
  await checkUploadedImage(tx, input.image, 'image');
  const [row] = await tx
    .insert(banners)
    .values({ ...valuesOf(input), position: sql`(select coalesce(max(${banners.position}), 0) + 1 from ${banners})` })
    .returning();
  const made = toBanner(row);
  await audit(tx, actor, { action: 'programacion.banner.crear', target: target(made.id), before: null, after: made });
  return made;
}

export async function updateBanner(tx: DbOrTx, actor: StaffActor, id: number, input: StaffBannerInput): Promise<StaffBanner> {
  const before = toBanner(await lockBanner(tx, id));
  await checkUploadedImage(tx, input.image, 'image');
  const [row] = await tx.update(banners).set(valuesOf(input)).where(eq(banners.id, id)).returning();
  const after = toBanner(row);
  await audit(tx, actor, { action: 'programacion.banner.editar', target: target(id), before, after });
  return after;
}

export async function deleteBanner(tx: DbOrTx, actor: StaffActor, id: number): Promise<StaffBanner> {
  const before = toBanner(await lockBanner(tx, id));
  await tx.delete(banners).where(eq(banners.id, id));
  await audit(tx, actor, { action: 'programacion.banner.borrar', target: target(id), before, after: null });
  return before;
}

export async function reorderBanners(tx: DbOrTx, actor: StaffActor, ids: number[]): Promise<StaffBanner[]> {
  const current = await tx.select().from(banners).orderBy(asc(banners.position), asc(banners.id)).for('update');
  checkOrder(
    current.map((b) => b.id),
    ids,
    'los banners',
  );
  for (const [i, id] of ids.entries()) await tx.update(banners).set({ position: i + 1 }).where(eq(banners.id, id));
  await audit(tx, actor, { action: 'programacion.banner.ordenar', target: null, before: { ids: current.map((b) => b.id) }, after: { ids } });
  return listStaffBanners(tx);
}
