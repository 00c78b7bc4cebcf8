// The purchase screen opened from a link, as a phone loads it: antd's styles come from the build's
// stylesheet (antd's CSS-in-JS makes none of them in the browser), and the checkout machine's
// first reads are the ones index.html started while the code downloaded: each is requested once;
// step 1 and the dialogs download once a seat is chosen.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { freeSeats, funcionesOnSale, openFuncion, signedInContext, type Funcion } from './purchase-helpers.ts';

const site = inject('siteUrl');
let browser: Browser;
let nextFuncion: () => Funcion;

beforeAll(async () => {
  browser = await launchChromium();
  nextFuncion = await funcionesOnSale(site);
});
afterAll(() => browser?.close());

describe('the purchase screen opened from a link', () => {
  it("takes antd's styles from the stylesheet made at build time and makes none of them in the browser", async () => {
    const { page, context } = await signedInContext(browser, site);
    await openFuncion(page, site, nextFuncion());
    const continuar = page.getByRole('button', { name: 'Continuar con la compra' });
    await continuar.waitFor();
    const styles = await page.evaluate(() => ({
      sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href') ?? ''),
      made: [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').filter((css) => /\.ant-(btn|card|radio|skeleton|modal)\b/.test(css) && !css.startsWith('.css-var')),
    }));
    expect(styles.sheets.some((href) => /\/assets\/AntdScope-[\w-]+\.css$/.test(href))).toBe(true);
    expect(styles.made).toEqual([]);
    // And they style the page: with a seat chosen, the primary button wears the theme's purple
    // (#6a1b9a) and the large radius antd derives from the theme's 8 px.
    await freeSeats(page).first().click();
    await expect.poll(() => continuar.isEnabled()).toBe(true);
    // (once its colour transition has run)
    const look = () => continuar.evaluate((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).borderTopLeftRadius}`);
    await expect.poll(look).toBe('rgb(106, 27, 154) 10px');
    await context.close();
  });

  it('reads the función, its seats, the consecutivo, the confectionery and the brands once each: the answers index.html asked for', async () => {
    const { page, context } = await signedInContext(browser, site);
    const funcion = nextFuncion();
    // Who asked: index.html's own script, or the screen's code (a file under /assets/).
    const asked: { path: string; by: string }[] = [];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const { pathname } = new URL(request.url);
      const frame = initiator.stack?.callFrames[0] ?? initiator.stack?.parent?.callFrames[0];
      if (pathname.startsWith('/api/v1/')) asked.push({ path: pathname, by: frame ? new URL(frame.url).pathname : '?' });
    });
    await openFuncion(page, site, funcion);
    await page.getByRole('button', { name: 'Continuar con la compra' }).waitFor();
    await page.waitForTimeout(500);
    for (const path of [`/api/v1/room/${funcion.id}`, `/api/v1/room/${funcion.id}/status`, '/api/v1/score/consecutive/1', '/api/v1/confectioneries/score/viziona', '/api/v1/pay-brands']) {
      expect(asked.filter((a) => a.path === path)).toEqual([{ path, by: funcion.path }]);
    }
    await context.close();
  });

  it('downloads step 1 and the dialogs (antd-more, Confiteria, CheckoutDialog) only once a seat is chosen', async () => {
    const { page, context } = await signedInContext(browser, site);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    await openFuncion(page, site, nextFuncion());
    await page.getByRole('button', { name: 'Continuar con la compra' }).waitFor();
    await page.waitForTimeout(500);
    const later = /\/assets\/(antd-more|Confiteria|CheckoutDialog)-[\w-]+\.js$/;
    expect(scripts.filter((s) => later.test(s))).toEqual([]);
    await freeSeats(page).first().click();
    await expect.poll(() => scripts.flatMap((s) => later.exec(s)?.[1] ?? []).sort()).toEqual(['CheckoutDialog', 'Confiteria', 'antd-more']);
    await context.close();
  });
});
