// The nine demo rooms, their seat grids and their ticket prices.
import type { SeatType, ShowtimeFormat } from '../constants.ts';

export type ZoneCode = 'GEN' | 'PRE' | 'VIP';

export const demoZones: { codigo: ZoneCode; name: string; position: number }[] = [
  { codigo: 'GEN', name: 'General', position: 1 },
  { codigo: 'PRE', name: 'Preferencial', position: 2 },
  { codigo: 'VIP', name: 'VIP', position: 3 },
];

export interface DemoRoom {
  slug: string;
  name: string;
  complement: string;
  rows: number;
  /** Seats per block, left to right; an aisle cell separates blocks. */
  blocks: number[];
  /** Last rows that are Preferencial (or the whole room for VIP). */
  preferentialRows: number;
  vip?: boolean;
  formats: ShowtimeFormat[];
  /** Wheelchair places: seat numbers in row A. */
  wheelchair: number[];
  maxSeatsPerPurchase: number | null;
  color: string;
  secondImage: boolean;
  features: string[];
}

export const demoRooms: DemoRoom[] = [
  { slug: 'sala-1', name: 'Sala 1', complement: 'Dolby Atmos', rows: 12, blocks: [4, 8, 4], preferentialRows: 4, formats: ['2D', '3D'], wheelchair: [1, 2, 15, 16], maxSeatsPerPurchase: null, color: '#6d28d9', secondImage: true, features: ['Sonido envolvente Dolby Atmos', 'Proyección láser 4K', 'Compatible con 3D'] },
  { slug: 'sala-2', name: 'Sala 2', complement: 'Pantalla gigante', rows: 12, blocks: [4, 8, 4], preferentialRows: 4, formats: ['2D'], wheelchair: [1, 2, 15, 16], maxSeatsPerPurchase: null, color: '#7c3aed', secondImage: true, features: ['Pantalla de 22 metros', 'Sonido digital 7.1'] },
  { slug: 'sala-3', name: 'Sala 3', complement: '3D', rows: 12, blocks: [3, 8, 3], preferentialRows: 4, formats: ['2D', '3D'], wheelchair: [1, 2, 13, 14], maxSeatsPerPurchase: null, color: '#5b21b6', secondImage: false, features: ['Proyección 3D de alto brillo', 'Sonido digital 7.1'] },
  { slug: 'sala-4', name: 'Sala 4', complement: 'Tradicional', rows: 12, blocks: [3, 8, 3], preferentialRows: 4, formats: ['2D'], wheelchair: [1, 2, 13, 14], maxSeatsPerPurchase: null, color: '#8b5cf6', secondImage: false, features: ['Sillas con portavasos', 'Sonido digital 5.1'] },
  { slug: 'sala-5', name: 'Sala 5', complement: '3D', rows: 12, blocks: [3, 8, 3], preferentialRows: 4, formats: ['2D', '3D'], wheelchair: [1, 2, 13, 14], maxSeatsPerPurchase: null, color: '#4c1d95', secondImage: true, features: ['Proyección 3D de alto brillo', 'Sonido digital 7.1'] },
  { slug: 'sala-6', name: 'Sala 6', complement: 'Tradicional', rows: 10, blocks: [3, 8, 3], preferentialRows: 3, formats: ['2D'], wheelchair: [1, 2, 13, 14], maxSeatsPerPurchase: null, color: '#a78bfa', secondImage: false, features: ['Sillas con portavasos', 'Sonido digital 5.1'] },
  { slug: 'sala-7', name: 'Sala 7', complement: 'Tradicional', rows: 11, blocks: [3, 8, 3], preferentialRows: 3, formats: ['2D'], wheelchair: [1, 2, 13, 14], maxSeatsPerPurchase: null, color: '#6d28d9', secondImage: false, features: ['Sillas con portavasos', 'Sonido digital 5.1'] },
  { slug: 'sala-8', name: 'Sala 8', complement: 'Tradicional', rows: 10, blocks: [3, 8, 3], preferentialRows: 3, formats: ['2D'], wheelchair: [1, 2, 13, 14], maxSeatsPerPurchase: null, color: '#7e22ce', secondImage: false, features: ['Sillas con portavasos', 'Sonido digital 5.1'] },
  { slug: 'sala-vip', name: 'Sala VIP', complement: 'Sillas reclinables', rows: 6, blocks: [4, 4], preferentialRows: 6, vip: true, formats: ['2D'], wheelchair: [1, 8], maxSeatsPerPurchase: 4, color: '#9d174d', secondImage: true, features: ['Sillas reclinables de cuero', 'Servicio de confitería a la silla', 'Manta y cojín'] },
];

