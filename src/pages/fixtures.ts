// Demo data for the stories of the public pages (stories get data by props, never from the network).
import type { Banner, ConfectioneryItem, ContentPage, DateOption, Movie, Room, Showtime } from '../../openapi';

const svg = (color: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="${color}"/><text x="20" y="240" fill="#fff" font-size="28">${text}</text></svg>`)}`;

export const dates: DateOption[] = [
  { date_string: 'sáb, 21', function_date: '2026-11-21' },
  { date_string: 'dom, 22', function_date: '2026-11-22' },
  { date_string: 'lun, 23', function_date: '2026-11-23' },
];

const showtime = (id: number, hour: string, hourString: string, format = '2D', version = 'Doblada', room = 1): Showtime => ({
  id,
  function_date: '2026-11-21',
  function_hour: hour,
  date_string: 'sáb, 21',
  hour_string: hourString,
  room_name: `Sala ${room}`,
  room,
  seats: 120,
  movie_format: format,
  movie_version: version,
});

const base: Omit<Movie, 'id' | 'slug' | 'title' | 'type' | 'rating' | 'poster'> = {
  original_title: 'The Last Show',
  date_release: '2026-11-13',
  duration: 118,
  director: 'Mariana Restrepo',
  language: 'Español',
  country: 'Colombia',
  synopsis: 'Una tormenta deja a Lucía aislada en el faro que cuidó su padre.',
  trailer: 'https://www.youtube.com/watch?v=Vz3kLm9QpXa',
  version: 'Doblada',
  format: '2D',
  gender: 'Drama',
};

export const movies: Movie[] = [
  { ...base, id: 1, slug: 'el-ultimo-faro', title: 'El último faro', type: 'Estreno', rating: '12 años', poster: svg('#1f6f8b', 'Faro'), showtimes: [showtime(11, '14:00', '2:00 pm'), showtime(12, '18:30', '6:30 pm'), showtime(13, '20:00', '8:00 pm', '3D', 'Subtitulada', 2)] },
  { ...base, id: 2, slug: 'rio-de-fuego', title: 'Río de fuego', type: 'Estreno', rating: '15 años', poster: svg('#c2410c', 'Río'), trailer: 'https://youtu.be/Rf8tQw2ZkLm', showtimes: [showtime(21, '16:00', '4:00 pm')] },
  { ...base, id: 3, slug: 'dragones-de-cristal', title: 'Dragones de cristal', type: 'Preventa', rating: 'Todos', poster: svg('#7e22ce', 'Dragones'), trailer: null, showtimes: [showtime(31, '21:00', '9:00 pm')] },
];

export const releases: Movie[] = [
  { ...base, id: 4, slug: 'codigo-amazonas', title: 'Código Amazonas', type: 'Próximamente', rating: '12 años', poster: svg('#047857', 'Amazonas'), date_release: '2026-12-18' },
];

export const rooms: Room[] = [1, 2, 3].map((n) => ({
  id: n,
  slug: `sala-${n}`,
  name: `Sala ${n}`,
  complement: n === 1 ? 'VIP, sillas reclinables' : 'General',
  image: svg('#2e0854', `Sala ${n}`),
  image_2: n === 1 ? svg('#6a1b9a', 'Sala 1 b') : null,
  short_description: '<p>Sonido envolvente.</p>',
  description: '<p>Sala con <strong>sonido envolvente</strong>.</p><script>window.hacked = true</script>',
}));

export const banners: Banner[] = [
  { id: 1, image: svg('#6d28d9', 'Club'), name: 'Únete al Club Vizionarios', url: '/club-vizionarios', target: '_self' },
];

export const confectionery: ConfectioneryItem[] = [
  { id: 1, name: 'Combo Personal', image: svg('#7c3aed', 'Personal'), description: '<p>Crispetas medianas y gaseosa.</p>', category_id: 1, category_name: 'Combos', score_id: 1 },
  { id: 2, name: 'Combo Aval', image: svg('#1d4ed8', 'Aval'), description: '<p>Solo en taquilla.</p>', category_id: 1, category_name: 'Combos', score_id: null },
  { id: 3, name: 'Gaseosa mediana', image: svg('#dc2626', 'Gaseosa'), description: '<p>22 oz.</p>', category_id: 2, category_name: 'Bebidas', score_id: 2 },
  { id: 4, name: 'Nachos con queso', image: svg('#ea580c', 'Nachos'), description: '<p>Con jalapeños.</p>', category_id: 3, category_name: 'Snacks', score_id: 3 },
];

export const contentPage: ContentPage = {
  id: 1,
  slug: 'terminos-y-condiciones',
  image: null,
  title: 'Términos y condiciones',
  subtitle: 'Compra de boletas y confitería en línea',
  content: '<h2>Compra</h2><p>Las boletas no tienen cambio.</p><img src="x" onerror="window.hacked = true">',
};

const section = (id: number, slug: string, title: string): ContentPage => ({ id, slug, title, subtitle: `${title}: subtítulo`, image: svg('#2e0854', title), content: `<p>${title}: contenido.</p>` });

export const corporate: ContentPage[] = [
  section(10, 'corporativo', 'Viziona para empresas'),
  section(11, 'alquiler-de-sala', 'Alquiler de sala'),
  section(12, 'bonos', 'Bonos'),
  section(13, 'bonos-de-regalo', 'Bonos de regalo'),
  section(14, 'activacion', 'Activación de marca'),
  section(15, 'branding', 'Branding'),
];

export const gallery = [1, 2, 3].map((id) => ({ id, image: svg('#be185d', `Foto ${id}`) }));
