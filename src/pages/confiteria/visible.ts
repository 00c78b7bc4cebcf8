import type { ConfectioneryItem } from '../../../openapi';

/** Spec §3: items whose name contains 'aval' are never shown. */
export function visibleConfectionery(items: readonly ConfectioneryItem[] | undefined): ConfectioneryItem[] | undefined {
  return items?.filter((item) => !item.name.toLowerCase().includes('aval'));
}
