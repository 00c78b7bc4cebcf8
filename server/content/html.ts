// A content page's HTML as the site will show it: sanitized on the server by the same rule the
// browser renders with (openapi/html.ts), and everything the sanitizer took out named in Spanish,
// so a write can refuse it and a preview can show it. DOMPurify runs on jsdom, loaded on the first
// use only (no public request needs it).
import type { DOMPurify, RemovedAttribute, RemovedElement, WindowLike } from 'dompurify';
import { applyHtmlRules, bareUrl, HTML_CONFIG, URL_ATTRIBUTES } from '../../openapi/html.ts';

let purifier: Promise<DOMPurify> | undefined;

function purifierOf(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    return applyHtmlRules(createDOMPurify(new JSDOM('').window as unknown as WindowLike));
  })();
  return purifier;
}

export interface SanitizedHtml {
  /** What the public page renders. */
  html: string;
  /** What was taken out, in Spanish ('la etiqueta <script>', 'el atributo de evento onclick de <p>'); empty when nothing was. */
  problemas: string[];
}

function described(removed: RemovedElement | RemovedAttribute): string | undefined {
  if ('element' in removed) {
    const name = removed.element.nodeName.toLowerCase();
    if (name === '#comment') return 'un comentario con marcado';
    // FORCE_BODY's own marker, put before the HTML and taken out again.
    return name.startsWith('#') || name === 'remove' ? undefined : `la etiqueta <${name}>`;
  }
  const { attribute, from } = removed;
  if (!attribute) return undefined;
  const name = attribute.name.toLowerCase();
  const on = `<${from.nodeName.toLowerCase()}>`;
  if (name.startsWith('on')) return `el atributo de evento ${name} de ${on}`;
  if (URL_ATTRIBUTES.has(name)) {
    const url = bareUrl(attribute.value);
    const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
    if (scheme) return `la dirección ${scheme}: del atributo ${name} de ${on}`;
  }
  return `el atributo ${name} de ${on}`;
}

export async function sanitizeContentHtml(html: string): Promise<SanitizedHtml> {
  const purify = await purifierOf();
  // One synchronous call: nothing else uses the instance between it and reading `removed`.
  // FORCE_BODY: a <script>, <style>, <meta>, <base> or <link> at the start would otherwise be put
  // in the document's head by the parser and dropped without a word; in the body it is named.
  const clean = purify.sanitize(html, { ...HTML_CONFIG, FORCE_BODY: true });
  const problemas = [...new Set(purify.removed.map(described).filter((p): p is string => p !== undefined))];
  return { html: clean, problemas };
}

/** The Spanish sentence refusing HTML with problems. */
export const unsafeHtmlMessage = (problemas: string[]) =>
  `El contenido tiene HTML que el sitio no publica: ${problemas.join(', ')}. Quítalo y vuelve a intentarlo.`;
