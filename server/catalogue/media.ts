import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { schema } from '../db/open.ts';

/** Images kept in the database (posters, rooms, banners…), served at /media/{name}. */
export default fp(async function media(fastify) {
  fastify.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const name = request.params['*'];
    const [row] = await fastify.db
      .select({ mime: schema.media.mime, bytes: schema.media.bytes, createdAt: schema.media.createdAt })
      .from(schema.media)
      .where(eq(schema.media.name, name))
      .limit(1);
    if (!row) return reply.code(404).send({ message: 'Imagen no encontrada.' });
    const etag = `"${row.createdAt.getTime().toString(36)}-${row.bytes.byteLength.toString(36)}"`;
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .type(row.mime)
      .header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(Buffer.from(row.bytes));
  });
});
