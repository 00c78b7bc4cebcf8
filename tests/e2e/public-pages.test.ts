import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';

let browser: Browser;
const site = inject('siteUrl');

/** A phone-sized page that records console errors and uncaught exceptions. */
async function open(path: string, context?: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const ctx = context ?? (await browser.newContext({ viewport: { width: 390, height: 844 } }));
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  // The popup of / is tested on its own; elsewhere it is already closed for this session.
  if (!context) {
    await page.addInitScript(() => {
      try {
        sessionStorage.setItem('viziona.popup.closed', '1');
      } catch {
        /* frames without storage (the trailer's) */
      }
    });
  }
  await page.goto(site + path);
  return { page, errors };
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the public pages against the real server', () => {
  it('home: carousel, billboard with showtimes, club and how-to-buy steps, releases, rooms', async () => {
    const { page, errors } = await open('/');
    await page.getByRole('region', { name: 'Destacados' }).waitFor();
    await page.locator('.vz-billboard .vz-time').first().waitFor();
    for (const heading of ['Cartelera', 'Club Vizionarios', '¿Cómo comprar?', 'Próximos estrenos', 'Nuestras salas']) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    }
    expect(await page.title()).toBe('Viziona | Cine');
    expect(await page.locator('.vz-date').first().evaluate((b) => b.getBoundingClientRect().width)).toBe(150);
    // Once the page has loaded and the browser is idle, swiper takes the carousel over.
    await page.getByRole('region', { name: 'Destacados' }).locator('.swiper-initialized').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('billboard: dates first, the first selected, another date reloads the films', async () => {
    const { page, errors } = await open('/cartelera');
    await page.waitForFunction(() => document.title === 'Cartelera | Viziona');
    const dates = page.locator('.vz-date');
    await dates.first().waitFor();
    expect(await dates.first().getAttribute('aria-pressed')).toBe('true');
    await page.locator('.vz-billboard .vz-time').first().waitFor();
    const reload = page.waitForResponse((r) => r.url().includes('/movies/theater/viziona/showtimes?date='));
    await dates.nth(1).click();
    await reload;
    expect(await dates.nth(1).getAttribute('aria-pressed')).toBe('true');
    await page.locator('.vz-billboard .vz-time').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a visitor's showtime opens login and never the purchase route", async () => {
    const { page } = await open('/cartelera');
    const time = page.locator('.vz-billboard button.vz-time').first();
    await time.waitFor();
    expect(await page.locator('a[href*="/funcion/"]').count()).toBe(0);
    const before = page.url();
    await time.click();
    // useSession().openLogin(): the login dialog over the page (or /iniciar-sesion before the dialog existed).
    const dialog = page.getByRole('dialog', { name: 'Inicia Sesión' });
    await Promise.race([dialog.waitFor(), page.waitForURL(site + '/iniciar-sesion')]);
    expect(page.url() === before || page.url() === site + '/iniciar-sesion').toBe(true);
    expect(page.url()).not.toContain('/funcion/');
    await page.context().close();
  });

  it('a signed-in visitor gets showtime links to the purchase route', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'auth_token', value: 'token-de-prueba', url: site }]);
    const { page } = await open('/viziona/pelicula/el-ultimo-faro', context);
    const link = page.locator('a.vz-time').first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/viziona\/pelicula\/el-ultimo-faro\/funcion\/\d+$/);
    expect(await page.locator('button.vz-time').count()).toBe(0);
    await context.close();
  });

  it('movie page: title, grouped showtimes, Sobre la función, synopsis, trailer, age notice', async () => {
    const { page, errors } = await open('/viziona/pelicula/rio-de-fuego');
    await page.getByRole('heading', { level: 1, name: 'Río de fuego' }).waitFor();
    await page.waitForFunction(() => document.title === 'Río de fuego | Viziona');
    await page.locator('.vz-showtimes__label').first().waitFor();
    expect(await page.locator('.vz-date').first().evaluate((b) => b.getBoundingClientRect().width)).toBe(160);
    expect(await page.getByText('Sobre la función').isVisible()).toBe(true);
    expect(await page.getByRole('note').textContent()).toContain('mayores de 15 años');
    expect(await page.getByTitle('Trailer de Río de fuego').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Rf8tQw2ZkLm');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the other theater route shows the same film; a film without trailer has no trailer', async () => {
    const { page, errors } = await open('/viziona/pelicula/la-herencia-de-los-villalobos');
    await page.locator('h1').waitFor();
    await page.getByRole('heading', { name: 'Sinopsis' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Trailer' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unknown film goes to /404', async () => {
    const { page } = await open('/viziona/pelicula/una-pelicula-que-no-existe');
    await page.waitForURL(site + '/404');
    await page.getByText('Ups!! no hemos encontrado la pagina que estas buscando').waitFor();
    await page.context().close();
  });

  it('próximos estrenos, salas and a room with its billboard', async () => {
    const { page, errors } = await open('/proximos-estrenos');
    await page.locator('.vz-grid li').first().waitFor();
    expect(await page.title()).toBe('Próximos estrenos | Viziona');
    await page.goto(site + '/salas');
    await page.getByText('Más de 1.300 sillas').waitFor();
    expect(await page.getByText('9 salas').isVisible()).toBe(true);
    await page.locator('.vz-room-card').first().click();
    await page.waitForURL(/\/sala\/sala-1$/);
    await page.getByRole('heading', { level: 1, name: 'Sala 1' }).waitFor();
    await page.waitForFunction(() => document.title === 'Sala 1 | Viziona');
    await page.locator('.vz-date').first().waitFor();
    expect(await page.locator('.vz-html script').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unknown room shows the not-found text without any console error', async () => {
    const { page, errors } = await open('/sala/una-sala-que-no-existe');
    await page.getByText('No se encontró contenido.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("confitería never shows the 'aval' item the API returns", async () => {
    const { page, errors } = await open('/confiteria');
    const api = await page.evaluate(async () => (await (await fetch('/api/v1/confectioneries')).json()) as { name: string }[]);
    expect(api.some((i) => /aval/i.test(i.name))).toBe(true);
    await page.getByRole('region', { name: 'Confitería' }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/aval/i);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('club: a visitor gets the login link, not the purchase button', async () => {
    const { page, errors } = await open('/club-vizionarios');
    await page.getByText('Valor de la membresía', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Inicia sesión para comprar tu membresía' }).getAttribute('href')).toBe('/iniciar-sesion');
    expect(await page.getByRole('button', { name: 'Comprar membresía' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('corporativo: five sections with the gallery and the corporate figures', async () => {
    const { page, errors } = await open('/corporativo');
    await page.getByRole('region', { name: 'Galería de activaciones' }).waitFor();
    expect(await page.locator('section.vz-corporate-section').count()).toBe(5);
    expect(await page.getByText('Mínimo 50 personas y 50 combos.').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('content page by slug, and an unknown one says so', async () => {
    const { page, errors } = await open('/pagina/terminos-y-condiciones');
    await page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }).waitFor();
    await page.waitForFunction(() => document.title === 'Términos y condiciones | Viziona');
    expect(errors).toEqual([]);
    const missing = await open('/pagina/una-pagina-que-no-existe');
    await missing.page.getByText('No se encontró contenido.').waitFor();
    // The only console line is the browser's own network log of the API's 404 answer; the app logs nothing.
    expect(missing.errors.filter((e) => !/Failed to load resource: .*404/.test(e))).toEqual([]);
    await page.context().close();
    await missing.page.context().close();
  });
});

describe('the home popup', () => {
  it('appears once per session: closed, it stays closed on reload; a new session sees it again', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await open('/', context);
    const popup = page.getByRole('dialog', { name: 'Anuncio' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Cerrar anuncio' }).click();
    await popup.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => sessionStorage.getItem('viziona.popup.closed'))).toBe('1');
    await page.reload();
    await page.locator('.vz-billboard, .vz-empty').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await popup.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();

    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const again = await open('/', fresh);
    await again.page.getByRole('dialog', { name: 'Anuncio' }).waitFor();
    await fresh.close();
  });
});
