// Web performance figures (prints them; not a test). Run: npm run bench:web
//  1. gzip size of the JS and CSS that `/` needs before its first paint (index.html's entry script,
//     modulepreloads, stylesheets and inline <style>), and the same plus the home route's own chunks
//     (vite manifest);
//  2. Lighthouse mobile scores, median of 3 runs, for /, /cartelera and one movie page, on the
//     production build served by our own server;
//  3. the purchase page signed in: Lighthouse mobile (target >= 90) and the time to draw the largest
//     room's seat map (navigation start → every seat of the map on screen), median of 5 loads.
// Flags: --no-bundle, --no-lighthouse (the public pages), --no-purchase.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServerProcess } from '../tests/helpers/server-process.ts';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, launchChromium } from '../tests/helpers/browser.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Files a manifest chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function sizes(files: Iterable<string>) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += gzipSize(file);
    else if (file.endsWith('.css')) css += gzipSize(file);
  }
  return { js, css };
}

async function bundleFigures() {
  await build({ root, logLevel: 'warn', build: { manifest: true } });
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script[^>]*src|link[^>]*href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const home = closure(manifest, 'src/pages/home/HomePage.tsx', new Set(initial));
  // The entry's CSS is inlined in index.html (vite.config.ts): it still counts.
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + zlib.gzipSync(m[1], { level: 9 }).length, 0);
  const first = sizes(initial);
  const withHome = sizes(home);
  first.css += inlineCss;
  withHome.css += inlineCss;
  console.log('\n== Bundle (gzip -9)');
  console.log(`initial JS of / (entry + modulepreload): ${kb(first.js)}   target <= 150 KB`);
  console.log(`initial CSS of / (incl. inline <style>):  ${kb(first.css)}`);
  console.log(`JS of / including the home route chunk:  ${kb(withHome.js)}  (CSS ${kb(withHome.css)})`);
  const forbidden = ['src/pages/purchase/PurchasePage.tsx', 'src/pages/auth/LoginPage.tsx', 'src/pages/auth/RegisterPage.tsx', 'src/pages/profile/ProfilePage.tsx', 'src/pages/contact/ContactPage.tsx']
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file));
  const leaked = forbidden.filter((file) => home.has(file));
  console.log(`purchase/account/form page chunks on /:  ${leaked.length ? leaked.join(', ') : 'none'}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseFigures() {
  const server = await startServerProcess();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const res = await fetch(`${server.url}/api/v1/movies/theater/viziona`);
    const { data } = (await res.json()) as { data: { slug: string }[] };
    const pages = ['/', '/cartelera', `/viziona/pelicula/${data[0].slug}`];
    console.log(`\n== Lighthouse ${'12'} mobile, median of ${runs} runs (server ${server.url})`);
    for (const page of pages) {
      const perf: number[] = [];
      const a11y: number[] = [];
      const lcp: number[] = [];
      const tbt: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(server.url + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result!.lhr;
        perf.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        a11y.push(Math.round((lhr.categories.accessibility.score ?? 0) * 100));
        lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
        tbt.push(lhr.audits['total-blocking-time'].numericValue ?? 0);
        if (process.env.LIGHTHOUSE_JSON) fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, `public-${page.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), JSON.stringify(lhr));
        if (i === 0) {
          const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id));
          if (failing.length) console.log(`  ${page} accessibility audits failing: ${failing.map((a) => a.id).join(', ')}`);
        }
      }
      console.log(
        `${page.padEnd(40)} performance ${median(perf)} (runs ${perf.join('/')})  accessibility ${median(a11y)}  LCP ${Math.round(median(lcp))} ms  TBT ${Math.round(median(tbt))} ms`,
      );
    }
    console.log('targets: performance >= 95, accessibility 100');
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** A new person's session token (registered through the API, as the registration page does). */
async function newSession(site: string): Promise<string> {
  const { token: registerToken } = (await (await fetch(`${site}/api/v1/token/register`, { method: 'POST' })).json()) as { token: string };
  const unique = Date.now().toString(36);
  const res = await fetch(`${site}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Banco', lastname: 'Pruebas', email: `bench.${unique}@example.com`, password: 'Cine2026ok', doc_type: 'CC', doc_number: `8${String(Date.now()).slice(-9)}`,
      phone: '3001234567', birthday: '1990-01-01', sex: 'F', device: 'web', register_token: registerToken,
    }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A función of tomorrow in the largest room (most seats in its layout). */
async function largestRoomFuncion(site: string): Promise<{ path: string; seats: number }> {
  const { dates } = (await (await fetch(`${site}/api/v1/dates/viziona`)).json()) as { dates: { function_date: string }[] };
  const day = (dates[1] ?? dates[0]).function_date;
  const movies = (await (await fetch(`${site}/api/v1/movies/theater/viziona/showtimes?date=${day}`)).json()) as { slug: string; showtimes: { id: number }[] }[];
  let best = { path: '', seats: 0 };
  for (const movie of movies) {
    for (const { id } of movie.showtimes) {
      const room = (await (await fetch(`${site}/api/v1/room/${id}`)).json()) as { layout: { TipoSilla: string }[] };
      const seats = room.layout.filter((s) => s.TipoSilla !== 'Pasillo').length;
      if (seats > best.seats) best = { path: `/viziona/pelicula/${movie.slug}/funcion/${id}`, seats };
    }
  }
  return best;
}

async function purchaseFigures() {
  const server = await startServerProcess({}, 180_000);
  try {
    const token = await newSession(server.url);
    const funcion = await largestRoomFuncion(server.url);
    console.log(`\n== Purchase page signed in: ${funcion.path} (${funcion.seats} places, the largest room)`);

    // Time to draw the map, in a phone-sized Chromium with the session cookie.
    const browser = await launchChromium();
    const draws: number[] = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
      await context.addCookies([{ name: 'auth_token', value: token, url: server.url }]);
      const page = await context.newPage();
      await page.goto(server.url + funcion.path);
      const drawn = await page.waitForFunction((n) => (document.querySelectorAll('.vz-seatmap button.vz-seat').length >= n ? performance.now() : 0), funcion.seats, { polling: 'raf', timeout: 30_000 });
      draws.push(Math.round((await drawn.jsonValue()) as number));
      await context.close();
    }
    await browser.close();
    console.log(`largest room's map drawn (navigation start → ${funcion.seats} seats on screen): median ${median(draws)} ms (runs ${draws.join('/')})`);

    // Lighthouse mobile with the session: the cookie is set in the browser first, and kept.
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
    try {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await cdp.contexts()[0].addCookies([{ name: 'auth_token', value: token, url: server.url }]);
      // Lighthouse keeps the browser's storage so the session cookie stays; the HTTP cache is
      // emptied before each run. Two ways in: from the movie page, as the purchase flow goes (the
      // site's shared code cached, the purchase code not), and opened directly with nothing cached.
      const page = cdp.contexts()[0].pages()[0] ?? (await cdp.contexts()[0].newPage());
      const session = await cdp.contexts()[0].newCDPSession(page);
      const moviePage = server.url + funcion.path.replace(/\/funcion\/.*$/, '');
      const ways = [
        { name: 'from the movie page', key: 'from-movie', before: () => page.goto(moviePage, { waitUntil: 'networkidle' }) },
        { name: 'opened directly, empty cache', key: 'direct', before: async () => undefined },
      ];
      for (const way of ways) {
        const perf: number[] = [];
        const a11y: number[] = [];
        const lcp: number[] = [];
        const metrics: Record<string, number[]> = { FCP: [], SI: [], TBT: [], CLS: [] };
        const audit = { FCP: 'first-contentful-paint', SI: 'speed-index', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' } as const;
        for (let i = 0; i < runs; i++) {
          await session.send('Network.clearBrowserCache');
          await way.before();
          await page.goto('about:blank');
          const result = await lighthouse(server.url + funcion.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true });
          const lhr = result!.lhr;
          perf.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
          a11y.push(Math.round((lhr.categories.accessibility.score ?? 0) * 100));
          lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
          for (const [name, id] of Object.entries(audit)) metrics[name].push(lhr.audits[id].numericValue ?? 0);
          // LIGHTHOUSE_JSON=<folder>: every run's full report, to see what a score is made of.
          if (process.env.LIGHTHOUSE_JSON) fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, `purchase-${way.key}-${i + 1}.json`), JSON.stringify(lhr));
          if (lhr.runtimeError) console.log(`  warning: run ${i + 1} failed (${lhr.runtimeError.code}), left out`);
          else if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.includes('/funcion/')) console.log(`  warning: Lighthouse ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
          if (lhr.runtimeError) for (const list of [perf, a11y, lcp, ...Object.values(metrics)]) list.pop();
        }
        console.log(`purchase page ${way.name} (Lighthouse mobile): performance ${median(perf)} (runs ${perf.join('/')})  accessibility ${median(a11y)}  LCP ${Math.round(median(lcp))} ms   target: performance >= 90`);
        console.log(`  medians: ${Object.entries(metrics).map(([name, list]) => `${name} ${name === 'CLS' ? median(list).toFixed(3) : `${Math.round(median(list))} ms`}`).join('  ')}`);
      }
      await cdp.close();
    } finally {
      chrome.kill();
    }
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (!process.argv.includes('--no-bundle')) await bundleFigures();
if (!process.argv.includes('--no-lighthouse')) await lighthouseFigures();
if (!process.argv.includes('--no-purchase')) await purchaseFigures();
