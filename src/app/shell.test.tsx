// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { MenuIcon } from '../chrome/icons';
import { Logo } from '../chrome/Logo';

const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('the app shell in index.html (painted before the JavaScript runs)', () => {
  it('draws the same logo and menu icon as the React header, so nothing moves when React takes over', () => {
    const logo = renderToStaticMarkup(
      <MemoryRouter>
        <Logo />
      </MemoryRouter>,
    ).replace(' data-discover="true"', '');
    expect(indexHtml).toContain(logo);
    expect(indexHtml).toContain(renderToStaticMarkup(<MenuIcon />));
  });

  it('sits inside #root, where React replaces it', () => {
    const root = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root');
    expect(root?.querySelector('header.vz-header .vz-header__menu[aria-hidden="true"]')).not.toBeNull();
    expect(root?.querySelector('main.vz-main')).not.toBeNull();
  });
});
