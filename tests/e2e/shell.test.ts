import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { launchChromium } from '../helpers/browser.ts';
import { tomorrowInBogota } from '../helpers/days.ts';

let browser: Browser;
const site = inject('siteUrl');

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // The home popup (tested in public-pages.test.ts) would cover the chrome: this session already closed it.
  await context.addInitScript(() => sessionStorage.setItem('viziona.popup.closed', '1'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto(site + path);
  return { page, errors };
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the site shell in Chromium against the real server', () => {
  it('opens / with the chrome: navigation, header links and the footer groups from the API', async () => {
    const { page, errors } = await open('/');
    await expect(page.title()).resolves.toMatch(/Viziona/);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    for (const name of ['cartelera', 'próximos estrenos', 'salas', 'confitería', 'club vizionarios', 'corporativo', 'contáctanos']) {
      await expect(nav.getByRole('link', { name, exact: false }).first().isVisible()).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    const footer = page.locator('footer');
    // Content items come from GET /content-types/pie-de-pagina-1/contents on the real database.
    await footer.getByRole('link', { name: 'Términos y condiciones', exact: true }).waitFor();
    const year = DateTime.now().setZone('America/Bogota').year;
    // The year is drawn once the page has loaded and the browser is idle (luxon waits for that).
    await footer.getByText(`© ${year} Viziona. Todos los derechos reservados.`).waitFor();
    const text = await footer.textContent();
    expect(text).toContain('servicioalcliente@viziona.com.co');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves /cartelera from the history fallback with its title, and the billboard data through the API', async () => {
    const { page, errors } = await open('/cartelera');
    // The page renders once its chunk is there, which can be just after the load event.
    await page.waitForFunction(() => document.title === 'Cartelera | Viziona');
    // Tomorrow's billboard: today's thins out as the evening's funciones start.
    const movies = await page.evaluate(async (date) => {
      const res = await fetch(`/api/v1/movies/theater/viziona/showtimes?date=${date}`);
      return (await res.json()) as { title: string; showtimes: unknown[] }[];
    }, tomorrowInBogota());
    expect(movies.length).toBeGreaterThan(3);
    expect(movies.every((m) => m.showtimes.length > 0)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found screen for an unknown path, and Volver al Inicio goes home', async () => {
    const { page } = await open('/esta/ruta/no/existe');
    await page.getByText('Ups!! no hemos encontrado la pagina que estas buscando').waitFor();
    await page.getByRole('link', { name: 'Volver al Inicio' }).click();
    await page.waitForURL(site + '/');
    await page.context().close();
  });

  // The other direction (a real session sent away from guest-only pages) is in accounts.test.ts:
  // a made-up cookie is not a session once the server refuses it.
  it('sends a visitor from every signed-in page to /iniciar-sesion', async () => {
    const { page } = await open('/mi-perfil');
    await page.waitForURL(site + '/iniciar-sesion');
    for (const path of ['/mis-tickets', '/ticket/VZ-1000', '/viziona/pelicula/algo/funcion/1', '/estado-transaccion/VZ-1000', '/pay-status/card/VZ-1000']) {
      await page.goto(site + path);
      await page.waitForURL(site + '/iniciar-sesion');
    }
    await page.context().close();
  });

  it('scrolls to the top on a route change', async () => {
    const { page } = await open('/');
    const link = page.getByRole('link', { name: 'Términos y condiciones', exact: true });
    // Scroll only once the app has mounted: its own scroll-to-top on mount would undo an earlier scroll.
    await link.waitFor();
    await page.waitForFunction(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 3000);
      return window.scrollY > 0;
    });
    await link.click();
    await page.waitForURL(/\/pagina\/terminos-y-condiciones$/);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });
});
