// Codes stored as integers or short texts in the database, with their display names.

/** bills.status_id → pay_status { id, name }. 1 is the only accepted state. */
export const BILL_STATUS = {
  1: 'Aceptada',
  2: 'Rechazada',
  3: 'Pendiente',
  4: 'Fallida',
  5: 'Reembolso pendiente',
  6: 'Reembolsada',
  7: 'Cancelada',
} as const;
export type BillStatusId = keyof typeof BILL_STATUS;
export const ACCEPTED = 1 satisfies BillStatusId;

/** bills.pay_type → pay_type { id, name }. */
export const PAY_TYPE = { 1: 'Boletería en línea', 3: 'Membresía Club Vizionarios' } as const;
export type PayTypeId = keyof typeof PAY_TYPE;

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
