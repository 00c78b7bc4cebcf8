import { describe, expect, it } from 'vitest';
import type { ScoreProduct } from '../../../openapi';
import { cardRules } from './cardRules';
import { hhmmss } from './format';
import { offeredProducts } from './offeredProducts';

const valid = { cardName: 'ANA GOMEZ', cardNumber: '4575623182290326', expMonth: '12', expYear: '2030', cvc: '123', dues: 1 };
const errorOf = async (change: Partial<Record<keyof typeof valid, unknown>>) => {
  try {
    await cardRules.validate({ ...valid, ...change }, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('card form rules (spec §5)', () => {
  it('accepts a valid card, 12 and 19 digits, CVC of 4, 36 dues', async () => {
    for (const change of [{}, { cardNumber: '123456789012' }, { cardNumber: '1234567890123456789' }, { cvc: '1234' }, { dues: 36 }]) expect(await errorOf(change)).toBeNull();
  });
  it.each([
    [{ cardNumber: '12345678901' }, 'El número de tarjeta no es válido'],
    [{ cardNumber: '12345678901234567890' }, 'El número de tarjeta no es válido'],
    [{ cardNumber: '4575 6231 8229 0326' }, 'El número de tarjeta no es válido'],
    [{ expMonth: '13' }, 'Ingrese un mes válido (01-12)'],
    [{ expMonth: '1' }, 'Ingrese un mes válido (01-12)'],
    [{ expMonth: '00' }, 'Ingrese un mes válido (01-12)'],
    [{ expYear: '30' }, 'Ingrese un año válido'],
    [{ cvc: '12' }, 'El CVC no es válido'],
    [{ cvc: '12345' }, 'El CVC no es válido'],
    [{ dues: 0 }, 'Seleccione las cuotas'],
    [{ dues: 37 }, 'Seleccione las cuotas'],
    [{ dues: '' }, 'Seleccione las cuotas'],
  ])('%j → %s', async (change, message) => expect(await errorOf(change)).toBe(message));
});

describe('countdown text', () => {
  it.each([
    [600, '00:10:00'],
    [59, '00:00:59'],
    [0, '00:00:00'],
    [-3, '00:00:00'],
  ])('%i s → %s', (seconds, text) => expect(hhmmss(seconds)).toBe(text));
});

describe('products offered (spec §6)', () => {
  const product = (Codigo: number, CineFanPlus: 's' | 'n', General = 5000) => ({ Codigo, CineFanPlus, Precios: [{ General, OtroPago: General - 500 }] }) as ScoreProduct;
  const list = [product(1, 'n'), product(2, 's'), product(3, 'n', 1)];
  it('CineFan vigente members see only CineFanPlus products; everybody else the others; prices of 1 or less are not offered', () => {
    expect(offeredProducts(list, { Estado: 'usuario con tarjeta activa', CineFan: 'vigente' }).map((p) => p.Codigo)).toEqual([2]);
    expect(offeredProducts(list, { Estado: 'usuario con tarjeta activa', CineFan: 'vencido' }).map((p) => p.Codigo)).toEqual([1]);
    expect(offeredProducts(list, null).map((p) => p.Codigo)).toEqual([1]);
  });
});
