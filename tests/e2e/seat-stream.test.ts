// The live seat map (issue 30), as two people see it in Chromium against the real server: B sees A's
// hold appear on the map within a second without reloading, and A's release too; the stream cut
// and resumed (the browser's Last-Event-ID) catches up with what happened meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import net from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { funcionesOnSale, openFuncion, pickFreeSeats, reserve, seat, signedInContext, type Funcion } from './purchase-helpers.ts';

const site = inject('siteUrl');
let browser: Browser;
let nextFuncion: () => Funcion;

beforeAll(async () => {
  browser = await launchChromium();
  nextFuncion = await funcionesOnSale(site);
});
afterAll(() => browser?.close());

/** The seat's state as the map's label says it ('disponible', 'ocupada', 'seleccionada'…). */
const stateOf = async (page: Page, name: string) => ((await seat(page, name).getAttribute('aria-label')) ?? '').split(', ').pop();

/** The stream requests the page made (EventSource's), with the Last-Event-ID each carried. */
function streamRequests(page: Page): (string | undefined)[] {
  const seen: (string | undefined)[] = [];
  page.on('request', async (r) => {
    if (/\/api\/v1\/room\/\d+\/stream$/.test(new URL(r.url()).pathname)) seen.push((await r.allHeaders())['last-event-id']);
  });
  return seen;
}

/** A TCP relay to the site that the test can cut (every open connection dropped, new ones refused) and restore: a network that fails. */
async function relay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut() {
      up = false;
      sockets.forEach((s) => s.destroy());
    },
    restore() {
      up = true;
    },
    close: () => new Promise((ok) => server.close(ok)),
  };
}

describe('the live seat map', () => {
  it("B sees A's hold and A's release within a second, without reloading; focus stays where B left it", async () => {
    const a = await signedInContext(browser, site);
    const b = await signedInContext(browser, site);
    const funcion = nextFuncion();
    const bStreams = streamRequests(b.page);
    await openFuncion(b.page, site, funcion);
    await expect.poll(() => bStreams.length).toBe(1);
    await openFuncion(a.page, site, funcion);
    const [name] = await pickFreeSeats(a.page, 1);
    // B rests on the seat A is about to take.
    await seat(b.page, name).focus();
    expect(await stateOf(b.page, name)).toBe('disponible');

    await reserve(a.page);
    await expect.poll(() => stateOf(b.page, name), { timeout: 1000, interval: 50 }).toBe('ocupada');
    expect(await b.page.evaluate(() => document.activeElement?.getAttribute('data-seat'))).toBe(name);
    // The one polite live region says it, since B was on that seat.
    await expect.poll(() => b.page.getByTestId('seat-announcer').textContent(), { timeout: 1000 }).toBe(`Otra persona acaba de tomar la silla ${name}.`);

    await a.page.getByRole('button', { name: 'Cambiar datos anteriores' }).first().click();
    await expect.poll(() => stateOf(b.page, name), { timeout: 1000, interval: 50 }).toBe('disponible');
    expect(bStreams).toHaveLength(1);
    await a.context.close();
    await b.context.close();
  });

  it('a stream cut and resumed catches up from its Last-Event-ID with what changed meanwhile', async () => {
    const a = await signedInContext(browser, site);
    const b = await signedInContext(browser, site);
    const network = await relay(site);
    const funcion = nextFuncion();
    const bStreams = streamRequests(b.page);
    // B reaches the site through a network the test can cut (the cookie is the host's, whatever the port).
    await openFuncion(b.page, network.url, funcion);
    await expect.poll(() => bStreams.length).toBe(1);
    await openFuncion(a.page, site, funcion);
    const [first] = await pickFreeSeats(a.page, 1);
    await reserve(a.page);
    await expect.poll(() => stateOf(b.page, first), { timeout: 1000, interval: 50 }).toBe('ocupada');

    // B's network fails; meanwhile A lets the seat go.
    network.cut();
    await a.page.getByRole('button', { name: 'Cambiar datos anteriores' }).first().click();
    await a.page.getByRole('button', { name: 'Continuar con la compra' }).waitFor();
    expect(await stateOf(b.page, first)).toBe('ocupada');
    network.restore();
    // The browser reconnects by itself, saying the last version it has, and catches up.
    await expect.poll(() => stateOf(b.page, first), { timeout: 10_000, interval: 50 }).toBe('disponible');
    const resumed = bStreams.slice(1).filter((id) => id !== undefined);
    expect(resumed.length).toBeGreaterThan(0);
    expect(resumed.at(-1)).toMatch(/^\d+$/);
    await a.context.close();
    await b.context.close();
    await network.close();
  });
});
