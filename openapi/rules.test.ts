// The rules server and browser both import (rules.ts): what each decides, at its edges.
import { describe, expect, it } from 'vitest';
import type { ScoreProduct } from './index.ts';
import { buyerOf, isOffered, membershipPriceOf, productOffered, scoreProductOffered, THEATER_ID, THEATER_SLUG, type Buyer } from './rules.ts';

describe('the theater (spec §9)', () => {
  it('is theater 1, viziona in routes and API paths', () => {
    expect(THEATER_ID).toBe(1);
    expect(THEATER_SLUG).toBe('viziona');
  });
});

describe('isOffered (spec §5)', () => {
  it('offers a price only above 1 peso', () => {
    expect([0, 1, 2, 3_000].map(isOffered)).toEqual([false, false, true, true]);
  });
});

describe('which products a buyer is offered (spec §5, §6)', () => {
  const nobody: Buyer = { member: false, cinefan: false };
  const member: Buyer = { member: true, cinefan: false };
  const cineFan: Buyer = { member: true, cinefan: true };
  // A CineFan flag left over without an active card gives nothing.
  const lapsed: Buyer = { member: false, cinefan: true };

  it('CineFanPlus products only to members whose CineFan is on, the others to everybody else', () => {
    const plus = { cinefanPlus: true, general: 5_000 };
    const plain = { cinefanPlus: false, general: 5_000 };
    expect([nobody, member, cineFan, lapsed].map((buyer) => productOffered(plus, buyer))).toEqual([false, false, true, false]);
    expect([nobody, member, cineFan, lapsed].map((buyer) => productOffered(plain, buyer))).toEqual([true, true, false, true]);
  });

  it('none whose general price is 1 peso or less', () => {
    expect(productOffered({ cinefanPlus: false, general: 1 }, nobody)).toBe(false);
    expect(productOffered({ cinefanPlus: true, general: 1 }, cineFan)).toBe(false);
    expect(productOffered({ cinefanPlus: false, general: 2 }, nobody)).toBe(true);
  });

  it('reads a product as the contract lists it: CineFanPlus s, the general price of Precios[0]', () => {
    const product = (CineFanPlus: 's' | 'n', Precios: ScoreProduct['Precios']) => ({ CineFanPlus, Precios }) as ScoreProduct;
    expect(scoreProductOffered(product('s', [{ General: 5_000, OtroPago: 4_500 }]), cineFan)).toBe(true);
    expect(scoreProductOffered(product('s', [{ General: 5_000, OtroPago: 4_500 }]), member)).toBe(false);
    expect(scoreProductOffered(product('n', [{ General: 5_000, OtroPago: 4_500 }]), nobody)).toBe(true);
    expect(scoreProductOffered(product('n', [{ General: 1, OtroPago: 1 }, { General: 5_000, OtroPago: 4_500 }]), nobody)).toBe(false);
    expect(scoreProductOffered(product('n', []), nobody)).toBe(false);
  });

  it('reads the buyer from a MembershipStatus: a member by the active card, CineFan on only when vigente', () => {
    expect(buyerOf(null)).toEqual(nobody);
    expect(buyerOf({ Estado: 'usuario con tarjeta activa', CineFan: 'vigente' })).toEqual(cineFan);
    expect(buyerOf({ Estado: 'usuario con tarjeta activa', CineFan: 'no vigente' })).toEqual(member);
    expect(buyerOf({ Estado: 'usuario con tarjeta activa', CineFan: 'Vigente' })).toEqual(member);
    expect(buyerOf({ Estado: 'usuario sin tarjeta', CineFan: 'vigente' })).toEqual(lapsed);
  });
});

describe('membershipPriceOf (spec §9)', () => {
  const settings = (valor?: string, servicio?: string) => [
    { key: 'ticket_servicio', value: '2500' },
    ...(valor === undefined ? [] : [{ key: 'membresia_valor', value: valor }]),
    ...(servicio === undefined ? [] : [{ key: 'membresia_servicio', value: servicio }]),
  ];

  it('adds membresia_valor and membresia_servicio, whole pesos, spaces around them ignored', () => {
    expect(membershipPriceOf(settings('60000', '3000'))).toEqual({ valor: 60_000, servicio: 3_000, total: 63_000 });
    expect(membershipPriceOf(settings(' 60000 ', '3000\n'))).toEqual({ valor: 60_000, servicio: 3_000, total: 63_000 });
    expect(membershipPriceOf(settings('60000', '0'))).toEqual({ valor: 60_000, servicio: 0, total: 60_000 });
  });

  it('is not on sale while either is missing or not whole pesos, or the value is 1 peso or less', () => {
    for (const [valor, servicio] of [['60000', undefined], [undefined, '3000'], ['60.000', '3000'], ['60000', '-1'], ['', '3000'], ['1234567890', '3000'], ['1', '3000'], ['0', '3000']]) {
      expect(membershipPriceOf(settings(valor, servicio)), `${valor} + ${servicio}`).toBeUndefined();
    }
    expect(membershipPriceOf(settings('2', '3000'))).toEqual({ valor: 2, servicio: 3_000, total: 3_002 });
  });
});
