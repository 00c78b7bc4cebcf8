// Story data: the largest demo room (12 rows, 4 + 8 + 4 seats with two aisles, wheelchair places in
// row A, the last 4 rows Preferencial), its statuses, combos, brands and quotes.
import type { Bill, LayoutSeat, PayBrand, PurchaseQuote, RowStatus, ScoreProduct, ShowtimeRoom, Ticket } from '../../../openapi';

const ROWS = 12;
const BLOCKS = [4, 8, 4];
const WHEELCHAIR = [1, 2, 15, 16];

export function largestLayout(): LayoutSeat[] {
  const cells: LayoutSeat[] = [];
  for (let r = 0; r < ROWS; r++) {
    const letter = String.fromCharCode(65 + r);
    const zone = r >= ROWS - 4 ? 'Preferencial' : 'General';
    let column = 0;
    let number = 0;
    BLOCKS.forEach((size, b) => {
      if (b > 0) cells.push({ FilaTotal: r + 1, FilaRelativa: letter, ColumnaTotal: ++column, ColumnaRelativa: '', TipoSilla: 'Pasillo', TipoZona: '' });
      for (let i = 0; i < size; i++) {
        number++;
        const wheelchair = r === 0 && WHEELCHAIR.includes(number);
        cells.push({ FilaTotal: r + 1, FilaRelativa: letter, ColumnaTotal: ++column, ColumnaRelativa: String(number), TipoSilla: wheelchair ? 'Discapacitado' : 'Normal', TipoZona: zone });
      }
    });
  }
  return cells;
}

export const storyRoom: ShowtimeRoom = {
  showtime: { id: 41, function_date: '2099-11-21', function_hour: '20:30', date_string: 'sáb, 21', hour_string: '8:30 pm', room_name: 'Sala 1', room: 1, seats: 180, movie_format: '2D', movie_version: 'Doblada' },
  movie: {
    id: 3, slug: 'dragones-de-cristal', title: 'Dragones de cristal', original_title: 'Crystal Dragons', poster: '/media/posters/dragones-de-cristal.svg', type: 'Estreno',
    date_release: '2099-11-13', rating: '7 años', duration: 118, director: 'Ana Ríos', language: 'Español', country: 'Colombia', synopsis: '', trailer: '', version: 'Doblada', format: '2D', gender: 'Aventura', showtimes: [],
  } as unknown as ShowtimeRoom['movie'],
  room: { id: 1, slug: 'sala-1', name: 'Sala 1', complement: 'Dolby Atmos', image: '/media/salas/sala-1.svg', image_2: null, short_description: '', description: '' },
  prices: [
    { codigo: 11, zona: 'General', valor: 14000, descripcion: 'General 2D', ClienteFrecuente: 'habilitado', difference: 3000, isVizionario: false },
    { codigo: 12, zona: 'Preferencial', valor: 17000, descripcion: 'Preferencial 2D', ClienteFrecuente: 'habilitado', difference: 3000, isVizionario: false },
  ],
  layout: largestLayout(),
  maxSeats: 10,
  started: false,
  // The stories and machine tests of other rules choose seats freely; the lone-seat rule's own use 'aisle' or 'strict'.
  loneSeats: 'off',
};

/** Every cell's state: `taken(letter, number)` decides which seats are sold (O) or held by another purchase (B). */
export function statusOf(room: ShowtimeRoom, taken: (row: string, column: number) => 'S' | 'R' | 'O' | 'B' = () => 'S'): RowStatus[] {
  const rows = new Map<string, RowStatus>();
  for (const s of room.layout) {
    const row = rows.get(s.FilaRelativa) ?? { filRel: s.FilaRelativa, DescripcionSilla: [] };
    row.DescripcionSilla.push({ Columna: s.ColumnaTotal, TipoSilla: s.TipoSilla, EstadoSilla: s.TipoSilla === 'Pasillo' ? 'B' : taken(s.FilaRelativa, s.ColumnaTotal) });
    rows.set(s.FilaRelativa, row);
  }
  return [...rows.values()];
}

export const emptyStatus = statusOf(storyRoom);
export const partlySoldStatus = statusOf(storyRoom, (row, col) => (['E', 'F', 'G'].includes(row) && col >= 6 && col <= 13 ? 'O' : row === 'H' && col < 5 ? 'B' : 'S'));
export const fullStatus = statusOf(storyRoom, () => 'O');

