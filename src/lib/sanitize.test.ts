// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeHtml('<p>Hola <strong>mundo</strong> <a href="/salas">salas</a></p>')).toBe(
      '<p>Hola <strong>mundo</strong> <a href="/salas">salas</a></p>',
    );
  });

  it('removes scripts, event handlers, javascript: links, iframes and inline styles', () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">x</p><script>alert(2)</script><a href="javascript:alert(3)">y</a><iframe src="https://mal.example"></iframe><img src="x" onerror="alert(4)">',
    );
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<iframe|style=/i);
    expect(html).toContain('<p>x</p>');
  });

  it('drops data: addresses, even on images, by the rule the server publishes with (openapi/html.ts)', () => {
    expect(sanitizeHtml('<img src="data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E" alt="x"><a href="data:text/html,x">y</a>')).toBe('<img alt="x"><a>y</a>');
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://viziona.com.co" target="_blank">v</a>')).toContain('rel="noopener noreferrer"');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
