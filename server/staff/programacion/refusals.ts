// Why the programming desk refuses a request: a typed refusal, 4xx-ready (an HttpError, so the
// handler may simply let it through), with a Spanish message naming each conflict. A refused
// request changes nothing: every function of this folder throws before it writes, or inside the
// caller's transaction.
import { HttpError } from '../../http/errors.ts';

export type RefusalCode =
  /** 400: a field of the request is malformed (each one in `errors`). */
  | 'solicitud_invalida'
  /** 400: the dates and days chosen give no función. */
  | 'sin_funciones'
  /** 400: more funciones than MAX_FUNCIONES in one request. */
  | 'demasiadas_funciones'
  /** 400: no such film. */
  | 'pelicula_inexistente'
  /** 400: the film is retired (programming it again needs it back in cartelera or as a próximo estreno). */
  | 'pelicula_retirada'
  /** 400: no such room (each one named). */
  | 'sala_inexistente'
  /** 409: some funciones overlap, are in the past or have no price (each one in `conflicts`). */
  | 'funciones_en_conflicto'
  /** 404: no such función. */
  | 'funcion_inexistente'
  /** 409: the función is cancelled already. */
  | 'funcion_cancelada'
  /** 409: the función is over: nothing left to cancel. */
  | 'funcion_terminada'
  /** 409: seats held or sold, or bills: cancel it instead of deleting or moving it. */
  | 'funcion_con_ventas'
  /** 400: a cancellation needs its reason. */
  | 'motivo_requerido';

const STATUS: Record<RefusalCode, 400 | 404 | 409> = {
  solicitud_invalida: 400,
  sin_funciones: 400,
  demasiadas_funciones: 400,
  pelicula_inexistente: 400,
  pelicula_retirada: 400,
  sala_inexistente: 400,
  funciones_en_conflicto: 409,
  funcion_inexistente: 404,
  funcion_cancelada: 409,
  funcion_terminada: 409,
  funcion_con_ventas: 409,
  motivo_requerido: 400,
};

export type ConflictKind =
  /** Its room's time [start, end of film + cleaning) meets a live función's. */
  | 'cruce'
  /** …or another función of the same request. */
  | 'cruce_en_solicitud'
  /** It starts at or before now (database clock). */
  | 'pasada'
  /** Its room has no prices for its format: its seats could not be sold. */
  | 'sin_tarifa';

export interface FuncionConflict {
  kind: ConflictKind;
  /** The función it meets (cruce). */
  funcionId?: number;
  /** Spanish, naming the room, the day and time and what it meets. */
  message: string;
}

/** Conflicts named one by one in the message; the rest are counted (all of them are in `conflicts`). */
const NAMED_IN_MESSAGE = 10;

export class ProgramacionRefusal extends HttpError {
  constructor(
    /** The desk's own reason (not the contract's ErrorCode, which says what a client must do). */
    readonly refusal: RefusalCode,
    message: string,
    errors?: Record<string, string>,
    /** Every conflict, in the order of the plan's funciones (funciones_en_conflicto); `errors` keys them funciones[i] by that order. */
    readonly conflicts: FuncionConflict[] = [],
  ) {
    super(STATUS[refusal], message, errors);
    this.name = 'ProgramacionRefusal';
  }
}

export const refuse = (code: RefusalCode, message: string, errors?: Record<string, string>) => new ProgramacionRefusal(code, message, errors);

/** 409 naming each conflict (the first NAMED_IN_MESSAGE in the message, all in `errors` by función). */
export function conflictsRefusal(funciones: { conflicts: FuncionConflict[] }[]): ProgramacionRefusal {
  const errors: Record<string, string> = {};
  const all: FuncionConflict[] = [];
  funciones.forEach((f, i) => {
    if (f.conflicts.length === 0) return;
    errors[`funciones[${i}]`] = f.conflicts.map((c) => c.message).join(' ');
    all.push(...f.conflicts);
  });
  const named = all.slice(0, NAMED_IN_MESSAGE).map((c) => c.message);
  const rest = all.length - named.length;
  const count = all.length === 1 ? 'un conflicto' : `${all.length} conflictos`;
  const message = [`No se guardó ninguna función: hay ${count}.`, ...named, rest > 0 ? `Y ${rest} más.` : ''].filter(Boolean).join(' ');
  return new ProgramacionRefusal('funciones_en_conflicto', message, errors, all);
}