export const storyProducts: ScoreProduct[] = [
  {
    Codigo: 1001, Descripcion: 'Combo pareja', Tipo: 'A', Cantidad: 1, CineFanPlus: 'n', Precios: [{ General: 32000, OtroPago: 27000 }], image: '/media/confiteria/combo-pareja.svg',
    Receta: [
      { Codigo: 501, Descripcion: 'Bebida', Cantidad: 2, Opciones: [{ Codigo: 5012, Descripcion: 'Gaseosa 32 oz' }, { Codigo: 5013, Descripcion: 'Agua 600 ml' }] },
      { Codigo: 502, Descripcion: 'Crispetas', Cantidad: 1, Opciones: [{ Codigo: 5021, Descripcion: 'Crispetas grandes de sal' }, { Codigo: 5022, Descripcion: 'Crispetas grandes de caramelo' }] },
    ],
  },
  { Codigo: 2001, Descripcion: 'Agua 600 ml', Tipo: 'P', Cantidad: 1, CineFanPlus: 'n', Precios: [{ General: 5000, OtroPago: 4500 }], image: '/media/confiteria/agua.svg', Receta: [] },
];

export const storyBrands: PayBrand[] = [
  { id: 1, name: 'ePayco', image: '/media/medios-de-pago/epayco.svg', payment_method: { score_payment_method: 1, pay_with_card: true, pay_with_pse: true } },
  { id: 2, name: 'Visa / Mastercard', image: '/media/medios-de-pago/visa-mastercard.svg', payment_method: { score_payment_method: 2, pay_with_card: true, pay_with_pse: false } },
];

export const storySeats = [
  { Fila: 6, Columna: 8, FilRelativa: 'F', ColRelativa: '7', Tarifa: 11 },
  { Fila: 6, Columna: 9, FilRelativa: 'F', ColRelativa: '8', Tarifa: 11 },
];

export function storyQuote(member: boolean): PurchaseQuote {
  const ticket = member ? 11000 : 14000;
  const combo = member ? 27000 : 32000;
  const total = 2 * ticket + combo + 2 * 2500 + 1000;
  return {
    member,
    tickets: storySeats.map((s) => ({ FilRelativa: s.FilRelativa, ColRelativa: s.ColRelativa, zona: 'General', codigo: 11, valor: ticket, general: 14000, limite_diario: false })),
    products: [{ Codigo: 1001, Descripcion: 'Combo pareja (Gaseosa 32 oz, Crispetas grandes de sal)', Cantidad: 1, valor: combo, general: 32000, total: combo, limite_diario: false }],
    totalTickets: 2 * ticket,
    totalConfectionery: combo,
    subtotal: 2 * ticket + combo,
    total_service: 6000,
    total,
    general_total: 2 * 14000 + 32000 + 6000,
    savings: 2 * 3000 + 5000,
  };
}

export const storyBill = (status: Bill['pay_status']): Bill => ({
  bill: 'VZ-000145',
  created_at: '2099-11-21T20:31:12Z',
  pay_status: status,
  pay_type: { id: 1, name: 'En línea' },
  pay_method: 'card',
  theater: { slug: 'viziona', name: 'Viziona', fullname: 'Viziona Cinema S.A.S.' },
  showtime: {
    ...storyRoom.showtime,
    movie: { id: 3, slug: 'dragones-de-cristal', title: 'Dragones de cristal', poster: '/media/posters/dragones-de-cristal.svg', duration: 118, gender: 'Aventura', rating: '7 años' },
  },
  products: [{ Codigo: 1001, Descripcion: 'Combo pareja (Gaseosa 32 oz, Crispetas grandes de sal)', Cantidad: 1, valor: 32000 }],
  seats: [
    { FilRelativa: 'F', ColRelativa: '7', zona: 'General', valor: 14000 },
    { FilRelativa: 'F', ColRelativa: '8', zona: 'General', valor: 14000 },
  ],
  subtotal: 60000,
  total_service: 6000,
  total: 66000,
});

export const storyTicket: Ticket = {
  bill: 'VZ-000145',
  codes: [
    { code: 'VZ1.c3Rvcnk.c2lnbmF0dXJl1', seat: 'F7' },
    { code: 'VZ1.c3Rvcnk.c2lnbmF0dXJl2', seat: 'F8' },
  ],
  showtime: storyBill({ id: 1, name: 'Aceptada' }).showtime!,
  products: storyBill({ id: 1, name: 'Aceptada' }).products,
};
