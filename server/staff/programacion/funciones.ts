// Funciones in bulk: a request (solicitud.ts) is planned — every función it makes, each with its
// conflicts — for the desk's preview, and saved all or nothing after being planned again inside
// the caller's transaction under its rooms' locks, so two requests saved at once cannot both take
// one room's time. Saving is one overlap query and one multi-row insert however many funciones.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/open.ts';
import { films, showtimes } from '../../db/schema.ts';
import { crossings, crossingsAmong } from './cruces.ts';
import { funcionLabel, horaBogota, momentLabel } from './etiquetas.ts';
import { cleaningMinutes } from './limpieza.ts';
import { conflictsRefusal, refuse, type FuncionConflict } from './refusals.ts';
import { lockSalas, salasOf } from './salas.ts';
import { checkRequest, expandRequest, type CheckedRequest, type FuncionesRequest } from './solicitud.ts';

export interface PlannedFuncion {
  roomId: number;
  room: string;
  /** 'YYYY-MM-DD' and 'HH:mm', Bogotá. */
  date: string;
  time: string;
  startsAt: Date;
  /** End of the film. */
  endsAt: Date;
  /** End of the film plus cleaning: when the room is free again. */
  freeAt: Date;
  conflicts: FuncionConflict[];
}

export interface FuncionesPlan {
  film: { id: number; title: string; duration: number };
  format: FuncionesRequest['format'];
  version: FuncionesRequest['version'];
  cleaningMinutes: number;
  /** By start, then room. */
  funciones: PlannedFuncion[];
  /** How many of them have a conflict (none may, to be saved). */
  conflicted: number;
}

const MINUTE = 60_000;

async function filmOf(db: DbOrTx, filmId: number) {
  const [film] = await db
    .select({ id: films.id, title: films.title, duration: films.duration, retiredAt: films.retiredAt, nowMs: sql<number>`extract(epoch from now())::float8 * 1000` })
    .from(films)
    .where(eq(films.id, filmId))
    // Inside a save: a retirement (which locks the film for update) waits until the funciones are in, and then sees them.
    .for('share');
  if (!film) throw refuse('pelicula_inexistente', `La película ${filmId} no existe.`, { filmId: `La película ${filmId} no existe.` });
  if (film.retiredAt) {
    const message = `La película «${film.title}» está retirada: ponla en cartelera o como próximo estreno para programarle funciones.`;
    throw refuse('pelicula_retirada', message, { filmId: message });
  }
  return film;
}

async function planChecked(db: DbOrTx, request: CheckedRequest): Promise<FuncionesPlan> {
  const candidates = expandRequest(request);
  // One after another: inside a transaction they share one connection.
  const film = await filmOf(db, request.filmId);
  const salas = await salasOf(db, request.roomIds, request.format);
  const cleaning = await cleaningMinutes(db);
  const now = Number(film.nowMs);
  const funciones: PlannedFuncion[] = candidates.map((c) => ({
    ...c,
    room: salas.get(c.roomId)!.name,
    endsAt: new Date(c.startsAt.getTime() + film.duration * MINUTE),
    freeAt: new Date(c.startsAt.getTime() + (film.duration + cleaning) * MINUTE),
    conflicts: [],
  }));
  const label = (f: PlannedFuncion) => funcionLabel(f.room, f.startsAt);

  for (const f of funciones) {
    if (f.startsAt.getTime() <= now) f.conflicts.push({ kind: 'pasada', message: `${label(f)}: esa hora ya pasó.` });
    if (!salas.get(f.roomId)!.priced) f.conflicts.push({ kind: 'sin_tarifa', message: `${label(f)}: la sala no tiene tarifas para ${request.format}.` });
  }
  for (const [earlier, later] of crossingsAmong(funciones)) {
    const [a, b] = [funciones[earlier], funciones[later]];
    a.conflicts.push({ kind: 'cruce_en_solicitud', message: `${label(a)}: se cruza con la del ${momentLabel(b.startsAt)} de esta misma solicitud.` });
    b.conflicts.push({ kind: 'cruce_en_solicitud', message: `${label(b)}: se cruza con la del ${momentLabel(a.startsAt)} de esta misma solicitud.` });
  }
  for (const c of await crossings(db, funciones, cleaning)) {
    const f = funciones[c.slot];
    f.conflicts.push({
      kind: 'cruce',
      funcionId: c.funcionId,
      message: `${label(f)}: se cruza con la función ${c.funcionId} de ${c.film} (${horaBogota(c.startsAt)}, sala libre a las ${horaBogota(c.freeAt)}).`,
    });
  }
  return {
    film: { id: film.id, title: film.title, duration: film.duration },
    format: request.format,
    version: request.version,
    cleaningMinutes: cleaning,
    funciones,
    conflicted: funciones.filter((f) => f.conflicts.length > 0).length,
  };
}

/**
 * The funciones a request would make, each with its conflicts (a preview: nothing is written).
 * Throws a ProgramacionRefusal (400) for a malformed request, an unknown film or room, none or too
 * many funciones.
 */
export async function planFunciones(db: DbOrTx, request: FuncionesRequest): Promise<FuncionesPlan> {
  return planChecked(db, checkRequest(request));
}

export interface SavedFunciones {
  film: { id: number; title: string };
  format: FuncionesRequest['format'];
  version: FuncionesRequest['version'];
  /** What was made, by start then room (the audit line's "after"). */
  funciones: { id: number; roomId: number; startsAt: Date }[];
}

/**
 * Saves every función of the request or none: planned again in the caller's transaction under its
 * rooms' locks (held until it commits), refused with a 409 naming each conflict when any has one,
 * then inserted in one statement.
 */
export async function saveFunciones(tx: DbOrTx, request: FuncionesRequest): Promise<SavedFunciones> {
  const checked = checkRequest(request);
  // Malformed, empty and oversized requests are refused before any lock is waited for.
  expandRequest(checked);
  return tx.transaction(async (t) => {
    await lockSalas(t, checked.roomIds);
    const plan = await planChecked(t, checked);
    if (plan.conflicted > 0) throw conflictsRefusal(plan.funciones);
    const rows = await t
      .insert(showtimes)
      .values(plan.funciones.map((f) => ({ filmId: plan.film.id, roomId: f.roomId, startsAt: f.startsAt, format: plan.format, version: plan.version })))
      .returning({ id: showtimes.id, roomId: showtimes.roomId, startsAt: showtimes.startsAt });
    return { film: { id: plan.film.id, title: plan.film.title }, format: plan.format, version: plan.version, funciones: rows };
  });
}
