// The live seat map (operation streamShowtimeSeats): one hub per process, following the seat-map
// announcements on the read cache's listening connection (server/http/cache/plugin.ts).
import fp from 'fastify-plugin';
import { SeatStreamHub, type SeatStreamOptions } from './hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open seat-map streams of this process (see server/seat-stream/hub.ts). */
    seatStreams: SeatStreamHub;
  }
}

export default fp(
  async function seatStream(fastify, options: { seatStreams?: SeatStreamOptions }) {
    const hub = new SeatStreamHub(fastify.db, fastify.seatMaps, { now: () => fastify.now().getTime(), ...options.seatStreams }, (err) => fastify.log.error(err));
    fastify.decorate('seatStreams', hub);
    fastify.changeFollowers.push(hub);
    // Before the server waits for its connections to end: the streams never would.
    fastify.addHook('preClose', async () => hub.close());
  },
  { name: 'viziona-seat-stream', dependencies: ['viziona-http-cache'] },
);
