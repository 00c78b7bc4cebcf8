// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { appRoutes } from './routes';

// The companion cookie the server sets with auth_token (the token itself is HttpOnly).
const signIn = () => (document.cookie = 'vz_signed_in=1; path=/');
const signOut = () => (document.cookie = 'vz_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT');

// The first test to open a page made with antd imports antd cold; on a busy machine that alone can
// take longer than testing-library's default second.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  // antd reads media queries; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  signOut();
});

/** Renders the app's route table at `path`, with requests paused (no network in unit tests). */
function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders swr={{ isPaused: () => true }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('route guards (spec §2)', () => {
  it('sends a visitor without a session from /mi-perfil to /iniciar-sesion', async () => {
    const router = renderAt('/mi-perfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/iniciar-sesion'));
    expect(await screen.findByRole('heading', { name: 'INICIAR SESIÓN' })).toBeTruthy();
    expect(document.title).toBe('Iniciar Sesión | Viziona');
  });

  it('sends a signed-in user from /registrarme to /', async () => {
    signIn();
    const router = renderAt('/registrarme');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a signed-in user into /mis-tickets and a visitor into /registrarme', async () => {
    const visitor = renderAt('/registrarme');
    expect(await screen.findByRole('heading', { name: 'REGISTRARME' })).toBeTruthy();
    expect(visitor.state.location.pathname).toBe('/registrarme');
    cleanup();
    signIn();
    const member = renderAt('/mis-tickets');
    expect(await screen.findByRole('heading', { name: 'Mis Compras' })).toBeTruthy();
    expect(member.state.location.pathname).toBe('/mis-tickets');
  });
});

describe('route table (spec §2)', () => {
  // Pages whose content comes from the API show 'Cargando...' while it loads (requests are paused here).
  it.each([
    ['/viziona/pelicula/dune', 'Película'],
    ['/cali/pelicula/dune', 'Película'],
    ['/sala/sala-1', 'Sala'],
    ['/pagina/terminos-y-condiciones', 'Página'],
  ])('%s shows the %s page, loading', async (path, title) => {
    renderAt(path);
    expect(await screen.findByText('Cargando...', { selector: 'p' })).toBeTruthy();
    expect(document.title).toBe(`${title} | Viziona`);
  });

  it.each([['/proximos-estrenos', 'Próximos estrenos']])('%s shows the %s page', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} | Viziona`);
  });

  it.each(['/404', '/no/existe/para/nada'])('%s shows the not-found screen', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Ups!! no hemos encontrado la pagina que estas buscando' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al Inicio' }).getAttribute('href')).toBe('/');
  });

  it('renders the shared chrome landmarks around the page', async () => {
    renderAt('/cartelera');
    await screen.findByRole('heading', { name: 'Cartelera' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
