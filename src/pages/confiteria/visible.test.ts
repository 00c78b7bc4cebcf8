import { describe, expect, it } from 'vitest';
import { confectionery } from '../fixtures';
import { visibleConfectionery } from './visible';

describe('visibleConfectionery', () => {
  it("hides items whose name contains 'aval', whatever the case", () => {
    const items = [...confectionery, { ...confectionery[0], id: 9, name: 'Promo AVAL' }];
    expect(visibleConfectionery(items)?.map((i) => i.name)).toEqual(['Combo Personal', 'Gaseosa mediana', 'Nachos con queso']);
  });

  it('keeps undefined while loading', () => {
    expect(visibleConfectionery(undefined)).toBeUndefined();
  });
});
