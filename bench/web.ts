// Web performance figures (prints them; not a test). Run: npm run bench:web
//  1. gzip size of the JS and CSS that `/` needs before its first paint (index.html's entry script,
//     modulepreloads, stylesheets and inline <style>), and the same plus the home route's own chunks
//     (vite manifest);
//  2. Lighthouse mobile scores, median of 3 runs, for /, /cartelera and one movie page, on the
//     production build served by our own server.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServerProcess } from '../tests/helpers/server-process.ts';
import { chromiumArgs, chromiumPath } from '../tests/helpers/browser.ts';

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

await bundleFigures();
if (!process.argv.includes('--no-lighthouse')) await lighthouseFigures();
