// The confitería's products and combos on the programming desk (server/staff/programacion/productos.ts)
// through the API: listed, created and edited whole (prices, recipe, CineFanPlus, availability), each
// write audited; the public confitería reads (cached) show the change, a product taken off sale is
// neither listed nor priced; bad input is a Spanish 4xx that changes nothing.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConfectioneryItem, ScoreProduct, StaffProduct, StaffProductInput } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { useApp } from '../../../helpers/build.ts';
import { api, reserve } from '../../../helpers/purchase.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { staffAudit } = schema;
const { app } = useApp();

const products = async (who: SignedInStaff) => ((await staffApi(app(), who, 'GET', '/staff/programacion/productos')).json() as { productos: StaffProduct[] }).productos;

/** The public confitería (a cached read) until `seen` holds: the change's NOTIFY may take a moment. */
async function publicRead<T>(url: string, seen: (body: T) => boolean): Promise<T> {
  const deadline = Date.now() + 3000;
  let body = (await api(app(), undefined, 'GET', url)).json() as T;
  while (!seen(body) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    body = (await api(app(), undefined, 'GET', url)).json() as T;
  }
  return body;
}
const score = (seen: (list: ScoreProduct[]) => boolean) => publicRead<ScoreProduct[]>('/confectioneries/score/viziona', seen);

let n = 0;
const combo = (overrides: Partial<StaffProductInput> = {}): StaffProductInput => ({
  codigo: `T${++n}${Date.now() % 100000}`,
  descripcion: `Combo de prueba ${n}`,
  tipo: 'A',
  cantidad: 1,
  cinefan_plus: false,
  precio_general: 21_000,
  precio_otro_pago: 18_000,
  disponible: true,
  image: '/media/confiteria/combo.png',
  receta: [
    { nombre: 'Sabor', cantidad: 1, opciones: [{ descripcion: 'Sal' }, { descripcion: 'Caramelo' }] },
    { nombre: 'Bebida', cantidad: 2, opciones: [{ descripcion: 'Cola' }] },
  ],
  ...overrides,
});

/** A StaffProduct as the edit form sends it back. */
const asInput = (p: StaffProduct): StaffProductInput => {
  const { id: _id, ...rest } = p;
  return rest;
};

