// What HTML from the database the site shows (room descriptions, content pages, confectionery),
// written once: the browser renders through it (src/lib/sanitize.ts) and the server checks and
// stores a content page through it (server/content/html.ts), so a preview is the page as shown.
import type { Config, DOMPurify } from 'dompurify';

/** Tags that never reach the page, whatever the database holds. */
const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'];

/** DOMPurify's options: no scripts, event handlers, inline styles, data-* attributes or forms; `target` kept on links. */
export const HTML_CONFIG = { FORBID_TAGS, FORBID_ATTR: ['style'], ADD_ATTR: ['target'], ALLOW_DATA_ATTR: false } satisfies Config;

/** Attributes holding an address. */
export const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'srcset', 'background', 'cite', 'longdesc']);

/** An address as a browser reads it: ASCII whitespace and control characters inside don't count. */
export const bareUrl = (value: string) => value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();

/**
 * The rules DOMPurify's options cannot say, added once to an instance: no `data:` address at all
 * (DOMPurify lets images have them), and links opening a new tab get rel="noopener noreferrer".
 */
export function applyHtmlRules(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && bareUrl(data.attrValue).startsWith('data:')) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') (node as Element).setAttribute('rel', 'noopener noreferrer');
  });
  return purify;
}
