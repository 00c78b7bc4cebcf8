import { sql } from 'drizzle-orm';
import type { Handlers } from '../http/operation.ts';

export const system: Handlers = {
  async getHealth(req) {
    await req.server.db.execute(sql`select 1`);
    return { status: 'ok', database: req.server.database.kind, time: req.server.now().toISOString() };
  },
};
