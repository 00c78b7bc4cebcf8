// How much of this process's event loop the live seat map's fan-outs may take. Writing one delta
// to every stream costs a socket write each (on this 2-core machine ~10–15 µs of the loop, mostly the
// kernel's): 2,000 streams at one delta per 100 ms is ~0.2–0.3 s of a core every second, taken from the
// reservations that make the changes. The loop time the fan-outs took is counted in a bucket that
// refills at `share` of the time passing (5 %: 50 ms a second) up to `burstMs`; while it is in
// debt, the next read of a función waits until the debt is paid. An isolated change after a quiet
// spell goes at once as before (the bucket is full); in a rush, the deltas come less often (each
// carrying more seats) so that writing them stays within the share, whatever the number of streams.
export class FanOutBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly share: number,
    private readonly burstMs: number,
    now: number,
  ) {
    this.tokens = burstMs;
    this.at = now;
  }

  private fill(now: number) {
    if (now > this.at) this.tokens = Math.min(this.burstMs, this.tokens + (now - this.at) * this.share);
    this.at = Math.max(this.at, now);
  }

  /** A fan-out's slice took `ms` of the loop, ending at `now`. */
  spend(ms: number, now: number): void {
    this.fill(now);
    this.tokens -= ms;
  }

  /** How long from `now` until the fan-outs are back within their share (0: at once). */
  wait(now: number): number {
    this.fill(now);
    return this.tokens >= 0 ? 0 : -this.tokens / this.share;
  }
}
