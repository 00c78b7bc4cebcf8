// Demo theater, settings, home banners, corporate gallery, pay brands and PSE banks.
import { THEATER_ID, THEATER_SLUG } from '../../../openapi/rules.ts';

export const demoTheater = {
  id: THEATER_ID,
  slug: THEATER_SLUG,
  name: 'Viziona Cinema',
  fullname: 'Viziona Cinema S.A.S.',
  address: 'Calle 10 # 43A-30, Centro Comercial Los Andes, Medellín, Antioquia',
  email: 'servicioalcliente@viziona.com.co',
  phone: '+57 604 444 8100',
};

/** Numeric values are integers as text (spec §3: parsed as integers). */
export const demoSettings: { key: string; value: string; complement?: string; extra?: string }[] = [
  { key: 'ticket_servicio', value: '2500' },
  { key: 'confiteria_servicio', value: '1000' },
  { key: 'maximo_entradas', value: '10' },
  { key: 'membresia_valor', value: '60000' },
  { key: 'membresia_servicio', value: '3000' },
  { key: 'popup', value: '/media/popup/club-vizionarios.svg', complement: '/club-vizionarios', extra: '_self' },
  // Staff only (not on the public list): minutes a room needs between two funciones.
  { key: 'limpieza_minutos', value: '20' },
  // Staff only: the door's entry window, minutes before and after a función's start (issue 28).
  { key: 'ingreso_antes_minutos', value: '45' },
  { key: 'ingreso_despues_minutos', value: '30' },
];

export const demoBanners = [
  { key: 'club-vizionarios', name: 'Únete al Club Vizionarios', subtitle: 'Hasta 20 % de descuento en boletas y combos', url: '/club-vizionarios', color: '#6d28d9' },
  { key: 'preventa-dragones-de-cristal', name: 'Preventa: Dragones de cristal', subtitle: 'Asegura tus sillas desde hoy', url: '/viziona/pelicula/dragones-de-cristal', color: '#7e22ce' },
  { key: 'combos', name: 'Combos para compartir', subtitle: 'Pídelos con tus boletas y evita la fila', url: '/confiteria', color: '#c2410c' },
];

export const demoGallery = [
  { key: 'lanzamiento', name: 'Lanzamiento con fans en el lobby', color: '#6d28d9' },
  { key: 'funcion-privada', name: 'Función privada empresarial', color: '#1d4ed8' },
  { key: 'activacion-marca', name: 'Activación de marca antes de la función', color: '#be185d' },
  { key: 'alfombra-roja', name: 'Alfombra roja de estreno', color: '#b91c1c' },
  { key: 'cine-foro', name: 'Cine foro con el director', color: '#047857' },
  { key: 'cumpleanos', name: 'Celebración de cumpleaños en sala', color: '#d97706' },
];

export const demoPayBrands = [
  { key: 'epayco', name: 'ePayco', mark: 'eP', color: '#1d4ed8', scorePaymentMethod: '1', payWithCard: true, payWithPse: true, position: 1 },
  { key: 'visa-mastercard', name: 'Visa / Mastercard', mark: 'VM', color: '#b45309', scorePaymentMethod: '2', payWithCard: true, payWithPse: false, position: 2 },
];

/** PSE financial institutions (ACH Colombia codes). */
export const demoBanks: [code: string, name: string][] = [
  ['1059', 'Bancamía S.A.'],
  ['1040', 'Banco Agrario'],
  ['1052', 'Banco AV Villas'],
  ['1032', 'Banco Caja Social'],
  ['1066', 'Banco Cooperativo Coopcentral'],
  ['1051', 'Banco Davivienda'],
  ['1001', 'Banco de Bogotá'],
  ['1023', 'Banco de Occidente'],
  ['1062', 'Banco Falabella'],
  ['1012', 'Banco GNB Sudameris'],
  ['1006', 'Banco Itaú'],
  ['1060', 'Banco Pichincha'],
  ['1002', 'Banco Popular'],
  ['1065', 'Banco Santander de Negocios Colombia'],
  ['1069', 'Banco Serfinanza'],
  ['1007', 'Bancolombia'],
  ['1061', 'Bancoomeva'],
  ['1013', 'BBVA Colombia'],
  ['1283', 'CFA Cooperativa Financiera'],
  ['1292', 'Confiar Cooperativa Financiera'],
  ['1551', 'Daviplata'],
  ['1289', 'Cotrafa'],
  ['1507', 'Nequi'],
  ['1809', 'Nu Colombia'],
  ['1019', 'Scotiabank Colpatria'],
  ['1803', 'Powwi'],
  ['1804', 'Ualá'],
  ['1151', 'Rappipay'],
  ['1801', 'Movii'],
  ['1286', 'Banco JFK Cooperativa Financiera'],
];
