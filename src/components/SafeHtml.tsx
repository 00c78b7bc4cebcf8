import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

export interface SafeHtmlProps {
  /** HTML from the API; sanitized before it is rendered. */
  html: string | null | undefined;
  className?: string;
}

/** Renders database HTML (spec: HTML content is sanitized before it is rendered). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe) return null;
  return <div className={className ? `vz-html ${className}` : 'vz-html'} dangerouslySetInnerHTML={{ __html: safe }} />;
}
