/** Spec §8, empty lists and loading. */
export const NO_DATES = 'Por el momento, no hay fechas disponibles.';
export const NO_SHOWTIMES = 'No hay funciones disponibles para tu selección. Intenta con otra fecha u horario.';
export const LOADING_DATES = 'Espera un momento mientras cargamos las fechas.';
/** Spec §8, content not found and loading. */
export const NO_CONTENT = 'No se encontró contenido.';
export const LOADING = 'Cargando...';
