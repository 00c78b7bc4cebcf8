// A scan checked offline at the door, in Chromium with its CPU throttled 4× (CDP
// Emulation.setCPUThrottlingRate), as a mid-range phone (390 px, touch: no mouse pointer hovering
// over the page): the time from the decoded text handed to the door's machine (the typed code's
// "Revisar", the same event the camera sends) to the verdict, decided on the device from memory (the
// day's data, Ed25519 by WebCrypto with the keys imported once, @noble where the browser has none)
// and queued (written after the verdict is drawn). Two figures: the verdict in the page (its element
// inserted) and the verdict on screen (the first paint of its title, by Element Timing: what the
// usher sees, including the wait for the display's next frame). Prints p50/p95/p99 of both (target
// p99 ≤ 30 ms) and the machine's load; not a test. Then the same on a bare page whose form only
// inserts an element like the verdict: the browser's own floor on this host, throttled alike (what
// no change to the door's page can go under).
// Run: npm run build && npm run bench:door-scan
import fs from 'node:fs';
import os from 'node:os';
import type { Page } from 'playwright-core';
import type { Ticket } from '../openapi/index.ts';
import { launchChromium } from '../tests/helpers/browser.ts';
import { httpApp } from '../tests/helpers/http-app.ts';
import { api, cardBody, pay, reserve } from '../tests/helpers/purchase.ts';
import { startServerProcess } from '../tests/helpers/server-process.ts';
import { funcionesOnSale } from '../tests/e2e/purchase-helpers.ts';
import { firstAdminWithCookie, newStaffPerson } from '../tests/e2e/staff-helpers.ts';
import { hostSpeed } from './host-speed.ts';

const SCANS = Number(process.env.DOOR_SCANS ?? 200);

/**
 * SCANS + 10 scans on a page with the door's form (the first 10 left out): a code typed, then the
 * time from its "Revisar" to the verdict in the page and to its first paint; each verdict tapped away.
 */
async function scans(page: Page, type: (i: number) => Promise<void>) {
  const inPage: number[] = [];
  const onScreen: number[] = [];
  for (let i = 0; i < SCANS + 10; i++) {
    await type(i);
    const [dom, painted] = await page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          let t0 = 0;
          let inserted = 0;
          // The title's first paint (renderTime: the frame that showed it).
          const paints = new PerformanceObserver((list) => {
            const entry = (list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]).find((e) => e.identifier === 'veredicto' && e.renderTime > t0);
            if (!entry) return;
            paints.disconnect();
            resolve([inserted - t0, entry.renderTime - t0]);
          });
          paints.observe({ type: 'element' });
          const seen = new MutationObserver(() => {
            const verdict = document.querySelector('[data-testid="veredicto"]');
            if (!verdict) return;
            inserted = performance.now();
            seen.disconnect();
            // Named for Element Timing before its first paint (a mutation observer runs before the frame).
            verdict.firstElementChild?.setAttribute('elementtiming', 'veredicto');
          });
          seen.observe(document.body, { childList: true, subtree: true });
          const revisar = document.querySelector('form button[type="submit"]') as HTMLButtonElement;
          t0 = performance.now();
          revisar.click();
        }),
    );
    if (i >= 10) {
      inPage.push(dom);
      onScreen.push(painted);
    }
    // Tapped away, unless its 1.5 s ended first (a locator's click would then wait for the next one).
    await page.evaluate(() => (document.querySelector('[data-testid="veredicto"]') as HTMLElement | null)?.click());
    await page.getByTestId('veredicto').waitFor({ state: 'detached' });
  }
  return { inPage, onScreen };
}

/** A door that does nothing but show the verdict's element as the door's page draws it (porteria.css). */
const BARE_DOOR = `<!doctype html><html lang="es"><body style="margin:0;font-family:system-ui,sans-serif">
<form style="display:flex;gap:8px;padding:12px"><input placeholder="Código de la boleta"><button type="submit">Revisar</button></form>
<script>
document.querySelector('form').addEventListener('submit', (event) => {
  event.preventDefault();
  const verdict = document.createElement('button');
  verdict.type = 'button';
  verdict.dataset.testid = 'veredicto';
  verdict.style.cssText = 'position:fixed;inset:0;z-index:1000;border:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center;font-weight:700;font-size:24px;background:#52c41a;color:#fff';
  verdict.innerHTML = '<span style="font-size:48px">Bienvenido</span><span style="font-size:32px">Película</span><span style="font-size:32px">Sala 1 · Silla F12 · 7:30 p. m.</span>';
  verdict.addEventListener('click', () => verdict.remove());
  document.body.append(verdict);
});
</script></body></html>`;
const server = await startServerProcess({ TRUST_PROXY: '127.0.0.1' }, 180_000, { bundle: true });
const browser = await launchChromium();
try {
  // The first admin holds every role, porteria too.
  const { cookie } = await firstAdminWithCookie(server, newStaffPerson('admin.bench@viziona.test', 'Admin Bench', 'admin-bench-2026-xx', []));
  // A real ticket (a función to come: fuera_de_horario once its signature holds) and a forged one.
  const http = httpApp(server.url);
  const r = await reserve(http, { count: 1, showtimeId: (await funcionesOnSale(server.url))().id });
  const paid = (await pay(http, r.session.token, cardBody(r))).json() as { bill: string };
  let ticket: Ticket | undefined;
  for (let i = 0; i < 50 && !ticket?.codes.length; i++) {
    const res = await api(http, r.session.token, 'GET', `/tickets/${encodeURIComponent(paid.bill)}`);
    if (res.statusCode === 200) ticket = res.json() as Ticket;
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const real = ticket!.codes[0].code;
  const forged = real.slice(0, real.length - 10) + (real.at(-10) === 'A' ? 'B' : 'A') + real.slice(real.length - 9);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: `${server.url}/api/v1/staff` }]);
  const page = await context.newPage();
  await page.goto(`${server.url}/staff/porteria`);
  await page.getByRole('button', { name: 'Usar esta puerta' }).tap();
  await page.getByTestId('conexion').filter({ hasText: /^En línea · sincronizado/ }).waitFor({ timeout: 60_000 });
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const door = await scans(page, (i) => page.getByPlaceholder('Código de la boleta').fill(i % 2 ? forged : real));

  // The same on a page that does nothing but show a verdict: what this browser, on this host and
  // throttled alike, needs to draw one (the event, a full-screen element, the next frame).
  const bare = await context.newPage();
  await bare.setContent(BARE_DOOR);
  await (await context.newCDPSession(bare)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const floor = await scans(bare, (i) => bare.locator('input').fill(i % 2 ? forged : real));

  const figures = (times: number[]) => {
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)].toFixed(1);
    return `p50 ${q(50)} ms, p95 ${q(95)} ms, p99 ${q(99)} ms, max ${times.at(-1)!.toFixed(1)} ms`;
  };
  console.log(`Door scan decided offline in Chromium, CPU throttled 4×: ${door.inPage.length} scans (half a real ticket, half a forged one; 10 warm-up scans left out)`);
  console.log(`decoded text → verdict on screen (first paint): ${figures(door.onScreen)} (target p99 ≤ 30 ms)`);
  console.log(`decoded text → verdict in the page (inserted):  ${figures(door.inPage)}`);
  console.log(`the browser's floor, a page that only shows a verdict (first paint): ${figures(floor.onScreen)}; inserted: ${figures(floor.inPage)}`);
  console.log(`load average while measuring: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} on ${os.cpus().length} cores; host speed ${hostSpeed()} (host-speed.ts)`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