async function created(who: SignedInStaff, input = combo()): Promise<StaffProduct> {
  const res = await staffApi(app(), who, 'POST', '/staff/programacion/productos', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A quote of one unit of `product` (first option of each group) for a new buyer's reservation. */
async function quoteWith(product: { id: number; receta: { opciones: { id: number }[] }[] }) {
  const r = await reserve(app(), { count: 1 });
  return api(app(), r.session.token, 'POST', '/checkout/quote', {
    score_consecutive: r.consecutivo,
    showtime_id: r.showtimeId,
    seats: r.seats,
    products: [{ Codigo: product.id, Cantidad: 1, Receta: product.receta.map((g) => g.opciones[0].id) }],
  });
}

const linesOf = (id: number) => app().db.select().from(staffAudit).where(eq(staffAudit.target, `producto:${id}`));

describe('products and combos', () => {
  it('lists every product with its recipe, prices, CineFanPlus and availability', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const list = await products(programmer);
    expect(list.length).toBeGreaterThan(5);
    expect(list.some((p) => p.tipo === 'A' && p.receta.length > 0 && p.receta[0].opciones.length > 0)).toBe(true);
    expect(list.some((p) => p.cinefan_plus)).toBe(true);
    expect(list.every((p) => p.disponible && Number.isInteger(p.precio_general))).toBe(true);
  });

  it('a new combo is on the public confitería at once and priced by the quote; audited', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const made = await created(programmer);
    expect(made).toMatchObject({ tipo: 'A', precio_general: 21_000, precio_otro_pago: 18_000, disponible: true });
    expect(made.receta.map((g) => [g.nombre, g.cantidad, g.codigo, g.opciones.map((o) => [o.descripcion, o.codigo])])).toEqual([
      ['Sabor', 1, 'G1', [['Sal', 'O1'], ['Caramelo', 'O2']]],
      ['Bebida', 2, 'G2', [['Cola', 'O1']]],
    ]);
    const listed = (await score((l) => l.some((p) => p.Codigo === made.id))).find((p) => p.Codigo === made.id);
    expect(listed).toMatchObject({ Descripcion: made.descripcion, Tipo: 'A', CineFanPlus: 'n', Precios: [{ General: 21_000, OtroPago: 18_000 }] });
    expect(listed!.Receta.map((g) => g.Opciones.map((o) => o.Descripcion))).toEqual([['Sal', 'Caramelo'], ['Cola']]);

    const quoted = await quoteWith(made);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().products).toMatchObject([{ Codigo: made.id, valor: 21_000, total: 21_000 }]);

    const [line] = await linesOf(made.id);
    expect(line).toMatchObject({ action: 'programacion.producto.create', personId: programmer.id, role: 'programacion', before: null, after: made });
  });

  it('an edit changes price, recipe and CineFanPlus: kept options keep their ids, the public read and the audit follow', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const made = await created(programmer);
    const [sabor, bebida] = made.receta;
    const edit: StaffProductInput = {
      ...asInput(made),
      precio_general: 23_000,
      precio_otro_pago: 19_500,
      receta: [
        { ...sabor, nombre: 'Sabor de las crispetas', opciones: [{ ...sabor.opciones[1], descripcion: 'Caramelo salado' }, { descripcion: 'Mixtas' }] },
        { nombre: 'Dulce', cantidad: 1, opciones: [{ descripcion: 'Chocolatina' }] },
      ],
    };
    const res = await staffApi(app(), programmer, 'PUT', `/staff/programacion/productos/${made.id}`, edit);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as StaffProduct;
    expect(after.receta[0]).toMatchObject({ id: sabor.id, nombre: 'Sabor de las crispetas', opciones: [{ id: sabor.opciones[1].id, descripcion: 'Caramelo salado' }, { descripcion: 'Mixtas' }] });
    expect(after.receta[1].id).not.toBe(bebida.id);
    expect(after.receta.map((g) => g.nombre)).toEqual(['Sabor de las crispetas', 'Dulce']);

    const listed = (await score((l) => l.some((p) => p.Codigo === made.id && p.Precios[0].General === 23_000))).find((p) => p.Codigo === made.id)!;
    expect(listed.Precios).toEqual([{ General: 23_000, OtroPago: 19_500 }]);
    expect(listed.Receta.map((g) => g.Descripcion)).toEqual(['Sabor de las crispetas', 'Dulce']);
    const quoted = await quoteWith(after);
    expect(quoted.json().products).toMatchObject([{ Codigo: made.id, valor: 23_000 }]);

    const lines = (await linesOf(made.id)).filter((l) => l.action === 'programacion.producto.change');
    expect(lines.map((l) => [l.before, l.after])).toEqual([[made, after]]);

    // CineFanPlus: offered only to members whose CineFan is on, so a plain buyer's quote refuses it.
    const plus = await staffApi(app(), programmer, 'PUT', `/staff/programacion/productos/${made.id}`, { ...asInput(after), cinefan_plus: true });
    expect(plus.json().cinefan_plus).toBe(true);
    expect((await score((l) => l.find((p) => p.Codigo === made.id)?.CineFanPlus === 's')).find((p) => p.Codigo === made.id)!.CineFanPlus).toBe('s');
    expect((await quoteWith(after)).statusCode).toBe(400);
  });

  it('taken off sale: gone from the public confitería and its card, refused by the quote; back on sale, listed again', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const cards = await publicRead<ConfectioneryItem[]>('/confectioneries', () => true);
    const withCard = cards.find((c) => c.score_id !== null)!;
    const product = (await products(programmer)).find((p) => p.id === withCard.score_id)!;

    const off = await staffApi(app(), programmer, 'PUT', `/staff/programacion/productos/${product.id}`, { ...asInput(product), disponible: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().disponible).toBe(false);
    expect((await score((l) => !l.some((p) => p.Codigo === product.id))).some((p) => p.Codigo === product.id)).toBe(false);
    const cardsAfter = await publicRead<ConfectioneryItem[]>('/confectioneries', (list) => !list.some((c) => c.id === withCard.id));
    expect(cardsAfter.some((c) => c.id === withCard.id)).toBe(false);
    const refused = await quoteWith(product);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`El producto ${product.descripcion} ya no está a la venta.`);
    // Still on the desk's list, to be put back.
    expect((await products(programmer)).find((p) => p.id === product.id)!.disponible).toBe(false);

    const on = await staffApi(app(), programmer, 'PUT', `/staff/programacion/productos/${product.id}`, { ...asInput(product), disponible: true });
    expect(on.statusCode).toBe(200);
    expect((await score((l) => l.some((p) => p.Codigo === product.id))).some((p) => p.Codigo === product.id)).toBe(true);
    expect((await quoteWith(product)).statusCode).toBe(200);
  });
});

