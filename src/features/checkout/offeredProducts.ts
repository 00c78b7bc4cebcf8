import type { MembershipStatus, ScoreProduct } from '../../../openapi';
import { ACTIVE_CARD } from '../../../openapi/rules';

/**
 * Spec §6: a member whose CineFan is 'vigente' sees only CineFanPlus products ('s'), everybody
 * else the others; products without a price above 1 are not offered (spec §5).
 */
export function offeredProducts(products: ScoreProduct[], membership: Pick<MembershipStatus, 'Estado' | 'CineFan'> | null): ScoreProduct[] {
  const cineFan = membership?.Estado === ACTIVE_CARD && membership.CineFan === 'vigente';
  return products.filter((p) => (cineFan ? p.CineFanPlus === 's' : p.CineFanPlus !== 's') && (p.Precios[0]?.General ?? 0) > 1);
}
