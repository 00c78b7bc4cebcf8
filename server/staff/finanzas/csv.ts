// The sales report as a CSV file a Spanish-locale spreadsheet opens as it is: UTF-8 with a byte
// order mark (so accents survive), `;` between fields (the comma is the decimal separator there),
// CRLF line ends, dates dd/MM/yyyy, hours HH:mm, pesos and counts as plain integers without
// thousand separators (every spreadsheet reads 1234567 as a number; '1.234.567' only some do), and
// occupancy as a percentage with a decimal comma (45,3).
import { DateTime } from 'luxon';
import { ZONE } from '../../db/constants.ts';
import type { SalesReport } from './ventas.ts';

export const CSV_BOM = '\uFEFF';
export const CSV_HEADER = ['Fecha', 'Teatro', 'Película', 'Sala', 'Hora', 'Función', 'Boletas', 'Combos', 'Membresías', 'Bruto', 'Servicio', 'Ocupación (%)'];

/** One field: quoted when it holds the separator, a quote or a line break; a leading =, +, - or @ is defused. */
export function csvField(value: string | number | null): string {
  if (value == null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const dmy = (iso: string) => DateTime.fromISO(iso).toFormat('dd/MM/yyyy');
const percent = (permille: number | null) => (permille == null ? null : `${Math.trunc(permille / 10)},${permille % 10}`);

/** The report's rows, then a totals line. */
export function salesCsv(report: SalesReport): string {
  const lines: (string | number | null)[][] = [CSV_HEADER];
  for (const r of report.rows) {
    const f = r.funcion;
    lines.push([
      dmy(r.date),
      r.theater,
      f ? f.film : 'Membresías Club Vizionarios',
      f ? f.room : null,
      f ? DateTime.fromJSDate(f.startsAt, { zone: ZONE }).toFormat('HH:mm') : null,
      f ? f.id : null,
      r.tickets,
      r.combos,
      r.memberships,
      r.gross,
      r.service,
      percent(r.occupancyPermille),
    ]);
  }
  const t = report.totals;
  lines.push([`Total ${dmy(report.from)} a ${dmy(report.to)}`, null, null, null, null, null, t.tickets, t.combos, t.memberships, t.gross, t.service, null]);
  return CSV_BOM + lines.map((l) => l.map(csvField).join(';')).join('\r\n') + '\r\n';
}

export const csvFileName = (report: Pick<SalesReport, 'from' | 'to'>) => `ventas-${report.from}-a-${report.to}.csv`;
