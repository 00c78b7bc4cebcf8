import type { Handlers } from '../http/operation.ts';
import { notFound } from '../http/errors.ts';
import { contentById, contentBySlug, contentsOfType, listBanners, listGalleries, listSettings, pagesOfGroup } from './queries.ts';

const CORPORATE = 'corporativo';

export const contentHandlers: Handlers = {
  async listContentsByType(req) {
    return contentsOfType(req.server.db, req.params.type);
  },
  async getContent(req) {
    const page = await contentById(req.server.db, req.params.id);
    if (!page) throw notFound('No se encontró contenido.');
    return page;
  },
  async getContentBySlug(req) {
    const page = await contentBySlug(req.server.db, req.params.slug);
    if (!page) throw notFound('No se encontró contenido.');
    return page;
  },
  async listCorporateContents(req) {
    return pagesOfGroup(req.server.db, CORPORATE);
  },
  async getCorporateContent(req) {
    const page = await contentBySlug(req.server.db, req.params.slug, CORPORATE);
    if (!page) throw notFound('No se encontró contenido.');
    return page;
  },
  async listBanners(req) {
    return listBanners(req.server.db);
  },
  async listGalleries(req) {
    return listGalleries(req.server.db);
  },
  async getSettings(req) {
    return { data: await listSettings(req.server.db) };
  },
};
