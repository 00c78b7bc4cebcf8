// The live seat map's stream (operation streamShowtimeSeats) as the checkout's seat feed gets it:
// a browser EventSource (the auth_token cookie goes with it), its events handed back as they come.
// The browser reconnects by itself with Last-Event-ID after a dropped connection; a refusal (404,
// 429) or a missing EventSource ends it, and the feed polls (machines/checkout/seat-feed.machine.ts).
import { fromCallback } from 'xstate';
import type { SeatStreamDelta, SeatStreamSnapshot } from '../../openapi';
import type { StreamEvent } from '../../machines/checkout/seat-feed.machine';
import { API_BASE_URL } from '../api/client';

export const streamShowtimeSeats = fromCallback<StreamEvent, number>(({ sendBack, input }) => {
  if (typeof EventSource === 'undefined') throw new Error('EventSource no disponible');
  const source = new EventSource(`${API_BASE_URL}/room/${input}/stream`, { withCredentials: true });
  source.addEventListener('open', () => sendBack({ type: 'stream.open' }));
  source.addEventListener('snapshot', (e) => sendBack({ type: 'stream.snapshot', data: JSON.parse((e as MessageEvent<string>).data) as SeatStreamSnapshot }));
  source.addEventListener('delta', (e) => sendBack({ type: 'stream.delta', data: JSON.parse((e as MessageEvent<string>).data) as SeatStreamDelta }));
  source.addEventListener('error', () => sendBack({ type: source.readyState === EventSource.CLOSED ? 'stream.failed' : 'stream.lost' }));
  return () => source.close();
});
