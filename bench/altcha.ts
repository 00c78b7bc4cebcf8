// Cost of the ALTCHA proof of work (prints figures; not a test). Run: node --import tsx bench/altcha.ts
// Solves challenges with the server's own parameters (server/forms/captcha.ts) in Node, on the
// same SHA-256 key derivation the widget runs, and reports wall time and CPU time per solve and per
// attempt. CPU time is the steadier figure on a shared machine. What a phone takes is estimated
// from it with the slowdown stated below.
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ALTCHA_COST, ALTCHA_COUNTER } from '../server/forms/captcha.ts';
import { launchChromium } from '../tests/helpers/browser.ts';

/**
 * Assumed: a mid-range Android phone (Cortex-A55/A76 class) runs the widget's WebCrypto loop about
 * 3× slower than desktop Chromium on one core of this machine (single-core scores of such phones
 * are a third of a server core's). The widget's workers split the counters among the phone's
 * cores; we count on one core (small cores, a busy page, thermal throttling), so this errs long.
 */
const PHONE_SLOWDOWN = 3;
const runs = Number(process.env.ALTCHA_RUNS ?? 6);

const results: { wall: number; cpu: number; counter: number }[] = [];
for (let i = 0; i < runs; i++) {
  // The middle of the range, so each run does the average work.
  const counter = Math.round((ALTCHA_COUNTER[0] + ALTCHA_COUNTER[1]) / 2);
  const challenge = await createChallenge({ algorithm: 'SHA-256', cost: ALTCHA_COST, counter, deriveKey, expiresAt: new Date(Date.now() + 60_000), hmacSignatureSecret: 'bench' });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const solution = await solveChallenge({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, deriveKey });
  const wall = performance.now() - t0;
  const { user, system } = process.cpuUsage(cpu0);
  if (!solution) throw new Error('not solved');
  results.push({ wall, cpu: (user + system) / 1000, counter });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cpu = median(results.map((r) => r.cpu));
const wall = median(results.map((r) => r.wall));
const attempts = results[0].counter;
console.log(`ALTCHA SHA-256, cost ${ALTCHA_COST}, counter ${ALTCHA_COUNTER[0]}–${ALTCHA_COUNTER[1]} (average ${attempts} attempts, ${attempts * ALTCHA_COST} hashes)`);
console.log(`Node, median of ${runs}: ${cpu.toFixed(0)} ms CPU, ${wall.toFixed(0)} ms wall; ${((cpu * 1000) / attempts).toFixed(1)} µs CPU per attempt`);

// The widget's own loop (altcha-lib/algorithms/web/sha: `cost` awaited crypto.subtle digests per
// attempt), timed in Chromium on one thread.
const browser = await launchChromium();
const page = await browser.newPage();
// WebCrypto needs a secure context: a page "from" localhost, answered by Playwright itself.
await page.route('http://localhost/altcha', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>altcha</title>' }));
await page.goto('http://localhost/altcha');
const browserMs: number[] = [];
for (let i = 0; i < Math.min(runs, 3); i++) {
  browserMs.push(
    await page.evaluate(
      async ({ attempts, cost }) => {
        const salt = crypto.getRandomValues(new Uint8Array(16));
        const t0 = performance.now();
        for (let counter = 0; counter < attempts; counter++) {
          let key = new Uint8Array(20);
          key.set(salt);
          new DataView(key.buffer).setUint32(16, counter);
          for (let j = 0; j < cost; j++) key = new Uint8Array(await crypto.subtle.digest('SHA-256', key));
        }
        return performance.now() - t0;
      },
      { attempts, cost: ALTCHA_COST },
    ),
  );
}
await browser.close();
const chromium = median(browserMs);
console.log(`Chromium (WebCrypto, one thread), median of ${browserMs.length}: ${chromium.toFixed(0)} ms; ${((chromium * 1000) / attempts).toFixed(1)} µs per attempt`);
console.log(`phone estimate (Chromium ×${PHONE_SLOWDOWN}, one core): about ${((chromium * PHONE_SLOWDOWN) / 1000).toFixed(1)} s on average; a bot in Node: ${(cpu / 1000).toFixed(2)} s`);
