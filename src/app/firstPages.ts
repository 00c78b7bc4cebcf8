import { THEATER_ID, THEATER_SLUG } from '../../openapi/rules.ts';

/**
 * The public pages opened most often, their page module and the reads the page starts with
 * (`$1`, `$2`: the route pattern's groups; the patterns mirror routes.tsx). index.html
 * (vite.config.ts) preloads the page's chunks and starts these reads for the route being opened,
 * so they run alongside the entry's download; the page's preload (routes.tsx) takes them over
 * through window.__vzEarlyReads. firstPages.test.ts checks that every read started here is taken.
 */
export interface FirstPage {
  route: string;
  module: string;
  reads: string[];
  /** Made with antd (lazyWithAntd): antd's scope and its stylesheet are preloaded too. */
  antd?: boolean;
  /** Who takes the reads: the route's preload (routes.tsx, the default) or the page's machine's actors. */
  takenBy?: 'preload' | 'machine';
}

export const firstPages: FirstPage[] = [
  {
    route: '^/$',
    module: 'src/pages/home/HomePage.tsx',
    reads: [`/movies/theater/${THEATER_SLUG}`, `/dates/${THEATER_SLUG}`, '/banners/web', '/settings', '/movies/releases', '/room-details'],
  },
  { route: '^/cartelera/?$', module: 'src/pages/cartelera/CarteleraPage.tsx', reads: [`/movies/theater/${THEATER_SLUG}`, `/dates/${THEATER_SLUG}`] },
  { route: '^/([^/]+)/pelicula/([^/?#]+)/?$', module: 'src/pages/pelicula/PeliculaPage.tsx', reads: ['/movies/$2', '/movies/theater/$1/$2/showtimes'] },
  // The purchase screen, opened from a link or reloaded mid-purchase: the checkout machine's first
  // reads (src/app/checkoutActors.ts takes them; the theater opens the consecutivo, as there).
  {
    route: '^/([^/]+)/pelicula/[^/]+/funcion/(\\d+)/?$',
    module: 'src/pages/purchase/PurchasePage.tsx',
    reads: ['/room/$2', '/room/$2/status', `/score/consecutive/${THEATER_ID}`, '/confectioneries/score/$1', '/pay-brands'],
    antd: true,
    takenBy: 'machine',
  },
];

/** The URLs of the early reads for a path (what the inline script in index.html requests), or undefined. */
export function earlyReadUrls(pathname: string, pages: readonly FirstPage[] = firstPages): string[] | undefined {
  for (const page of pages) {
    const match = pathname.match(new RegExp(page.route));
    if (match) return page.reads.map((read) => '/api/v1' + read.replace(/\$(\d)/g, (_, n: string) => match[Number(n)]));
  }
  return undefined;
}
