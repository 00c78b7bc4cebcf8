// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { isLazyPage, lazyPage } from './lazyPage';

afterEach(cleanup);

const module = { default: () => <h1>Cartelera</h1> };

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the loading fallback', async () => {
    const load = vi.fn(async () => module);
    const prefetch = vi.fn();
    const Page = lazyPage(load, prefetch);
    await Page.preload({ slug: 'orbita-cero' });
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Cartelera' })).toBeTruthy();
    expect(screen.queryByText('Cargando...')).toBeNull();
    expect(prefetch).toHaveBeenCalledWith({ slug: 'orbita-cero' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('suspends like React.lazy when not preloaded, downloading once', async () => {
    const load = vi.fn(async () => module);
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Cargando...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Cartelera' })).toBeTruthy();
    await Page.preload();
    expect(load).toHaveBeenCalledOnce();
    expect(isLazyPage(Page)).toBe(true);
    expect(isLazyPage(module.default)).toBe(false);
  });
});
