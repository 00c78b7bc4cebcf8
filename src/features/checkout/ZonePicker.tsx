import { useId } from 'react';
import { theme } from 'antd';
import type { PriceLocation } from '../../../openapi';
import { formatCop } from '../../lib/money';

/**
 * Step 0: the location (zone) whose seats are chosen, with its price (spec §2). Native radios drawn
 * as antd's solid radio buttons from the theme's tokens: antd's Radio brings its form code
 * (rc-form, async-validator) into the screen's first load.
 */
export function ZonePicker({ prices, zone, onChoose, disabled }: { prices: PriceLocation[]; zone: number | null; onChoose(codigo: number): void; disabled?: boolean }) {
  const { token } = theme.useToken();
  const name = useId();
  return (
    <fieldset
      className="vz-zones"
      disabled={disabled}
      style={{
        ['--vz-zone-primary' as string]: token.colorPrimary,
        ['--vz-zone-hover' as string]: token.colorPrimaryHover,
        ['--vz-zone-on-primary' as string]: token.colorTextLightSolid,
        ['--vz-zone-border' as string]: token.colorBorder,
        ['--vz-zone-bg' as string]: token.colorBgContainer,
        ['--vz-zone-text' as string]: token.colorText,
        ['--vz-zone-radius' as string]: `${token.borderRadius}px`,
        ['--vz-zone-height' as string]: `${token.controlHeight}px`,
      }}
    >
      <legend>Elige tu ubicación</legend>
      <div className="vz-zones__options">
        {prices.map((p) => (
          <label key={p.codigo} className="vz-zone">
            <input type="radio" name={name} value={p.codigo} checked={zone === p.codigo} onChange={() => onChoose(p.codigo)} />
            <span>
              {p.zona} · {formatCop(p.valor)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
