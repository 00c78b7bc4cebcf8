// Holds that end by the clock, on a second server process of their own: a real PostgreSQL 15 (so
// this test can add a función that has already started while the server runs) and a short hold
// (the test-only HOLD_SECONDS; 600 stays the default everywhere else).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { startPostgres, type RunningPostgres } from '../helpers/postgres.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { acknowledge, funcionesOnSale, openFuncion, pickFreeSeats, reserve, seatStateSeenBy, signedInContext, type Funcion } from './purchase-helpers.ts';

const HOLD_SECONDS = 6;
let postgres: RunningPostgres;
let server: RunningServer;
let browser: Browser;
let site: string;
let dbUrl: string;
let nextFuncion: () => Funcion;

beforeAll(async () => {
  postgres = await startPostgres();
  dbUrl = await postgres.createDatabase('viziona_hold');
  server = await startServerProcess({ DATABASE_URL: dbUrl, HOLD_SECONDS: String(HOLD_SECONDS) }, 180_000);
  site = server.url;
  browser = await launchChromium();
  nextFuncion = await funcionesOnSale(site);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await postgres?.stop();
});

describe('a hold ends by the clock', () => {
  it("at 0 the countdown says 'El tiempo de tu reserva ha expirado' and the seats are free again for others", async () => {
    const a = await signedInContext(browser, site);
    const b = await signedInContext(browser, site);
    const funcion = nextFuncion();
    await openFuncion(a.page, site, funcion);
    const [name] = await pickFreeSeats(a.page, 1);
    await reserve(a.page);
    // The countdown is drawn from the server's seconds_left.
    expect(await a.page.getByRole('timer').textContent()).toMatch(/^Tiempo restante: 00:00:0[0-6]$/);
    expect(await seatStateSeenBy(b.page, site, funcion, name)).toBe('ocupada');
    const expired = a.page.locator('.ant-modal').filter({ hasText: 'El tiempo de tu reserva ha expirado' });
    await expired.waitFor({ timeout: (HOLD_SECONDS + 10) * 1000 });
    // Free for the others without any help from the first browser (it has not even pressed OK).
    await expect.poll(() => seatStateSeenBy(b.page, site, funcion, name), { timeout: 15_000 }).toBe('disponible');
    await acknowledge(a.page, 'El tiempo de tu reserva ha expirado');
    await a.page.getByRole('button', { name: 'Continuar con la compra' }).waitFor();
    expect(await a.page.locator('.vz-seatmap button[aria-pressed="true"]').count()).toBe(0);
    await a.context.close();
    await b.context.close();
  });

  it("a función that has started is refused with 'Lo sentimos'", async () => {
    const conn = new pg.Client({ connectionString: dbUrl });
    await conn.connect();
    const { rows } = await conn.query<{ id: number; slug: string }>(
      `insert into showtimes (film_id, room_id, starts_at, format, version)
         select s.film_id, s.room_id, now() - interval '20 minutes', s.format, s.version from showtimes s order by s.id limit 1
       returning id, (select slug from films f where f.id = showtimes.film_id) as slug`,
    );
    await conn.end();
    const { id, slug } = rows[0];
    const a = await signedInContext(browser, site);
    await openFuncion(a.page, site, { id, slug, path: `/viziona/pelicula/${slug}/funcion/${id}` });
    await pickFreeSeats(a.page, 1);
    await a.page.getByRole('button', { name: 'Continuar con la compra' }).click();
    await acknowledge(a.page, 'Lo sentimos', 'No es posible reservar asientos en funciones en curso. Por favor, selecciona otro horario.');
    expect(await a.page.getByRole('timer').count()).toBe(0);
    await a.context.close();
  });
});

