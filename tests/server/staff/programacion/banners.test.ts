// The home carousel's banners on the programming desk: list, create (last), edit, reorder, delete,
// each write with its audit line and seen by the public read within 1 s; an image not uploaded, a
// link that is neither https nor a site path, a target other than _self/_blank, an unknown banner
// or an order that is not every banner once: a Spanish 4xx, nothing changed.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Banner, StaffBanner, StaffBannerInput } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { useApp } from '../../../helpers/build.ts';
import { png } from '../../../helpers/files.ts';
import { uploadImage } from '../../../helpers/programacion.ts';
import { signedInStaff, staffApi } from '../../../helpers/staff.ts';

const { app, get } = useApp();
const { banners, staffAudit } = schema;

const publicBanners = async () => (await get<Banner[]>('/banners/web')).body;
const rows = () => app().db.select().from(banners).orderBy(banners.id);
const linesOf = (personId: number) =>
  app()
    .db.select()
    .from(staffAudit)
    .where(and(eq(staffAudit.personId, personId), like(staffAudit.action, 'programacion.%')))
    .orderBy(staffAudit.id);

const input: StaffBannerInput = { image: '/media/banners/combos.svg', name: 'Estreno de la semana', url: '/cartelera', target: '_self' };

describe('banners', () => {
  it('lists, creates at the end, edits, reorders and deletes; the public carousel follows; each write is audited', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const listed = await staffApi(app(), ana, 'GET', '/staff/programacion/banners');
    expect(listed.statusCode, listed.body).toBe(200);
    const seeded = listed.json() as StaffBanner[];
    expect(seeded.map((b) => b.position)).toEqual([1, 2, 3]);

    const created = await staffApi(app(), ana, 'POST', '/staff/programacion/banners', { ...input, url: 'https://viziona.com.co/estrenos', target: '_blank' });
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json() as StaffBanner;
    expect(made).toMatchObject({ ...input, url: 'https://viziona.com.co/estrenos', target: '_blank', position: 4 });
    await expect.poll(async () => (await publicBanners()).map((b) => b.id), { timeout: 1000 }).toEqual([...seeded.map((b) => b.id), made.id]);

    const edited = await staffApi(app(), ana, 'PUT', `/staff/programacion/banners/${made.id}`, { ...input, name: 'Estrenos', url: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: made.id, name: 'Estrenos', url: null, target: '_self', position: 4 });
    // The public read shows a banner without a link as the home.
    await expect.poll(async () => (await publicBanners()).find((b) => b.id === made.id), { timeout: 1000 }).toMatchObject({ name: 'Estrenos', url: '/' });

    const order = [made.id, ...seeded.map((b) => b.id).reverse()];
    const reordered = await staffApi(app(), ana, 'PUT', '/staff/programacion/banners/orden', { ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json() as StaffBanner[]).map((b) => [b.id, b.position])).toEqual(order.map((id, i) => [id, i + 1]));
    await expect.poll(async () => (await publicBanners()).map((b) => b.id), { timeout: 1000 }).toEqual(order);

    const deleted = await staffApi(app(), ana, 'DELETE', `/staff/programacion/banners/${made.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ id: made.id, name: 'Estrenos' });
    await expect.poll(async () => (await publicBanners()).map((b) => b.id), { timeout: 1000 }).toEqual(order.slice(1));

    const lines = await linesOf(ana.id);
    expect(lines.map((l) => [l.action, l.target, l.role])).toEqual([
      ['programacion.banner.crear', `banner:${made.id}`, 'programacion'],
      ['programacion.banner.editar', `banner:${made.id}`, 'programacion'],
      ['programacion.banner.ordenar', null, 'programacion'],
      ['programacion.banner.borrar', `banner:${made.id}`, 'programacion'],
    ]);
    expect(lines[0].before).toBeNull();
    expect(lines[0].after).toMatchObject({ id: made.id, name: input.name });
    expect(lines[1].before).toMatchObject({ name: input.name, url: 'https://viziona.com.co/estrenos', target: '_blank' });
    expect(lines[1].after).toMatchObject({ name: 'Estrenos', url: null, target: '_self' });
    expect(lines[2].before).toEqual({ ids: [...seeded.map((b) => b.id), made.id] });
    expect(lines[2].after).toEqual({ ids: order });
    expect(lines[3].before).toMatchObject({ id: made.id, name: 'Estrenos' });
    expect(lines[3].after).toBeNull();

    // Back as the seed had them, for the other tests.
    await staffApi(app(), ana, 'PUT', '/staff/programacion/banners/orden', { ids: seeded.map((b) => b.id) });
  });
});

describe('a banner with an image uploaded through uploadStaffImage', () => {
  it('takes the upload’s url, and the public carousel shows it; the media row is what /media serves', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const uploaded = await uploadImage(app(), ana, [{ name: 'navidad.png', bytes: png(), type: 'image/png' }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json() as { url: string };
    const created = await staffApi(app(), ana, 'POST', '/staff/programacion/banners', { ...input, image: url });
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json() as StaffBanner;
    await expect.poll(async () => (await publicBanners()).find((b) => b.id === made.id)?.image, { timeout: 1000 }).toBe(url);
    expect((await app().inject({ method: 'GET', url })).statusCode).toBe(200);
    await staffApi(app(), ana, 'DELETE', `/staff/programacion/banners/${made.id}`);
  });
});

describe('refused banner writes change nothing', () => {
  const bad: [string, Partial<Record<keyof StaffBannerInput, unknown>>, string, string][] = [
    ['an image outside /media', { image: 'https://mal.example/a.png' }, 'image', 'El campo image no tiene un formato válido.'],
    ['an image that is not a picture', { image: '/media/banners/combos.html' }, 'image', 'El campo image no tiene un formato válido.'],
    ['an image climbing out of /media', { image: '/media/../../etc/passwd.png' }, 'image', 'El campo image no tiene un formato válido.'],
    ['an image never uploaded', { image: '/media/banners/no-existe.png' }, 'image', 'La imagen /media/banners/no-existe.png no está entre las imágenes subidas: súbela primero.'],
    ['a javascript: link', { url: 'javascript:alert(1)' }, 'url', 'El campo url no tiene un formato válido.'],
    ['a data: link', { url: 'data:text/html,<script>alert(1)</script>' }, 'url', 'El campo url no tiene un formato válido.'],
    ['a plain http link', { url: 'http://viziona.com.co' }, 'url', 'El campo url no tiene un formato válido.'],
    ['a link to another host without scheme', { url: '//mal.example' }, 'url', 'El campo url no tiene un formato válido.'],
    ['a link with a space', { url: '/cartelera x' }, 'url', 'El campo url no tiene un formato válido.'],
    ['a target of _top', { target: '_top' }, 'target', 'El campo target debe ser uno de: _self, _blank.'],
    ['no name', { name: '' }, 'name', 'El campo name es requerido.'],
  ];

  it.each(bad)('creating with %s: 400 naming the field', async (_what, change, field, message) => {
    const ana = await signedInStaff(app(), ['programacion']);
    const before = await rows();
    const res = await staffApi(app(), ana, 'POST', '/staff/programacion/banners', { ...input, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await rows()).toEqual(before);
    expect(await linesOf(ana.id)).toEqual([]);
  });

  it('editing with an image never uploaded: 400, the banner as it was', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const [first] = await rows();
    const res = await staffApi(app(), ana, 'PUT', `/staff/programacion/banners/${first.id}`, { ...input, image: '/media/banners/no-existe.png' });
    expect(res.statusCode, res.body).toBe(400);
    expect((await rows())[0]).toEqual(first);
    expect(await linesOf(ana.id)).toEqual([]);
  });

  it('editing or deleting a banner that does not exist: 404', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const before = await rows();
    for (const res of [
      await staffApi(app(), ana, 'PUT', '/staff/programacion/banners/999999', input),
      await staffApi(app(), ana, 'DELETE', '/staff/programacion/banners/999999'),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Ese banner no existe.');
    }
    expect(await rows()).toEqual(before);
    expect(await linesOf(ana.id)).toEqual([]);
  });

  it('an order that is not every banner once: 400 naming what is missing, repeated or foreign', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const before = await rows();
    const [a, b, c] = before.map((r) => r.id);
    const cases: [number[], string][] = [
      [[a, b], `El orden debe nombrar todos los banners, una vez cada uno: faltan ${c}.`],
      [[a, b, c, c], `El orden debe nombrar todos los banners, una vez cada uno: repite ${c}.`],
      [[a, b, c, 999999], 'El orden debe nombrar todos los banners, una vez cada uno: 999999 no es de los banners.'],
    ];
    for (const [ids, message] of cases) {
      const res = await staffApi(app(), ana, 'PUT', '/staff/programacion/banners/orden', { ids });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors.ids).toBe(message);
    }
    expect(await rows()).toEqual(before);
    expect(await linesOf(ana.id)).toEqual([]);
  });

  it('another desk’s role may not touch the banners (403)', async () => {
    const luis = await signedInStaff(app(), ['servicio']);
    const before = await rows();
    const res = await staffApi(app(), luis, 'POST', '/staff/programacion/banners', input);
    expect(res.statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });
});
