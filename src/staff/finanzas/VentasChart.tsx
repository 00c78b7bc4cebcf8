// The last days' gross and tickets as a chart (recharts), in a chunk of its own: only the sales
// page loads it, and only once it has the days to draw.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesDay } from '../../../openapi';
import { formatPesos } from '../../../openapi/money';
import { diaCorto } from './ventas-formato';

export default function VentasChart({ days }: { days: SalesDay[] }) {
  const data = days.map((d) => ({ dia: diaCorto(d.date), bruto: d.gross, boletas: d.tickets }));
  return (
    <figure aria-label="Ventas de los últimos días: bruto y boletas por día" style={{ margin: 0, width: '100%', height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="dia" />
          <YAxis yAxisId="pesos" tickFormatter={(v: number) => formatPesos(v)} width={100} />
          <YAxis yAxisId="boletas" orientation="right" allowDecimals={false} />
          <Tooltip formatter={(value, name) => (name === 'Bruto' ? formatPesos(Number(value)) : Number(value).toLocaleString('es-CO'))} />
          <Legend />
          <Bar yAxisId="pesos" dataKey="bruto" name="Bruto" fill="#722ed1" isAnimationActive={false} />
          <Line yAxisId="boletas" dataKey="boletas" name="Boletas" stroke="#d4380d" dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
