// Before it listens, the server reads what a presale's first visitors read, so the first of them
// get it from memory: the settings and, per theater, its dates, films and first day's cartelera.
import { describe, expect, it, vi } from 'vitest';
import type { DateList } from '../../../openapi/index.ts';
import { warmUp } from '../../../server/http/warm-up.ts';
import { useApp } from '../../helpers/build.ts';

const { app } = useApp();

describe('warming up before taking traffic', () => {
  it('leaves the first day’s cartelera, the dates, the films and the settings in the response cache', async () => {
    const server = app();
    const before = server.responseCache.size;
    await warmUp(server);
    expect(server.responseCache.size).toBe(before + 4);

    // The first visitor's reads touch no database.
    const execute = vi.spyOn(server.db, 'execute');
    const select = vi.spyOn(server.db, 'select');
    try {
      const { dates } = (await server.inject({ method: 'GET', url: '/api/v1/dates/viziona' })).json() as DateList;
      const cartelera = await server.inject({ method: 'GET', url: `/api/v1/movies/theater/viziona/showtimes?date=${dates[0].function_date}` });
      expect(cartelera.statusCode).toBe(200);
      expect(cartelera.json()).not.toHaveLength(0);
      for (const url of ['/api/v1/settings', '/api/v1/movies/theater/viziona']) expect((await server.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect(execute).not.toHaveBeenCalled();
      expect(select).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
      select.mockRestore();
    }
  });

  it('never stops the start: a database that fails is logged and the server goes on', async () => {
    const server = app();
    const select = vi.spyOn(server.db, 'select').mockImplementation(() => {
      throw new Error('sin conexión');
    });
    const warn = vi.spyOn(server.log, 'warn');
    try {
      await expect(warmUp(server)).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'no se pudieron precalentar las lecturas públicas');
    } finally {
      select.mockRestore();
      warn.mockRestore();
    }
  });
});
