import type { MembershipStatus, ScoreProduct } from '../../../openapi';
import { buyerOf, scoreProductOffered } from '../../../openapi/rules';

/** The products this buyer is offered (spec §5, §6: the rule the server's quote applies too). */
export function offeredProducts(products: ScoreProduct[], membership: Pick<MembershipStatus, 'Estado' | 'CineFan'> | null): ScoreProduct[] {
  const buyer = buyerOf(membership);
  return products.filter((p) => scoreProductOffered(p, buyer));
}
