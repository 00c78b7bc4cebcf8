import DOMPurify from 'dompurify';
import { applyHtmlRules, HTML_CONFIG } from '../../openapi/html';

let ruled = false;

/**
 * HTML from the database (room descriptions, content pages, confectionery) made safe to render by
 * the site's one rule (openapi/html.ts): no scripts, event handlers, javascript: or data: links,
 * iframes, styles or forms; links opening a new tab get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!ruled) {
    ruled = true;
    applyHtmlRules(DOMPurify);
  }
  return DOMPurify.sanitize(html, HTML_CONFIG);
}