export interface SeatCell {
  filaTotal: number;
  columnaTotal: number;
  filaRelativa: string;
  columnaRelativa: string;
  tipoSilla: SeatType;
  zone: ZoneCode | null;
}

const rowLetter = (i: number) => String.fromCharCode(65 + i);

/** Every cell of the room's grid, row A (front, next to the screen) first. */
export function layout(room: DemoRoom): SeatCell[] {
  const cells: SeatCell[] = [];
  for (let r = 0; r < room.rows; r++) {
    const fila = rowLetter(r);
    const zone: ZoneCode = room.vip ? 'VIP' : r >= room.rows - room.preferentialRows ? 'PRE' : 'GEN';
    let column = 0;
    let number = 0;
    room.blocks.forEach((size, b) => {
      if (b > 0) {
        column++;
        cells.push({ filaTotal: r + 1, columnaTotal: column, filaRelativa: fila, columnaRelativa: '', tipoSilla: 'Pasillo', zone: null });
      }
      for (let s = 0; s < size; s++) {
        column++;
        number++;
        const wheelchair = r === 0 && room.wheelchair.includes(number);
        cells.push({ filaTotal: r + 1, columnaTotal: column, filaRelativa: fila, columnaRelativa: String(number), tipoSilla: wheelchair ? 'Discapacitado' : 'Normal', zone });
      }
    });
  }
  return cells;
}

export const seatCount = (room: DemoRoom) => room.rows * room.blocks.reduce((a, b) => a + b, 0);

/** Pesos. General 14.000, Preferencial 18.000, VIP 30.000; 3D +4.000; club about 20 % less. */
const basePrice: Record<ZoneCode, number> = { GEN: 14_000, PRE: 18_000, VIP: 30_000 };
const surcharge3d = 4_000;

export interface DemoPrice {
  zone: ZoneCode;
  format: ShowtimeFormat;
  codigo: string;
  zona: string;
  valor: number;
  clubValor: number;
  descripcion: string;
  clienteFrecuente: boolean;
}

export function prices(room: DemoRoom): DemoPrice[] {
  const zonesOfRoom: ZoneCode[] = room.vip ? ['VIP'] : ['GEN', 'PRE'];
  return room.formats.flatMap((format) =>
    zonesOfRoom.map((zone) => {
      const valor = basePrice[zone] + (format === '3D' ? surcharge3d : 0);
      const zona = demoZones.find((z) => z.codigo === zone)!.name;
      // VIP: the club's VIP benefit is at the box office only, so no club price online.
      const clienteFrecuente = zone !== 'VIP';
      return {
        zone,
        format,
        codigo: `${zone}${format}`,
        zona,
        valor,
        clubValor: clienteFrecuente ? Math.round((valor * 0.8) / 100) * 100 : valor,
        descripcion: `${zona} ${format}`,
        clienteFrecuente,
      };
    }),
  );
}

export function roomHtml(room: DemoRoom): { short: string; long: string } {
  const seats = seatCount(room);
  const short = `<p>${room.name}: <strong>${room.complement}</strong>, ${seats} sillas.</p>`;
  const features = room.features.map((f) => `<li>${f}</li>`).join('');
  const zonesText = room.vip
    ? '<p>Todas las sillas son reclinables y numeradas. Máximo 4 boletas por compra.</p>'
    : `<p>Zona General en las primeras filas y zona Preferencial en las ${room.preferentialRows} últimas, con la mejor vista de la pantalla.</p>`;
  const long =
    `<p>La <strong>${room.name}</strong> tiene ${seats} sillas numeradas y espacios para personas en silla de ruedas en la fila A.</p>` +
    `<ul>${features}</ul>${zonesText}`;
  return { short, long };
}
