// Footer links and content pages on the programming desk: list, create (last of its group), edit,
// reorder, each write audited and seen by the public reads within 1 s; the HTML sanitized on the
// server, HTML the site would not publish refused naming what was found; a preview that is the
// page as the site shows it and saves nothing; slugs checked and never taken twice.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContentItem, ContentPage, ContentPreview, StaffContent, StaffContentInput } from '../../../../openapi/index.ts';
import { sanitizeContentHtml } from '../../../../server/content/html.ts';
import { demoContents } from '../../../../server/db/seed/contenidos.ts';
import { schema } from '../../../../server/db/open.ts';
import { useApp } from '../../../helpers/build.ts';
import { signedInStaff, staffApi } from '../../../helpers/staff.ts';

const { app, get } = useApp();
const { contents, staffAudit } = schema;

const rows = () => app().db.select().from(contents).orderBy(contents.id);
const linesOf = (personId: number) =>
  app()
    .db.select()
    .from(staffAudit)
    .where(and(eq(staffAudit.personId, personId), like(staffAudit.action, 'programacion.%')))
    .orderBy(staffAudit.id);
let n = 0;
const page = (over: Partial<StaffContentInput> = {}): StaffContentInput => ({
  grupo: 'pagina',
  slug: `pagina-de-prueba-${process.pid}-${++n}`,
  title: 'Horarios de diciembre',
  subtitle: 'Temporada navideña',
  image: null,
  content: '<h2>Diciembre</h2><p>Abrimos <strong>todos</strong> los días. <a href="/cartelera">Cartelera</a></p>',
  ...over,
});

describe('listing', () => {
  it('gives every group’s contents in their order, or one group’s', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const all = (await staffApi(app(), ana, 'GET', '/staff/programacion/contenidos')).json() as StaffContent[];
    expect(new Set(all.map((c) => c.grupo))).toEqual(new Set(['pie-de-pagina-1', 'pie-de-pagina-2', 'corporativo', 'pagina']));
    const footer = await staffApi(app(), ana, 'GET', '/staff/programacion/contenidos?grupo=pie-de-pagina-1');
    expect(footer.statusCode, footer.body).toBe(200);
    expect((footer.json() as StaffContent[]).map((c) => c.slug)).toEqual(['terminos-y-condiciones', 'politica-de-privacidad', 'terminos-y-condiciones-club-vizionarios']);
    expect((await staffApi(app(), ana, 'GET', '/staff/programacion/contenidos?grupo=otro')).statusCode).toBe(400);
  });

  it('the seeded pages pass the sanitizer untouched, so editing one never trips on its own HTML', async () => {
    for (const c of demoContents) expect(await sanitizeContentHtml(c.content), c.slug).toEqual({ html: c.content, problemas: [] });
  });
});

describe('writing', () => {
  it('creates a footer link last of its group, edits it, moves it to another group and reorders; the public reads follow; each write is audited', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const body = page({ grupo: 'pie-de-pagina-2', content: '<p>Abre en <a href="https://viziona.com.co" target="_blank">otra pestaña</a></p>' });
    const created = await staffApi(app(), ana, 'POST', '/staff/programacion/contenidos', body);
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json() as StaffContent;
    // Stored as the site shows it: a new tab's link gets rel="noopener noreferrer".
    expect(made).toMatchObject({ grupo: 'pie-de-pagina-2', slug: body.slug, position: 4, content: '<p>Abre en <a href="https://viziona.com.co" target="_blank" rel="noopener noreferrer">otra pestaña</a></p>' });
    await expect.poll(async () => (await get<ContentItem[]>('/content-types/pie-de-pagina-2/contents')).body.at(-1), { timeout: 1000 }).toEqual({ id: made.id, slug: body.slug, title: body.title });
    expect((await get<ContentPage>(`/contents/slug/${body.slug}`)).body).toEqual({ id: made.id, slug: body.slug, image: null, title: body.title, subtitle: body.subtitle, content: made.content });

    const edited = await staffApi(app(), ana, 'PUT', `/staff/programacion/contenidos/${made.id}`, { ...body, title: 'Horarios', image: '/media/banners/combos.svg' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: made.id, title: 'Horarios', image: '/media/banners/combos.svg', position: 4 });
    await expect.poll(async () => (await get<ContentPage>(`/contents/slug/${body.slug}`)).body.title, { timeout: 1000 }).toBe('Horarios');

    const moved = await staffApi(app(), ana, 'PUT', `/staff/programacion/contenidos/${made.id}`, { ...body, grupo: 'pie-de-pagina-1', title: 'Horarios' });
    expect(moved.json()).toMatchObject({ grupo: 'pie-de-pagina-1', position: 4 });

    const group = ((await staffApi(app(), ana, 'GET', '/staff/programacion/contenidos?grupo=pie-de-pagina-1')).json() as StaffContent[]).map((c) => c.id);
    const order = [made.id, ...group.filter((id) => id !== made.id)];
    const reordered = await staffApi(app(), ana, 'PUT', '/staff/programacion/contenidos/orden', { grupo: 'pie-de-pagina-1', ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json() as StaffContent[]).map((c) => [c.id, c.position])).toEqual(order.map((id, i) => [id, i + 1]));
    await expect.poll(async () => (await get<ContentItem[]>('/content-types/pie-de-pagina-1/contents')).body.map((c) => c.id), { timeout: 1000 }).toEqual(order);

    const lines = await linesOf(ana.id);
    expect(lines.map((l) => [l.action, l.target, l.role])).toEqual([
      ['programacion.contenido.crear', `contenido:${made.id}`, 'programacion'],
      ['programacion.contenido.editar', `contenido:${made.id}`, 'programacion'],
      ['programacion.contenido.editar', `contenido:${made.id}`, 'programacion'],
      ['programacion.contenido.ordenar', 'grupo:pie-de-pagina-1', 'programacion'],
    ]);
    expect(lines[1].before).toMatchObject({ title: body.title, image: null });
    expect(lines[1].after).toMatchObject({ title: 'Horarios', image: '/media/banners/combos.svg' });
    expect(lines[2].before).toMatchObject({ grupo: 'pie-de-pagina-2' });
    expect(lines[2].after).toMatchObject({ grupo: 'pie-de-pagina-1' });
    expect(lines[3].after).toEqual({ ids: order });

    // Back to the seed's footer for the other tests.
    await staffApi(app(), ana, 'PUT', '/staff/programacion/contenidos/orden', { grupo: 'pie-de-pagina-1', ids: [...group.filter((id) => id !== made.id), made.id] });
  });
});

