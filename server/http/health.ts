import type { Handlers } from './operation.ts';
import { HttpError } from './errors.ts';

export const DATABASE_DOWN = 'La base de datos no responde.';

export const healthHandlers: Handlers = {
  async getHealth(req) {
    // From the database's pulse (plugins/database-pulse.ts), not a query per probe.
    if (!req.server.databasePulse.alive()) throw new HttpError(503, DATABASE_DOWN);
    return { status: 'ok', database: req.server.database.kind, time: req.server.now().toISOString() };
  },
};
