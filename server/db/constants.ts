// Codes stored as integers or short texts in the database, with their display names.

export type HoldStatus = 'held' | 'paying' | 'sold';
export type SeatType = 'Normal' | 'Discapacitado' | 'Pasillo';
export type FilmType = 'Estreno' | 'Preventa' | 'Próximamente';
export type ShowtimeFormat = '2D' | '3D';
export type ShowtimeVersion = 'Doblada' | 'Subtitulada';

/** Showtimes live in Bogotá time. */
export const ZONE = 'America/Bogota';