describe('the preview', () => {
  it('is the page as the site shows it, the HTML sanitized exactly as it will be published, and saves nothing', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const before = await rows();
    const body = page({ content: '<p>Hola <a href="https://viziona.com.co" target="_blank">sitio</a></p>' });
    const res = await staffApi(app(), ana, 'POST', '/staff/programacion/contenidos/vista-previa', body);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ContentPreview;
    expect(preview).toEqual({
      page: { slug: body.slug, title: body.title, subtitle: body.subtitle, image: null, content: '<p>Hola <a href="https://viziona.com.co" target="_blank" rel="noopener noreferrer">sitio</a></p>' },
      problemas: [],
    });
    expect(await rows()).toEqual(before);
    expect(await linesOf(ana.id)).toEqual([]);
    // Published, the public page carries exactly the previewed HTML.
    const made = (await staffApi(app(), ana, 'POST', '/staff/programacion/contenidos', body)).json() as StaffContent;
    expect((await get<ContentPage>(`/contents/slug/${made.slug}`)).body.content).toBe(preview.page.content);
  });

  it('names what the site would take out, and shows the page without it', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const res = await staffApi(app(), ana, 'POST', '/staff/programacion/contenidos/vista-previa', page({ content: '<p onclick="robar()">Hola</p><script>robar()</script>' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ page: { content: '<p>Hola</p>' }, problemas: ['el atributo de evento onclick de <p>', 'la etiqueta <script>'] });
  });
});

