// Fastify hello-world, the scale the read benchmark compares against (run as its own process), and
// a door's scan answered with nothing behind it, bench:checkins' floor: the framework alone on this
// host (its JSON body parsed, an answer of a scan's size serialized, no plugin, no database).
import Fastify from 'fastify';

const SCAN_ANSWER = {
  results: [
    {
      nonce: '00000000-0000-4000-8000-000000000000',
      result: 'valido',
      message: 'Bienvenido. Película, Sala 1, silla F12, 7:30 p. m.',
      repeated: false,
      ticket: { ticket_key: 'VZ-1.1.12', bill: 'VZ-1', funcion_id: 1, film: 'Película', room: 'Sala 1', seat: 'F12', starts_at: '2026-11-27T19:30:00-05:00' },
      previous: null,
    },
  ],
  counts: { valido: 1, ya_usado: 0 },
};

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.post('/api/v1/staff/porteria/ingresos', async () => SCAN_ANSWER);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
