// The programming desk's words for a request's fields: the domain's refusals (solicitud.ts,
// cambios.ts, cancelacion.ts) and the contract's validation (server/http/form-messages.ts) say the
// same thing, whichever refuses first.

/** Reasons are kept up to this many characters (the contract's FuncionCancelRequest says 500 too). */
export const MAX_REASON = 500;

export const PROGRAMACION_FIELDS = {
  filmId: 'Elige la película.',
  roomIds: 'Elige al menos una sala.',
  from: 'La fecha inicial no es una fecha válida (AAAA-MM-DD).',
  to: 'La fecha final no es una fecha válida (AAAA-MM-DD).',
  weekdays: 'Elige al menos un día de la semana (1 lunes … 7 domingo).',
  times: 'Elige al menos una hora.',
  format: 'El formato es 2D o 3D.',
  version: 'La versión es Doblada o Subtitulada.',
  date: 'La fecha no es válida (AAAA-MM-DD).',
  time: 'La hora no es válida (HH:mm).',
  roomId: 'La sala no es válida.',
  reason: 'Escribe el motivo de la cancelación.',
  reasonTooLong: `El motivo no puede pasar de ${MAX_REASON} caracteres.`,
} as const;
