import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ConfectioneryItem, ScoreProduct } from '../../openapi/index.ts';
import { schema, type Db, type DbOrTx } from '../db/open.ts';

const { comboRecipeGroups, comboRecipeOptions, confectioneryCategories, confectioneryItems, scoreProducts, theaters } = schema;

/** Display cards of the confitería page, optionally of one category; a card of a product taken off sale is left out. */
export async function confectioneryCards(db: Db, categoryId?: number): Promise<ConfectioneryItem[]> {
  const rows = await db
    .select({ item: confectioneryItems, categoryName: confectioneryCategories.name })
    .from(confectioneryItems)
    .innerJoin(confectioneryCategories, eq(confectioneryCategories.id, confectioneryItems.categoryId))
    .leftJoin(scoreProducts, eq(scoreProducts.id, confectioneryItems.scoreId))
    .where(and(categoryId ? eq(confectioneryItems.categoryId, categoryId) : undefined, or(isNull(scoreProducts.id), eq(scoreProducts.disponible, true))))
    .orderBy(asc(confectioneryCategories.position), asc(confectioneryItems.position), asc(confectioneryItems.id));
  return rows.map(({ item, categoryName }) => ({
    id: item.id,
    name: item.name,
    image: item.image,
    description: item.description,
    category_id: item.categoryId,
    category_name: categoryName,
    score_id: item.scoreId,
  }));
}

/** The recipe groups of these products and their options, each in the page's order (the public catalogue's and the desk's one read). */
export async function recipesOf(db: DbOrTx, productIds: number[]) {
  const groups = productIds.length
    ? await db.select().from(comboRecipeGroups).where(inArray(comboRecipeGroups.productId, productIds)).orderBy(asc(comboRecipeGroups.position), asc(comboRecipeGroups.id))
    : [];
  const options = groups.length
    ? await db
        .select()
        .from(comboRecipeOptions)
        .where(inArray(comboRecipeOptions.groupId, groups.map((g) => g.id)))
        .orderBy(asc(comboRecipeOptions.position), asc(comboRecipeOptions.id))
    : [];
  return { groups, options };
}

/** What the theater's point of sale sells: products and combos on sale, with their recipes and prices. */
export async function scoreCatalogue(db: Db, theater: string): Promise<ScoreProduct[] | undefined> {
  const [t] = await db.select({ id: theaters.id }).from(theaters).where(eq(theaters.slug, theater)).limit(1);
  if (!t) return undefined;
  const products = await db
    .select()
    .from(scoreProducts)
    .where(and(eq(scoreProducts.theaterId, t.id), eq(scoreProducts.disponible, true)))
    .orderBy(asc(scoreProducts.position), asc(scoreProducts.id));
  const { groups, options } = await recipesOf(db, products.map((p) => p.id));

  return products.map((p) => ({
    Codigo: p.id,
    Descripcion: p.descripcion,
    Tipo: p.tipo,
    Cantidad: p.cantidad,
    CineFanPlus: p.cinefanPlus ? 's' : 'n',
    Precios: [{ General: p.precioGeneral, OtroPago: p.precioOtroPago }],
    image: p.image,
    Receta: groups
      .filter((g) => g.productId === p.id)
      .map((g) => ({
        Codigo: g.id,
        Descripcion: g.name,
        Cantidad: g.cantidad,
        Opciones: options.filter((o) => o.groupId === g.id).map((o) => ({ Codigo: o.id, Descripcion: o.descripcion })),
      })),
  }));
}