describe('refused, in Spanish, nothing changed', () => {
  const cases: [string, (p: StaffProduct) => object, number, string][] = [
    ['a negative price', () => ({ precio_general: -21_000 }), 400, 'El campo precio_general debe ser mayor o igual a 1.'],
    ['a fractional price', () => ({ precio_otro_pago: 17_999.5 }), 400, 'El campo precio_otro_pago debe ser un número entero.'],
    ['a club price above the general one', (p) => ({ precio_otro_pago: p.precio_general + 1 }), 400, 'El precio del club de Combo de prueba 1 no puede ser mayor que el precio general.'],
    ['a combo without a recipe', () => ({ receta: [] }), 400, 'Un combo necesita al menos un grupo de receta con sus opciones.'],
    ['a single product with a recipe', () => ({ tipo: 'P' }), 400, 'Un producto individual (tipo P) no lleva receta.'],
    ['a recipe group without options', () => ({ receta: [{ nombre: 'Bebida', cantidad: 1, opciones: [] }] }), 400, 'El campo receta.0.opciones debe tener al menos 1 elemento.'],
    ['a recipe group twice', () => ({ receta: [{ nombre: 'Bebida', cantidad: 1, opciones: [{ descripcion: 'Cola' }] }, { nombre: 'bebida', cantidad: 1, opciones: [{ descripcion: 'Agua' }] }] }), 400, 'El grupo «bebida» va dos veces en la receta.'],
    ['an option of another product', () => ({ receta: [{ nombre: 'Bebida', cantidad: 1, opciones: [{ id: 1, descripcion: 'Cola' }] }] }), 400, 'La opción 1 no es del grupo «Bebida».'],
    ['a group of another product', () => ({ receta: [{ id: 1, nombre: 'Bebida', cantidad: 1, opciones: [{ descripcion: 'Cola' }] }] }), 400, 'El grupo de receta 1 no es de este producto.'],
    ['a code another product has', () => ({ codigo: 'A001' }), 409, 'El código A001 ya es de otro producto.'],
    ['an unknown type', () => ({ tipo: 'X' }), 400, 'El campo tipo debe ser uno de: P, A.'],
  ];

  let subject: StaffProduct;
  for (const [what, change, status, message] of cases) {
    it(what, async () => {
      const programmer = await signedInStaff(app(), ['programacion']);
      subject ??= await created(programmer, combo({ codigo: 'PRUEBA1', descripcion: 'Combo de prueba 1' }));
      const before = await products(programmer);
      const audited = (await linesOf(subject.id)).length;
      const res = await staffApi(app(), programmer, 'PUT', `/staff/programacion/productos/${subject.id}`, { ...asInput(subject), ...change(subject) });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await products(programmer)).toEqual(before);
      expect((await linesOf(subject.id)).length).toBe(audited);
      // Creating with the same input is refused the same way (a new code, so the code's own case differs).
      const make = await staffApi(app(), programmer, 'POST', '/staff/programacion/productos', { ...asInput(subject), codigo: status === 409 ? 'A001' : 'NUEVO1', ...change(subject) });
      expect(make.statusCode).toBe(status);
      expect(await products(programmer)).toEqual(before);
    });
  }

  it('a product that does not exist: 404', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const res = await staffApi(app(), programmer, 'PUT', '/staff/programacion/productos/999999', combo());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('El producto 999999 no existe.');
    expect(await app().db.select().from(staffAudit).where(and(eq(staffAudit.personId, programmer.id), like(staffAudit.action, 'programacion.%')))).toEqual([]);
  });
});

describe('two programmers at once', () => {
  it('creating one new code twice at the same time: one product, the other a 409 in Spanish', async () => {
    const [ana, luis] = [await signedInStaff(app(), ['programacion']), await signedInStaff(app(), ['programacion'])];
    const input = combo({ codigo: 'DOBLE1' });
    const answers = await Promise.all([ana, luis].map((who) => staffApi(app(), who, 'POST', '/staff/programacion/productos', input)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('El código DOBLE1 ya es de otro producto.');
    expect((await products(ana)).filter((p) => p.codigo === 'DOBLE1')).toHaveLength(1);
  });
});
