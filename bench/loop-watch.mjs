// Loaded into the server by bench/reads.ts (node --import): how long the server's event loop was
// held up while it served, and by garbage collection, between two SIGUSR2 signals. On each signal it
// writes the figures since the last one to LOOP_WATCH_FILE as JSON. Benchmark-only instrumentation.
import fs from 'node:fs';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
let pauses = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });
let since = performance.eventLoopUtilization();

process.on('SIGUSR2', () => {
  const busy = performance.eventLoopUtilization(since);
  const sorted = pauses.sort((a, b) => a - b);
  const figures = {
    delayP50: delay.percentile(50) / 1e6,
    delayP99: delay.percentile(99) / 1e6,
    delayMax: delay.max / 1e6,
    gcPauses: sorted.length,
    gcTotal: sorted.reduce((a, b) => a + b, 0),
    gcP99: sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? 0,
    gcMax: sorted.at(-1) ?? 0,
    utilization: busy.utilization,
  };
  fs.writeFileSync(process.env.LOOP_WATCH_FILE, JSON.stringify(figures));
  delay.reset();
  pauses = [];
  since = performance.eventLoopUtilization();
});
