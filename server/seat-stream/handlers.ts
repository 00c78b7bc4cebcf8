import type { Handlers } from '../http/operation.ts';

export const seatStreamHandlers: Handlers = {
  async streamShowtimeSeats(req, reply) {
    const lastEventId = req.headers['last-event-id'];
    await req.server.seatStreams.serve(reply, {
      showtimeId: req.params.showtimeId,
      user: req.user?.id ?? 0,
      address: req.ip,
      lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined,
    });
    return reply;
  },
};
