import { THEATER_SLUG } from '../../openapi/rules.ts';
import type { Db } from '../db/open.ts';
import { releases, theaterMovies } from '../catalogue/cartelera.ts';
import { pagesOfGroup } from '../content/queries.ts';
import { listRooms } from '../catalogue/salas.ts';
import { escapeHtml } from './preview.ts';

/** Fixed public routes of spec §2. */
const staticPaths = ['/', '/cartelera', '/proximos-estrenos', '/salas', '/confiteria', '/club-vizionarios', '/corporativo', '/contactanos', '/linea-etica'];

/** Content groups whose pages live at /pagina/{slug}. */
const pageGroups = ['pie-de-pagina-1', 'pie-de-pagina-2', 'pagina'];

/** Every public path worth indexing: fixed pages, films on the billboard or coming, rooms and content pages. */
export async function sitemapPaths(db: Db, now: Date): Promise<string[]> {
  const [showing, coming, rooms, ...groups] = await Promise.all([
    theaterMovies(db, { theater: THEATER_SLUG, now }),
    releases(db, now),
    listRooms(db),
    ...pageGroups.map((group) => pagesOfGroup(db, group)),
  ]);
  const films = new Set([...showing, ...coming].map((m) => `/${THEATER_SLUG}/pelicula/${m.slug}`));
  const pages = new Set(groups.flat().map((p) => `/pagina/${p.slug}`));
  return [...staticPaths, ...films, ...rooms.map((r) => `/sala/${r.slug}`), ...pages];
}

/** The sitemap.xml document (sitemaps.org 0.9) for absolute URLs under baseUrl. */
export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeHtml(baseUrl + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
