import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DateList, Movie } from '../../openapi/index.ts';
import { ProgramacionRefusal } from '../../server/staff/programacion/refusals.ts';
import { api } from './purchase.ts';

/** The programming desk's refusal that `promise` ends in (fails the test if it resolves or throws anything else). */
export async function refusal(promise: Promise<unknown>): Promise<ProgramacionRefusal> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProgramacionRefusal);
  return error as ProgramacionRefusal;
}

/** Reads `read` again (every 20 ms, up to 3 s) until `seen` holds: a cached public read changes when NOTIFY arrives. */
async function until<T>(read: () => Promise<T>, seen: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 3000;
  let value = await read();
  while (!seen(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

/** The ids of the funciones the public cartelera of a Bogotá day shows (getMoviesShowtimes), once `seen` holds or after 3 s. */
export function carteleraIds(app: FastifyInstance, date: string, seen: (ids: number[]) => boolean): Promise<number[]> {
  const read = async () => ((await api(app, undefined, 'GET', `/movies/theater/viziona/showtimes?date=${date}`)).json() as Movie[]).flatMap((m) => m.showtimes!.map((s) => s.id));
  return until(read, seen);
}

/** The days the public date picker offers (getDates), once `seen` holds or after 3 s. */
export function publicDates(app: FastifyInstance, seen: (dates: string[]) => boolean): Promise<string[]> {
  const read = async () => ((await api(app, undefined, 'GET', '/dates/viziona')).json() as DateList).dates.map((d) => d.function_date);
  return until(read, seen);
}
