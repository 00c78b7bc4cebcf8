import { describe, expect, it } from 'vitest';
import { formatCop } from './money';

describe('formatCop', () => {
  it('formats whole pesos for es-CO with a non-breaking space and no decimals', () => {
    expect(formatCop(25000)).toBe('$\u00a025.000');
    expect(formatCop(1300000)).toBe('$\u00a01.300.000');
    expect(formatCop(0)).toBe('$\u00a00');
  });
});
