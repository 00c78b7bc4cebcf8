// Codes stored as integers or short texts in the database, with their display names.

export type HoldStatus = 'held' | 'paying' | 'sold';
export type SeatType = 'Normal' | 'Discapacitado' | 'Pasillo';
export type FilmType = 'Estreno' | 'Preventa' | 'Próximamente';
export type ShowtimeFormat = '2D' | '3D';
export type ShowtimeVersion = 'Doblada' | 'Subtitulada';

/** The one theater of the demo (spec §9: theater id 1). */
export const THEATER_ID = 1;
export const THEATER_SLUG = 'viziona';
/** Showtimes live in Bogotá time. */
export const ZONE = 'America/Bogota';
