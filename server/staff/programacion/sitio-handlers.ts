// The programming desk's operations on the public site's settings, banners, footer links and
// content pages (/staff/programacion/ajustes, /banners, /contenidos): each write is one
// transaction with its audit line; the public reads see it at once (their cache drops on the
// tables' change announcements).
import type { Handlers } from '../../http/operation.ts';
import { staffActor } from '../accounts/guard.ts';
import { changeSettings, readSettings } from './ajustes.ts';
import { createBanner, deleteBanner, listStaffBanners, reorderBanners, updateBanner } from './banners.ts';
import { createContent, listStaffContents, previewContent, reorderContents, updateContent } from './contenidos.ts';

export const programacionSitioHandlers: Handlers = {
  async listStaffSettings(req) {
    return readSettings(req.server.db);
  },
  async changeStaffSettings(req) {
    const actor = staffActor(req);
    return req.server.db.transaction((tx) => changeSettings(tx, actor, req.body));
  },

  async listStaffBanners(req) {
    return listStaffBanners(req.server.db);
  },
  async createBanner(req, reply) {
    const actor = staffActor(req);
    const made = await req.server.db.transaction((tx) => createBanner(tx, actor, req.body));
    reply.code(201);
    return made;
  },
  async updateBanner(req) {
    const actor = staffActor(req);
    return req.server.db.transaction((tx) => updateBanner(tx, actor, req.params.id, req.body));
  },
  async deleteBanner(req) {
    const actor = staffActor(req);
    return req.server.db.transaction((tx) => deleteBanner(tx, actor, req.params.id));
  },
  async reorderBanners(req) {
    const actor = staffActor(req);
    return req.server.db.transaction((tx) => reorderBanners(tx, actor, req.body.ids));
  },

  async listStaffContents(req) {
    return listStaffContents(req.server.db, req.query.grupo);
  },
  async createContent(req, reply) {
    const actor = staffActor(req);
    const made = await req.server.db.transaction((tx) => createContent(tx, actor, req.body));
    reply.code(201);
    return made;
  },
  async updateContent(req) {
    const actor = staffActor(req);
    return req.server.db.transaction((tx) => updateContent(tx, actor, req.params.id, req.body));
  },
  async reorderContents(req) {
    const actor = staffActor(req);
    return req.server.db.transaction((tx) => reorderContents(tx, actor, req.body.grupo, req.body.ids));
  },
  async previewContent(req) {
    return previewContent(req.server.db, req.body);
  },
};
