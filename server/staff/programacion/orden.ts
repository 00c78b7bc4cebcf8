// Reordering a list (the banners, a content group's pages): the ids given must be every one of
// the list, each once, or nothing moves (400 naming what is missing, repeated or foreign).
import { badRequest } from '../../http/errors.ts';

/** Refuses an order that is not exactly `current` rearranged; `what` names the list ('los banners'). */
export function checkOrder(current: readonly number[], ids: readonly number[], what: string): void {
  const have = new Set(current);
  const seen = new Set<number>();
  const repeated = ids.filter((id) => seen.size === seen.add(id).size);
  const foreign = ids.filter((id) => !have.has(id));
  const missing = current.filter((id) => !seen.has(id));
  const faults = [
    repeated.length ? `repite ${repeated.join(', ')}` : '',
    foreign.length ? `${foreign.join(', ')} no ${foreign.length === 1 ? 'es' : 'son'} de ${what}` : '',
    missing.length ? `faltan ${missing.join(', ')}` : '',
  ].filter(Boolean);
  if (faults.length) {
    const message = `El orden debe nombrar todos ${what}, una vez cada uno: ${faults.join('; ')}.`;
    throw badRequest(message, { ids: message });
  }
}
