import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPages } from './src/app/firstPages.ts';

// The API server (npm run dev:server) listens on :3000; `npm run dev` proxies the API and media to it.
const apiServer = 'http://localhost:3000';

/**
 * Puts the entry's stylesheet (the chrome's small global.css) inline in index.html, so the app
 * shell there paints as soon as the HTML arrives, before any JavaScript has downloaded.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'viziona:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}

/**
 * index.html preloads the chunks of the page being opened and starts its first reads (the table is
 * src/app/firstPages.ts; the inline script does what its earlyReadUrls does), so they run alongside
 * the entry's download instead of after it ran.
 */
function preloadFirstPageChunks(): Plugin {
  return {
    name: 'viziona:preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        const entryFiles = new Set<string>();
        const addStatic = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) addStatic(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) addStatic(chunk.fileName, entryFiles);
        const antdScope = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('src/app/AntdScope.tsx'));
        const table = firstPages.flatMap(({ route, module, reads, antd }) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!page) return [];
          const files = new Set<string>();
          addStatic(page.fileName, files);
          if (antd && antdScope) addStatic(antdScope.fileName, files);
          const js = [...files].filter((file) => !entryFiles.has(file));
          const css = js.flatMap((file) => [...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]);
          return [[route, js, css, reads]];
        });
        // Early reads land in window.__vzEarlyReads (url → promise of the JSON, or null when not OK).
        const script = `(function(t,p){for(var i=0;i<t.length;i++){var m=p.match(new RegExp(t[i][0]));if(!m)continue;var f=function(h,r,a){var l=document.createElement('link');l.rel=r;l.href='/'+h;if(a)l.as=a;l.crossOrigin='';document.head.appendChild(l)};t[i][1].forEach(function(h){f(h,'modulepreload')});t[i][2].forEach(function(h){f(h,'preload','style')});var e=window.__vzEarlyReads={};t[i][3].forEach(function(r){var u='/api/v1'+r.replace(/\\$(\\d)/g,function(_,n){return m[n]});e[u]=fetch(u,{headers:{Accept:'application/json'}}).then(function(x){return x.ok?x.json():null}).catch(function(){return null})});break}})(${JSON.stringify(table)},location.pathname)`;
        return html.replace('</head>', `<script>${script}</script>\n  </head>`);
      },
    },
  };
}

/**
 * src/app/antd-static.css (empty in the sources) becomes antd's styles of the purchase screen and
 * the account forms, made at build time (scripts/antd-static-css.ts) and loaded with antd's scope
 * (src/app/AntdScope.tsx). Outside a build it stays empty and antd makes every style at run time.
 */
function antdStaticStyles(): Plugin {
  let building = false;
  return {
    name: 'viziona:antd-static-css',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      if (!building || !id.replace(/\\/g, '/').endsWith('/src/app/antd-static.css')) return undefined;
      const { antdStaticCss } = await import('./scripts/antd-static-css.ts');
      return antdStaticCss();
    },
  };
}

/**
 * The door's service worker (issue 28), Workbox's generateSW for the app shell only: index.html,
 * the built chunks and styles and the QR decoder's WebAssembly are precached, so the door page opens
 * offline after one visit. No API answer is ever cached (no runtime caching). The door page registers
 * it itself with the scope /staff/porteria, so no other page is ever served by it; its manifest is
 * public/staff/porteria.webmanifest, linked by the door page only.
 */
const doorServiceWorker = VitePWA({
  injectRegister: false,
  manifest: false,
  filename: 'staff/porteria-sw.js',
  scope: '/staff/porteria',
  workbox: {
    globPatterns: ['index.html', 'assets/**/*.{js,css,wasm}', 'favicon.svg', 'staff/porteria.webmanifest'],
    // Entries are site paths, not paths beside the worker (which lives under /staff/).
    modifyURLPrefix: { '': '/' },
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [/^\/staff\/porteria(?:\/|$)/],
    runtimeCaching: [],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  plugins: [react(), inlineEntryCss(), preloadFirstPageChunks(), antdStaticStyles(), doorServiceWorker],
  build: {
    outDir: 'dist',
    // antd is CSS-in-JS: outside antd-static.css its styles travel in the JS chunks (STACK.md gotcha 6).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs before its first paint in one file, not seventeen: on a
            // phone each extra request costs a round trip (HTTP/1.1, six connections).
            { name: 'app', priority: 4, tags: ['$initial'] },
            // The catalogue pieces the public pages share (carousel, cards, date buttons, billboard).
            { name: 'catalogue', priority: 3, test: /src[\\/]components[\\/]catalogue[\\/](?!SwiperCarousel)/ },
            // antd's core and the components of the purchase screen's first view (seats, "Tu
            // compra") in one file, not forty: on a phone each chunk costs a request (HTTP/1.1, six
            // connections). The list names only what the first view renders and rolldown brings
            // their dependencies: a whole directory such as antd's _util would also take modules only
            // later screens use, with their own dependencies (rc-form came in that way).
            {
              name: 'antd',
              priority: 2,
              test: /node_modules[\\/](antd[\\/]es[\\/](alert|button|config-provider|locale|skeleton|theme)|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion|context)|@babel[\\/]runtime|stylis|@emotion|is-mobile|react-is)[\\/]/,
            },
            // The rest of antd (dialogs, step 1's cards and counters, the payment forms, the other
            // pages' components) in a second file, loaded once a seat is chosen or an antd page opens.
            // The Spanish locale stays with antd's scope, which the first view needs. The date picker
            // (one staff page's) stays with that page: here it would add ~180 kB to the purchase.
            { name: 'antd-more', priority: 1, test: /node_modules[\\/](antd|@ant-design|@rc-component)[\\/](?!(.*[\\/])?locale[\\/])(?!es[\\/](date-picker|time-picker)[\\/])(?!picker[\\/])/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/media': { target: apiServer, changeOrigin: true },
    },
  },
});
