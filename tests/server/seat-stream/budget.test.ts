import { describe, expect, it } from 'vitest';
import { FanOutBudget } from '../../../server/seat-stream/budget.ts';

// The share of the event loop the live seat map's fan-outs may take (server/seat-stream/budget.ts):
// pure arithmetic on a given clock, so no timing here.
describe('FanOutBudget', () => {
  it('lets a fan-out go at once while its burst lasts, then makes the next wait until the loop time spent is back within the share', () => {
    const budget = new FanOutBudget(0.05, 500, 0);
    expect(budget.wait(0)).toBe(0);
    budget.spend(300, 0);
    // 200 ms of burst left: no wait.
    expect(budget.wait(0)).toBe(0);
    budget.spend(300, 0);
    // 100 ms in debt at 5 %: 2 s until it is paid.
    expect(budget.wait(0)).toBeCloseTo(2000);
    // It refills as time passes: half paid after 1 s, free after 2 s.
    expect(budget.wait(1000)).toBeCloseTo(1000);
    expect(budget.wait(2000)).toBe(0);
  });

  it('refills only up to its burst, however long the quiet spell', () => {
    const budget = new FanOutBudget(0.05, 500, 0);
    // An hour idle is still 500 ms of burst: 600 ms spent is 100 ms in debt.
    budget.spend(600, 3_600_000);
    expect(budget.wait(3_600_000)).toBeCloseTo(2000);
  });

  it('in a rush, holds the fan-outs to the share of the loop: after the burst, 30 ms fan-outs as often as allowed come every 600 ms (5 %)', () => {
    const budget = new FanOutBudget(0.05, 500, 0);
    let now = 0;
    const starts: number[] = [];
    for (let i = 0; i < 60; i++) {
      now += budget.wait(now);
      starts.push(now);
      budget.spend(30, now + 30);
      now += 30;
    }
    const gaps = starts.slice(1).map((t, i) => t - starts[i]);
    // The burst: back to back while it lasts.
    expect(gaps.slice(0, 10)).toEqual(Array(10).fill(30));
    for (const gap of gaps.slice(-20)) expect(gap).toBeCloseTo(600);
  });
});