describe('HTML the site would not publish: a Spanish 400 naming what was found, nothing saved', () => {
  const unsafe: [string, string, string[]][] = [
    ['a script', '<p>Hola</p><script>fetch("/api/v1/profile")</script>', ['la etiqueta <script>']],
    ['a script in capitals', '<SCRIPT SRC="https://mal.example/x.js"></SCRIPT>', ['la etiqueta <script>']],
    ['an onclick handler', '<p onclick="robar()">Hola</p>', ['el atributo de evento onclick de <p>']],
    ['an onerror handler on an image', '<img src="/media/banners/combos.svg" onerror="robar()">', ['el atributo de evento onerror de <img>']],
    ['an onload handler on an svg', '<svg onload="robar()"><circle r="4"></circle></svg>', ['el atributo de evento onload de <svg>']],
    ['a javascript: link', '<a href="javascript:robar()">clic</a>', ['la dirección javascript: del atributo href de <a>']],
    ['a javascript: link hidden by a tab and an entity', '<a href="jav&#x09;ascript&colon;robar()">clic</a>', ['la dirección javascript: del atributo href de <a>']],
    ['a javascript: link in an svg', '<svg><a xlink:href="javascript:robar()"><text>x</text></a></svg>', ['la dirección javascript: del atributo xlink:href de <a>']],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5yb2JhcigpPC9zY3JpcHQ+">clic</a>', ['la dirección data: del atributo href de <a>']],
    ['a data: image', '<img src="data:image/svg+xml,%3Csvg%20onload%3Drobar()%3E">', ['la dirección data: del atributo src de <img>']],
    ['an iframe', '<iframe src="https://mal.example"></iframe>', ['la etiqueta <iframe>']],
    ['an object', '<object data="https://mal.example/x.swf"></object>', ['la etiqueta <object>']],
    ['an embed', '<embed src="https://mal.example/x.swf">', ['la etiqueta <embed>']],
    ['a style sheet', '<style>body { display: none }</style><p>x</p>', ['la etiqueta <style>']],
    ['a style attribute', '<p style="position:fixed;inset:0;background:url(https://mal.example/x)">x</p>', ['el atributo style de <p>']],
    ['a form', '<form action="https://mal.example"><input name="clave"><button>Enviar</button></form>', ['la etiqueta <form>', 'la etiqueta <input>', 'la etiqueta <button>']],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://mal.example"><p>x</p>', ['la etiqueta <meta>']],
    ['a base', '<base href="https://mal.example/"><p>x</p>', ['la etiqueta <base>']],
    ['a link element', '<link rel="stylesheet" href="https://mal.example/x.css"><p>x</p>', ['la etiqueta <link>']],
    ['a data attribute', '<p data-x="1">x</p>', ['el atributo data-x de <p>']],
  ];

  it.each(unsafe)('%s', async (_what, content, found) => {
    const ana = await signedInStaff(app(), ['programacion']);
    const before = await rows();
    const res = await staffApi(app(), ana, 'POST', '/staff/programacion/contenidos', page({ content }));
    expect(res.statusCode, res.body).toBe(400);
    const message = `El contenido tiene HTML que el sitio no publica: ${found.join(', ')}. Quítalo y vuelve a intentarlo.`;
    expect(res.json()).toEqual({ message, errors: { content: message } });
    expect(await rows()).toEqual(before);
    expect(await linesOf(ana.id)).toEqual([]);
  });

  it('editing a page with a script: 400, the page as it was', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const [terms] = await app().db.select().from(contents).where(eq(contents.slug, 'terminos-y-condiciones'));
    const res = await staffApi(app(), ana, 'PUT', `/staff/programacion/contenidos/${terms.id}`, {
      grupo: 'pie-de-pagina-1',
      slug: terms.slug,
      title: terms.title,
      subtitle: terms.subtitle,
      image: null,
      content: `${terms.content}<img src="x" onerror="robar()">`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('el atributo de evento onerror de <img>');
    expect((await app().db.select().from(contents).where(eq(contents.id, terms.id)))[0]).toEqual(terms);
    expect(await linesOf(ana.id)).toEqual([]);
  });
});

describe('other refusals change nothing', () => {
  it('a slug already taken: 409 on create and on edit', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const before = await rows();
    const taken = await staffApi(app(), ana, 'POST', '/staff/programacion/contenidos', page({ slug: 'terminos-y-condiciones' }));
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toEqual({ message: 'La dirección terminos-y-condiciones ya la usa otro contenido: elige otra.', errors: { slug: 'La dirección terminos-y-condiciones ya la usa otro contenido: elige otra.' } });
    const privacy = before.find((c) => c.slug === 'politica-de-privacidad')!;
    const edit = await staffApi(app(), ana, 'PUT', `/staff/programacion/contenidos/${privacy.id}`, page({ grupo: 'pie-de-pagina-1', slug: 'terminos-y-condiciones' }));
    expect(edit.statusCode, edit.body).toBe(409);
    expect(await rows()).toEqual(before);
    expect(await linesOf(ana.id)).toEqual([]);
  });

  it.each([
    ['capitals', 'Terminos'],
    ['an accent', 'política'],
    ['two dashes', 'a--b'],
    ['a leading dash', '-a'],
    ['a slash', 'a/b'],
  ])('a slug with %s: 400', async (_what, slug) => {
    const ana = await signedInStaff(app(), ['programacion']);
    const before = await rows();
    const res = await staffApi(app(), ana, 'POST', '/staff/programacion/contenidos', page({ slug }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.slug).toBe('El campo slug no tiene un formato válido.');
    expect(await rows()).toEqual(before);
  });

  it('an image never uploaded, an unknown group, no title: 400; an unknown content: 404', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const before = await rows();
    const cases: [unknown, string, string][] = [
      [page({ image: '/media/no-existe.png' }), 'image', 'La imagen /media/no-existe.png no está entre las imágenes subidas: súbela primero.'],
      [{ ...page(), grupo: 'otro' }, 'grupo', 'El campo grupo debe ser uno de: pie-de-pagina-1, pie-de-pagina-2, corporativo, pagina.'],
      [page({ title: '' }), 'title', 'El campo title es requerido.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await staffApi(app(), ana, 'POST', '/staff/programacion/contenidos', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    const missing = await staffApi(app(), ana, 'PUT', '/staff/programacion/contenidos/999999', page());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Ese contenido no existe.');
    expect(await rows()).toEqual(before);
    expect(await linesOf(ana.id)).toEqual([]);
  });

  it('an order that is not every content of the group once: 400', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const before = await rows();
    const footer = before.filter((c) => ['terminos-y-condiciones', 'politica-de-privacidad'].includes(c.slug)).map((c) => c.id);
    const res = await staffApi(app(), ana, 'PUT', '/staff/programacion/contenidos/orden', { grupo: 'pie-de-pagina-2', ids: footer });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/^El orden debe nombrar todos los contenidos de pie-de-pagina-2, una vez cada uno: .* no son de los contenidos de pie-de-pagina-2; faltan /);
    expect(await rows()).toEqual(before);
    expect(await linesOf(ana.id)).toEqual([]);
  });
});
