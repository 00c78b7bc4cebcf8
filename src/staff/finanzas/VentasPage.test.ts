import { describe, expect, it } from 'vitest';
import { diaBogota } from '../fechas';
import { rangeIn } from './VentasPage';

describe('the sales range in the address', () => {
  it('keeps two Bogotá days', () => {
    expect(rangeIn(new URLSearchParams('from=2026-11-01&to=2026-11-30'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('takes the last 30 days for a missing, malformed or out-of-range day (the contract’s BogotaDate: 1800–2199)', () => {
    const last30 = { from: diaBogota(-29), to: diaBogota(0) };
    expect(rangeIn(new URLSearchParams(''))).toEqual(last30);
    expect(rangeIn(new URLSearchParams('from=1-11-2026&to=ayer'))).toEqual(last30);
    expect(rangeIn(new URLSearchParams('from=0000-01-01&to=9999-12-31'))).toEqual(last30);
  });
});
