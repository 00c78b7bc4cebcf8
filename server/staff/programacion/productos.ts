// The confitería's products and combos as the programming desk keeps them (score_products with
// their recipe groups and options): listed, created and edited whole, availability included. A
// product taken off sale leaves the public confitería and is refused by the pricing module; the
// public reads drop their cached answers through the tables' change triggers (migration 0002).
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { StaffProduct, StaffProductInput, StaffRecipeGroup } from '../../../openapi/index.ts';
import type { DbOrTx } from '../../db/open.ts';
import { recipesOf } from '../../catalogue/confiteria.ts';
import { comboRecipeGroups, comboRecipeOptions, scoreProducts, theaters } from '../../db/schema.ts';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { clubAboveGeneral, pesosMessage } from './tarifas.ts';

type ProductRow = typeof scoreProducts.$inferSelect;

/** The products of `ids` (every one when absent), with their recipes, in the page's order. */
async function productsOf(db: DbOrTx, ids?: number[]): Promise<StaffProduct[]> {
  const products = await db
    .select()
    .from(scoreProducts)
    .where(ids ? inArray(scoreProducts.id, ids) : undefined)
    .orderBy(asc(scoreProducts.position), asc(scoreProducts.id));
  if (products.length === 0) return [];
  const { groups, options } = await recipesOf(db, products.map((p) => p.id));
  return products.map((p) => ({
    id: p.id,
    codigo: p.codigo,
    descripcion: p.descripcion,
    tipo: p.tipo === 'P' ? 'P' : 'A',
    cantidad: p.cantidad,
    cinefan_plus: p.cinefanPlus,
    precio_general: p.precioGeneral,
    precio_otro_pago: p.precioOtroPago,
    disponible: p.disponible,
    image: p.image,
    receta: groups
      .filter((g) => g.productId === p.id)
      .map((g) => ({
        id: g.id,
        codigo: g.codigo,
        nombre: g.name,
        cantidad: g.cantidad,
        opciones: options.filter((o) => o.groupId === g.id).map((o) => ({ id: o.id, codigo: o.codigo, descripcion: o.descripcion })),
      })),
  }));
}

export const listProducts = (db: DbOrTx) => productsOf(db);

const MUST_HAVE_RECIPE = 'Un combo necesita al menos un grupo de receta con sus opciones.';
const PRODUCT_NO_RECIPE = 'Un producto individual (tipo P) no lleva receta.';
const codeTaken = (codigo: string) => `El código ${codigo} ya es de otro producto.`;

/** What the database's checks would refuse, refused first in Spanish (400), nothing written. */
function checkInput(input: StaffProductInput): void {
  for (const field of ['precio_general', 'precio_otro_pago'] as const) {
    if (!Number.isSafeInteger(input[field]) || input[field] < 1) throw badRequest(pesosMessage(field), { [field]: pesosMessage(field) });
  }
  if (input.precio_otro_pago > input.precio_general) throw badRequest(clubAboveGeneral(input.descripcion), { precio_otro_pago: clubAboveGeneral(input.descripcion) });
  if (!input.descripcion.trim()) throw badRequest('Escribe la descripción del producto.', { descripcion: 'Escribe la descripción del producto.' });
  if (input.tipo === 'A' && input.receta.length === 0) throw badRequest(MUST_HAVE_RECIPE, { receta: MUST_HAVE_RECIPE });
  if (input.tipo === 'P' && input.receta.length > 0) throw badRequest(PRODUCT_NO_RECIPE, { receta: PRODUCT_NO_RECIPE });
  const names = new Set<string>();
  input.receta.forEach((g, i) => {
    const name = g.nombre.trim().toLowerCase();
    if (!name) throw badRequest(`Escribe el nombre del grupo ${i + 1} de la receta.`);
    if (names.has(name)) throw badRequest(`El grupo «${g.nombre.trim()}» va dos veces en la receta.`);
    names.add(name);
    if (g.opciones.some((o) => !o.descripcion.trim())) throw badRequest(`Escribe cada opción del grupo «${g.nombre.trim()}».`);
  });
}

const fields = (input: StaffProductInput) => ({
  codigo: input.codigo,
  descripcion: input.descripcion.trim(),
  tipo: input.tipo,
  cantidad: input.cantidad,
  cinefanPlus: input.cinefan_plus,
  precioGeneral: input.precio_general,
  precioOtroPago: input.precio_otro_pago,
  disponible: input.disponible,
  image: input.image,
});

async function refuseTakenCode(tx: DbOrTx, codigo: string, productId?: number): Promise<void> {
  const [other] = await tx.select({ id: scoreProducts.id }).from(scoreProducts).where(eq(scoreProducts.codigo, codigo));
  if (other && other.id !== productId) throw conflict(codeTaken(codigo), { codigo: codeTaken(codigo) });
}

/** A write of the product's row; two saves of one new code at once: the second is the same 409 (its unique key). */
async function withCode<T>(codigo: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION && pgConstraint(err) === 'score_products_codigo_unique') throw conflict(codeTaken(codigo), { codigo: codeTaken(codigo) });
    throw err;
  }
}

/** A free code for a recipe row: the one sent, else its position's (G1, O2…), never one another row of its parent keeps. */
function codeFor(sent: string | undefined, prefix: string, index: number, taken: Set<string>): string {
  let code = sent?.trim() || `${prefix}${index + 1}`;
  for (let n = index + 2; taken.has(code) && !sent; n++) code = `${prefix}${n}`;
  if (taken.has(code)) throw badRequest(`El código ${code} va dos veces en la receta.`);
  taken.add(code);
  return code;
}

