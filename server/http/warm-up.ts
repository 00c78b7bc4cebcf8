// Before the server takes traffic it reads once what a presale's first visitors read: the settings,
// each theater's dates, films and the cartelera of its first date. The first answers after a start
// were the slowest of all (code not yet optimised, database connections cold: 14–35 ms against a
// median of 8–10 on PostgreSQL), and these land in the response cache for the first visitors.
import type { FastifyInstance } from 'fastify';
import { theaters } from '../db/schema.ts';

export async function warmUp(server: FastifyInstance): Promise<void> {
  const read = (url: string) => server.inject({ method: 'GET', url });
  try {
    await read('/api/v1/settings');
    for (const { slug } of await server.db.select({ slug: theaters.slug }).from(theaters)) {
      const theater = encodeURIComponent(slug);
      const dates = await read(`/api/v1/dates/${theater}`);
      const first = dates.statusCode === 200 ? (dates.json() as { dates: { function_date: string }[] }).dates[0]?.function_date : undefined;
      if (first) await read(`/api/v1/movies/theater/${theater}/showtimes?date=${first}`);
      await read(`/api/v1/movies/theater/${theater}`);
    }
  } catch (err) {
    // A cold start is slower, not broken: the server starts anyway.
    server.log.warn({ err }, 'no se pudieron precalentar las lecturas públicas');
  }
}
