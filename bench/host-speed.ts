// This machine's speed at the moment, as one figure beside a bench's own: SHA-256 rounds over 16 KB
// per millisecond in this process (OpenSSL's native code: no JIT, no garbage collector, so the same
// from one process to the next on a given host). The hosts these benches run on have run the same
// code at half the speed from one day to the next; a figure next to its host's speed says whether
// the code or the host changed.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';

const block = Buffer.alloc(16 * 1024, 7);

/** The best of five 100 ms tries, after three to warm up (higher: a quicker host). */
export function hostSpeed(): number {
  let best = 0;
  for (let attempt = 0; attempt < 8; attempt++) {
    let rounds = 0;
    let elapsed = 0;
    const started = performance.now();
    while (elapsed < 100) {
      for (let i = 0; i < 20; i++) createHash('sha256').update(block).digest();
      rounds += 20;
      elapsed = performance.now() - started;
    }
    if (attempt >= 3) best = Math.max(best, rounds / elapsed);
  }
  return Math.round(best);
}
