// How the sales desk writes its figures: es-CO pesos without decimals, counts with es-CO thousands,
// occupancy from tenths of a percent, days as dd/MM.
import { DateTime } from 'luxon';

export const cantidad = (n: number) => n.toLocaleString('es-CO');
/** 453 (tenths of a percent) → '45,3 %'. */
export const ocupacion = (permille: number | null) => (permille == null ? '—' : `${(permille / 10).toLocaleString('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`);
/** '2026-11-05' → '05/11'. */
export const diaCorto = (date: string) => DateTime.fromISO(date).toFormat('dd/MM');
/** '2026-11-05' → '05/11/2026'. */
export const diaCompleto = (date: string) => DateTime.fromISO(date).toFormat('dd/MM/yyyy');
