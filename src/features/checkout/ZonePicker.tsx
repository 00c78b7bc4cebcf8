import { Radio } from 'antd';
import type { PriceLocation } from '../../../openapi';
import { formatCop } from '../../lib/money';

/** Step 0: the location (zone) whose seats are chosen, with its price (spec §2). */
export function ZonePicker({ prices, zone, onChoose, disabled }: { prices: PriceLocation[]; zone: number | null; onChoose(codigo: number): void; disabled?: boolean }) {
  return (
    <fieldset className="vz-zones">
      <legend>Elige tu ubicación</legend>
      <Radio.Group value={zone} onChange={(e) => onChoose(e.target.value as number)} disabled={disabled} optionType="button" buttonStyle="solid">
        {prices.map((p) => (
          <Radio.Button key={p.codigo} value={p.codigo}>
            {p.zona} · {formatCop(p.valor)}
          </Radio.Button>
        ))}
      </Radio.Group>
    </fieldset>
  );
}
