// Times GET <url> every 50 ms for <seconds> from its own process, as a load balancer's health
// checker does, and prints the timings as JSON. A probe inside the benchmark's process also counts
// the time autocannon's 200 connections keep that process's event loop busy.
// Run by bench/reads.ts: node --import tsx bench/health-probe.ts <url> <seconds>
import { performance } from 'node:perf_hooks';

const [url, seconds] = process.argv.slice(2);
const timings: number[] = [];
const until = performance.now() + Number(seconds) * 1000;
while (performance.now() < until) {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  timings.push(performance.now() - t);
  await new Promise((r) => setTimeout(r, 50));
}
process.stdout.write(JSON.stringify(timings));
