import DOMPurify from 'dompurify';

/** Tags that never reach the page, whatever the database holds. */
const FORBID_TAGS = ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'];

let hooked = false;

/**
 * HTML from the database (room descriptions, content pages, confectionery) made safe to render:
 * no scripts, event handlers, javascript: links or forms; links opening a new tab get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style'], ADD_ATTR: ['target'], ALLOW_DATA_ATTR: false });
}
