import { describe, expect, it } from 'vitest';
import { membershipPrice } from './price';

describe('membershipPrice', () => {
  it('adds the membership value and its service fee', () => {
    expect(membershipPrice([{ key: 'membresia_valor', value: '60000' }, { key: 'membresia_servicio', value: '3000' }])).toBe(63000);
  });
  it('is unknown while loading or when a value is missing or not a number', () => {
    expect(membershipPrice(undefined)).toBeUndefined();
    expect(membershipPrice([{ key: 'membresia_valor', value: '60000' }])).toBeUndefined();
    expect(membershipPrice([{ key: 'membresia_valor', value: 'x' }, { key: 'membresia_servicio', value: '3000' }])).toBeUndefined();
  });
});
