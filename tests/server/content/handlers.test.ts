import { describe, expect, it } from 'vitest';
import type { Banner, ContentItem, ContentPage, GalleryImage, SettingList } from '../../../openapi/index.ts';
import { useApp } from '../../helpers/build.ts';

const { app, get } = useApp();

describe('settings', () => {
  it('gives every setting key of the spec, numeric ones as integers in text', async () => {
    const { body } = await get<SettingList>('/settings');
    const byKey = Object.fromEntries(body.data.map((s) => [s.key, s]));
    for (const key of ['ticket_servicio', 'confiteria_servicio', 'maximo_entradas', 'membresia_valor', 'membresia_servicio']) {
      expect(byKey[key].value).toMatch(/^\d+$/);
    }
    expect(Number(byKey.maximo_entradas.value)).toBeGreaterThan(0);
    expect(byKey.popup.value).toMatch(/^\/media\//);
    expect(byKey.popup.complement).toBeTruthy();
  });
});

describe('contents', () => {
  it('lists the two footer groups', async () => {
    for (const type of ['pie-de-pagina-1', 'pie-de-pagina-2']) {
      const { status, body } = await get<ContentItem[]>(`/content-types/${type}/contents`);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
    }
    expect((await get<ContentItem[]>('/content-types/no-existe/contents')).body).toEqual([]);
  });

  it('gives the terms, privacy and club terms pages by slug, and one by id', async () => {
    for (const slug of ['terminos-y-condiciones', 'politica-de-privacidad', 'terminos-y-condiciones-club-vizionarios']) {
      const { status, body } = await get<ContentPage>(`/contents/slug/${slug}`);
      expect(status).toBe(200);
      expect(body.content).toContain('<');
      const byId = await get<ContentPage>(`/contents/${body.id}`);
      expect(byId.body.slug).toBe(slug);
    }
    const missing = await get<{ message: string }>('/contents/slug/no-existe');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No se encontró contenido.');
  });

  it('gives the six corporate sections, each by slug too', async () => {
    const { body } = await get<ContentPage[]>('/corporate');
    expect(body.map((c) => c.slug).sort()).toEqual(['activacion', 'alquiler-de-sala', 'bonos', 'bonos-de-regalo', 'branding', 'corporativo']);
    const bonos = await get<ContentPage>('/corporate/bonos-de-regalo');
    expect(bonos.body.content).toMatch(/25\.000/);
    expect((await get('/corporate/otra-cosa')).status).toBe(400);
  });

  it('lists banners and galleries with local images', async () => {
    const { body: banners } = await get<Banner[]>('/banners/web');
    const { body: galleries } = await get<GalleryImage[]>('/galleries');
    expect(banners.length).toBeGreaterThan(0);
    expect(galleries.length).toBeGreaterThan(0);
    for (const image of [...banners, ...galleries].map((i) => i.image)) {
      expect(image).toMatch(/^\/media\//);
      const res = await app().inject({ method: 'GET', url: image });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
    }
  });
});
