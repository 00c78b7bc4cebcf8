import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';

let browser: Browser;
const site = inject('siteUrl');

/** Every public route of spec §2 (the form pages are checked by their own issue). */
const routes: [path: string, ready: string][] = [
  ['/', '.vz-billboard .vz-time'],
  ['/cartelera', '.vz-billboard .vz-time'],
  ['/proximos-estrenos', '.vz-grid li'],
  ['/salas', '.vz-room-card'],
  ['/sala/sala-1', '.vz-date'],
  ['/viziona/pelicula/el-ultimo-faro', '.vz-time'],
  ['/confiteria', '.vz-carousel'],
  ['/club-vizionarios', '.vz-club__price'],
  ['/corporativo', '.vz-corporate-section'],
  ['/pagina/terminos-y-condiciones', '.vz-html'],
  ['/pagina/una-pagina-que-no-existe', '.vz-empty'],
  ['/404', '.vz-not-found'],
];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('accessibility (axe) of every public route', () => {
  for (const [path, ready] of routes) {
    it(`${path} has no serious or critical violation`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(site + path);
      await page.locator(ready).first().waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      await context.close();
    });
  }
});
