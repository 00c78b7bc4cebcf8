// The programming desk's prices and confitería (x-roles [programacion]): each write is one
// transaction with its audit line (programacion.<thing>.<verb>, before and after).
import type { Handlers } from '../../http/operation.ts';
import { staffActor } from '../accounts/guard.ts';
import { audit } from '../audit/audit.ts';
import { changeProduct, createProduct, listProducts, productTarget } from './productos.ts';
import { changeMembershipPrice, changeRoomTarifas, changeServiceFees, roomTarget, SERVICE_KEYS, settingTarget, staffTarifas } from './tarifas.ts';
import { MEMBERSHIP_PRICE_KEYS } from '../../../openapi/rules.ts';

export const staffPreciosHandlers: Handlers = {
  async getStaffTarifas(req) {
    return staffTarifas(req.server.db);
  },

  async changeStaffRoomTarifas(req) {
    const actor = staffActor(req);
    return req.server.db.transaction(async (tx) => {
      const { room, before, after } = await changeRoomTarifas(tx, req.params.id, req.body.tarifas);
      await audit(tx, actor, { action: 'programacion.tarifas.change', target: roomTarget(room.id), before, after });
      return room;
    });
  },

  async changeStaffServiceFees(req) {
    const actor = staffActor(req);
    return req.server.db.transaction(async (tx) => {
      const { before, after } = await changeServiceFees(tx, req.body);
      await audit(tx, actor, { action: 'programacion.servicio.change', target: settingTarget(SERVICE_KEYS), before, after });
      return after;
    });
  },

  async changeStaffMembershipPrice(req) {
    const actor = staffActor(req);
    return req.server.db.transaction(async (tx) => {
      const { before, after } = await changeMembershipPrice(tx, req.body);
      await audit(tx, actor, { action: 'programacion.membresia.change', target: settingTarget(MEMBERSHIP_PRICE_KEYS), before, after });
      return after;
    });
  },

  async listStaffProducts(req) {
    return { productos: await listProducts(req.server.db) };
  },

  async createStaffProduct(req, reply) {
    const actor = staffActor(req);
    const made = await req.server.db.transaction(async (tx) => {
      const product = await createProduct(tx, req.body);
      await audit(tx, actor, { action: 'programacion.producto.create', target: productTarget(product.id), after: product });
      return product;
    });
    reply.code(201);
    return made;
  },

  async changeStaffProduct(req) {
    const actor = staffActor(req);
    return req.server.db.transaction(async (tx) => {
      const { before, after } = await changeProduct(tx, req.params.id, req.body);
      await audit(tx, actor, { action: 'programacion.producto.change', target: productTarget(after.id), before, after });
      return after;
    });
  },
};
