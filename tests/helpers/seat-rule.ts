// Tests that choose seats for something else than the no-lone-seats rule (prices, limits, club
// allowances) switch the rule off for their función's sala; the rule's own tests are
// tests/server/checkout/seat-rules.test.ts and openapi/seat-rules.test.ts.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rooms, showtimes } from '../../server/db/schema.ts';

/** The función's sala without the rule (issue 30); returns the undo. */
export async function withoutSeatRule(app: FastifyInstance, showtimeId: number) {
  const [st] = await app.db.select({ roomId: showtimes.roomId }).from(showtimes).where(eq(showtimes.id, showtimeId));
  const [room] = await app.db.select({ mode: rooms.loneSeatMode }).from(rooms).where(eq(rooms.id, st.roomId));
  await app.db.update(rooms).set({ loneSeatMode: 'off' }).where(eq(rooms.id, st.roomId));
  return async () => {
    await app.db.update(rooms).set({ loneSeatMode: room.mode }).where(eq(rooms.id, st.roomId));
  };
}
