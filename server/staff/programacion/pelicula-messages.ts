// The programming desk's words about films: its refusals, and the Spanish message of each field
// the contract's schema refuses (server/http/form-messages.ts), so a script reads what the form shows.

export const DURATION_RULE = 'La duración es un número entero de minutos, de 1 a 600.';
export const SLUG_RULE = 'El slug solo puede tener minúsculas sin tildes, números y guiones entre palabras (p. ej. la-ultima-funcion).';
export const TRAILER_RULE = 'El tráiler debe ser un enlace https completo (p. ej. https://www.youtube.com/watch?v=…).';
export const IMAGE_RULE = 'Debe ser una imagen subida al sitio (/media/…).';

export const peliculaMessages = {
  notFound: 'No encontramos la película.',
  slugTaken: (slug: string, title: string) => `El slug «${slug}» ya lo usa la película «${title}». Elige otro.`,
  blank: (label: string) => `${label} es requerido.`,
  trailer: TRAILER_RULE,
  imageMissing: (label: string) => `${label} no es una imagen del sitio: súbela de nuevo.`,
  preventa: 'Solo un próximo estreno puede estar en preventa.',
  retireWithFunciones: (title: string, n: number) =>
    `No se puede retirar «${title}»: tiene ${n === 1 ? 'una función por venir' : `${n} funciones por venir`}. Cancélalas primero (sus compras se marcan para reembolso).`,
} as const;

/** createPelicula and updatePelicula: what the contract's schema refuses, field by field. */
export const peliculaFieldMessages = {
  title: { required: 'El título es requerido.', invalid: 'El título debe tener de 1 a 160 caracteres.' },
  original_title: { required: 'El título original es requerido.', invalid: 'El título original debe tener como máximo 160 caracteres.' },
  slug: { required: 'El slug es requerido.', invalid: SLUG_RULE },
  synopsis: { required: 'La sinopsis es requerida.', invalid: 'La sinopsis debe tener como máximo 3000 caracteres.' },
  rating: { required: 'La clasificación es requerida.', invalid: 'La clasificación debe ser una de: Todos, 7 años, 12 años, 15 años, 18 años.' },
  duration: { required: 'La duración es requerida.', invalid: DURATION_RULE },
  genres: { required: 'Elige al menos un género.', invalid: 'Elige de 1 a 5 géneros distintos, sin comas, de hasta 40 caracteres cada uno.' },
  language: { required: 'El idioma es requerido.', invalid: 'El idioma debe tener como máximo 60 caracteres.' },
  poster: { required: 'Sube el póster de la película.', invalid: `El póster no es válido. ${IMAGE_RULE}` },
  backdrop: { required: 'Sube la imagen de fondo.', invalid: `La imagen de fondo no es válida. ${IMAGE_RULE}` },
  trailer: { required: 'El tráiler es requerido.', invalid: TRAILER_RULE },
  date_release: { required: 'La fecha de estreno es requerida.', invalid: 'La fecha de estreno debe ser una fecha AAAA-MM-DD.' },
  state: { required: 'El estado es requerido.', invalid: 'El estado debe ser en_cartelera, proximo_estreno o retirada.' },
  preventa: { required: 'Indica si está en preventa.', invalid: 'preventa debe ser verdadero o falso.' },
};
