import type { Db } from '../db/open.ts';
import { movieBySlug } from '../catalogue/cartelera.ts';
import { contentBySlug } from '../content/queries.ts';
import { roomBySlug } from '../catalogue/salas.ts';

/** What a shared link shows (Open Graph) and the page's <title> / meta description. */
export interface LinkPreview {
  title: string;
  description: string;
  image?: string | null;
  type: 'website' | 'video.movie' | 'article';
}

export const SITE_TITLE = 'Viziona | Cine';
export const SITE_DESCRIPTION =
  'Viziona: cartelera, próximos estrenos, salas y confitería. Compra tus boletas y combos en línea y únete al Club Vizionarios.';

export const genericPreview: LinkPreview = { title: SITE_TITLE, description: SITE_DESCRIPTION, type: 'website' };

const slugPattern = /^[a-z0-9-]{1,120}$/;

/** Plain text of database HTML, shortened for a description. */
export function plainText(html: string, max = 200): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const titled = (name: string) => `${name} | Viziona`;

/**
 * The preview of a movie, room or content page path; undefined for any other path or an unknown slug
 * (those get the generic tags).
 */
export async function previewFor(db: Db, pathname: string, now: Date): Promise<LinkPreview | undefined> {
  const parts = pathname.split('/').filter(Boolean).map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return '';
    }
  });
  if (parts.length === 3 && parts[1] === 'pelicula' && slugPattern.test(parts[0]) && slugPattern.test(parts[2])) {
    const movie = await movieBySlug(db, parts[2], now);
    if (!movie) return undefined;
    return { title: titled(movie.title), description: plainText(movie.synopsis), image: movie.poster, type: 'video.movie' };
  }
  if (parts.length === 2 && slugPattern.test(parts[1]) && (parts[0] === 'sala' || parts[0] === 'pagina')) {
    if (parts[0] === 'sala') {
      const room = await roomBySlug(db, parts[1]);
      if (!room) return undefined;
      const description = plainText(room.description || room.shortDescription) || room.complement;
      return { title: titled(room.name), description, image: room.image, type: 'website' };
    }
    const page = await contentBySlug(db, parts[1]);
    if (!page) return undefined;
    return { title: titled(page.title), description: page.subtitle || plainText(page.content), image: page.image, type: 'article' };
  }
  return undefined;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

const absolute = (url: string, base: string) => {
  try {
    return new URL(url, `${base}/`).href;
  } catch {
    return undefined;
  }
};

/** index.html with the page's <title>, meta description and Open Graph tags (everything escaped). */
export function injectPreview(html: string, preview: LinkPreview, { baseUrl, pathname }: { baseUrl: string; pathname: string }): string {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const image = preview.image ? absolute(preview.image, baseUrl) : undefined;
  const url = absolute(pathname, baseUrl);
  const tags = [
    `<meta property="og:site_name" content="Viziona" />`,
    `<meta property="og:locale" content="es_CO" />`,
    `<meta property="og:type" content="${preview.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  const withoutOld = html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => `<meta name="description" content="${description}" />`);
  return withoutOld.replace('</head>', () => `    ${tags}\n  </head>`);
}
