import { useEffect, useRef, useState } from 'react';
import type { MapCell } from '../../../machines/checkout/checkout.selectors';
import { HOLD_WARNING, HOLD_WARNING_SECONDS, SUMMARY_MS, seatChangeNews, summaryOf } from './seatAnnouncements';

/** The focused seat of the map ('F7'), read from the page: focus is the browser's, not the workflow's. */
const focusedSeat = () => (typeof document === 'undefined' ? null : (document.activeElement?.getAttribute('data-seat') ?? null));

/**
 * The purchase screen's one polite live region (issue 30): seat labels change silently, this says
 * only what concerns the buyer (see seatAnnouncements.ts).
 */
export function SeatAnnouncer({ rows, timer, secondsLeft, now = Date.now }: { rows: MapCell[][]; timer: boolean; secondsLeft: number; now?: () => number }) {
  const [message, setMessage] = useState('');
  const previous = useRef<MapCell[][] | null>(null);
  const pending = useRef({ taken: 0, freed: 0, lastSummary: -Infinity });

  useEffect(() => {
    const before = previous.current;
    previous.current = rows;
    if (!before || before.length === 0 || rows.length === 0) return;
    const news = seatChangeNews(before, rows, focusedSeat());
    const p = pending.current;
    p.taken += news.takenByOthers;
    p.freed += news.freedByOthers;
    if (news.urgent) {
      setMessage(news.urgent);
      return;
    }
    if (now() - p.lastSummary < SUMMARY_MS) return;
    const summary = summaryOf(p.taken, p.freed);
    if (!summary) return;
    p.lastSummary = now();
    p.taken = 0;
    p.freed = 0;
    setMessage(summary);
  }, [rows, now]);

  useEffect(() => {
    if (timer && secondsLeft === HOLD_WARNING_SECONDS) setMessage(HOLD_WARNING);
  }, [timer, secondsLeft]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="vz-visually-hidden" data-testid="seat-announcer">
      {message}
    </div>
  );
}