/**
 * Makes the product's recipe the one sent: groups and options with an `id` of this product are kept
 * (edited), those without are added, the rest removed. 400 for an id that is not this product's.
 */
async function writeRecipe(tx: DbOrTx, productId: number, recipe: StaffRecipeGroup[]): Promise<void> {
  const existing = await tx.select({ id: comboRecipeGroups.id }).from(comboRecipeGroups).where(eq(comboRecipeGroups.productId, productId));
  const groupIds = new Set(existing.map((g) => g.id));
  const existingOptions = groupIds.size
    ? await tx.select({ id: comboRecipeOptions.id, groupId: comboRecipeOptions.groupId }).from(comboRecipeOptions).where(inArray(comboRecipeOptions.groupId, [...groupIds]))
    : [];
  for (const g of recipe) {
    if (g.id !== undefined && !groupIds.has(g.id)) throw badRequest(`El grupo de receta ${g.id} no es de este producto.`);
    for (const o of g.opciones) {
      if (o.id !== undefined && !existingOptions.some((e) => e.id === o.id && e.groupId === g.id)) throw badRequest(`La opción ${o.id} no es del grupo «${g.nombre.trim()}».`);
    }
  }
  const keptGroups = recipe.flatMap((g) => (g.id === undefined ? [] : [g.id]));
  // Removed first (their options go with them), then codes freed by a rename are free to take.
  await tx.delete(comboRecipeGroups).where(and(eq(comboRecipeGroups.productId, productId), keptGroups.length ? notInArray(comboRecipeGroups.id, keptGroups) : undefined));
  // Codes are unique per product (and per group): move the kept ones aside before the new ones land.
  for (const id of keptGroups) await tx.update(comboRecipeGroups).set({ codigo: `~${id}` }).where(eq(comboRecipeGroups.id, id));
  const groupCodes = new Set<string>();
  for (const [gi, g] of recipe.entries()) {
    const values = { codigo: codeFor(g.codigo, 'G', gi, groupCodes), name: g.nombre.trim(), cantidad: g.cantidad, position: gi + 1 };
    const groupId =
      g.id !== undefined
        ? (await tx.update(comboRecipeGroups).set(values).where(eq(comboRecipeGroups.id, g.id)).returning({ id: comboRecipeGroups.id }))[0].id
        : (await tx.insert(comboRecipeGroups).values({ productId, ...values }).returning({ id: comboRecipeGroups.id }))[0].id;
    const keptOptions = g.opciones.flatMap((o) => (o.id === undefined ? [] : [o.id]));
    await tx.delete(comboRecipeOptions).where(and(eq(comboRecipeOptions.groupId, groupId), keptOptions.length ? notInArray(comboRecipeOptions.id, keptOptions) : undefined));
    for (const id of keptOptions) await tx.update(comboRecipeOptions).set({ codigo: `~${id}` }).where(eq(comboRecipeOptions.id, id));
    const optionCodes = new Set<string>();
    for (const [oi, o] of g.opciones.entries()) {
      const option = { codigo: codeFor(o.codigo, 'O', oi, optionCodes), descripcion: o.descripcion.trim(), position: oi + 1 };
      if (o.id !== undefined) await tx.update(comboRecipeOptions).set(option).where(eq(comboRecipeOptions.id, o.id));
      else await tx.insert(comboRecipeOptions).values({ groupId, ...option });
    }
  }
}

const oneProduct = async (tx: DbOrTx, id: number) => (await productsOf(tx, [id]))[0];

/** Creates a product or combo of the demo theater, in the caller's transaction; 400 for bad input, 409 for a code taken. */
export async function createProduct(tx: DbOrTx, input: StaffProductInput): Promise<StaffProduct> {
  checkInput(input);
  await refuseTakenCode(tx, input.codigo);
  const [theater] = await tx.select({ id: theaters.id }).from(theaters).orderBy(asc(theaters.id)).limit(1);
  const [last] = await tx.select({ position: scoreProducts.position }).from(scoreProducts).orderBy(desc(scoreProducts.position)).limit(1);
  const [made] = await withCode(input.codigo, () =>
    tx
      .insert(scoreProducts)
      .values({ theaterId: theater.id, ...fields(input), position: (last?.position ?? 0) + 1 })
      .returning({ id: scoreProducts.id }),
  );
  await writeRecipe(tx, made.id, input.receta);
  return oneProduct(tx, made.id);
}

/** Edits a product whole, in the caller's transaction, its row locked: before and after. 404 for an unknown product. */
export async function changeProduct(tx: DbOrTx, id: number, input: StaffProductInput): Promise<{ before: StaffProduct; after: StaffProduct }> {
  const [row]: ProductRow[] = await tx.select().from(scoreProducts).where(eq(scoreProducts.id, id)).for('update');
  if (!row) throw notFound(`El producto ${id} no existe.`);
  checkInput(input);
  await refuseTakenCode(tx, input.codigo, id);
  const before = await oneProduct(tx, id);
  await withCode(input.codigo, () => tx.update(scoreProducts).set(fields(input)).where(eq(scoreProducts.id, id)));
  await writeRecipe(tx, id, input.receta);
  return { before, after: await oneProduct(tx, id) };
}

export const productTarget = (id: number) => `producto:${id}`;
