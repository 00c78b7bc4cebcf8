// The PQRS deadlines the inbox shows: today in Bogotá by the database's clock, what is overdue and
// what is due within 2 business days, and how far an extension may go (Ley 1755 de 2015, art. 14:
// once, told to the person before the term ends, never past double the original term).
import type { ServicioPlazo } from '../../../openapi/index.ts';
import { databaseNow } from '../../db/clock.ts';
import type { DbOrTx } from '../../db/open.ts';
import { addBusinessDays, bogotaDay, isBusinessDay, PQRS_ANSWER_BUSINESS_DAYS, type ExtraDays } from '../../forms/business-days.ts';
import { nonWorkingDays } from '../../forms/non-working-days.ts';
import { isFinal } from './bandeja.ts';
import { concurrently } from '../../db/concurrently.ts';

/** "Due soon": due today or within this many business days. */
export const DUE_SOON_BUSINESS_DAYS = 2;

export interface Today {
  /** Today in Bogotá (the database's clock). */
  day: string;
  /** The last day that counts as due soon. */
  soonUntil: string;
  extra: ExtraDays;
}

export async function today(db: DbOrTx): Promise<Today> {
  const [now, extra] = await concurrently(db, [() => databaseNow(db), () => nonWorkingDays(db)]);
  const day = bogotaDay(now);
  return { day, soonUntil: addBusinessDays(day, DUE_SOON_BUSINESS_DAYS, extra), extra };
}

/** Where a PQRS stands against its (current) due date. */
export function deadlineOf(state: string, dueDate: string, t: Pick<Today, 'day' | 'soonUntil'>): ServicioPlazo {
  if (isFinal(state)) return 'atendida';
  if (dueDate < t.day) return 'vencida';
  if (dueDate <= t.soonUntil) return 'por_vencer';
  return 'en_plazo';
}

/** The last date an extension may set: double the original term, counted on from the original due date. */
export const extensionLimit = (originalDueDate: string, extra: ExtraDays) => addBusinessDays(originalDueDate, PQRS_ANSWER_BUSINESS_DAYS, extra);

export interface ExtensionCheck {
  state: string;
  dueDate: string;
  extendedDueDate: string | null;
}

/** Why an extension to `newDate` is refused ('conflict': 409, 'rule': 422), or null when it may go. */
export function extensionRefusal(p: ExtensionCheck, newDate: string, t: Today): { kind: 'conflict' | 'rule'; message: string } | null {
  if (isFinal(p.state)) return { kind: 'conflict', message: 'La PQRS ya fue respondida o cerrada: su término no se prorroga.' };
  if (p.extendedDueDate !== null) return { kind: 'conflict', message: `El término de esta PQRS ya se prorrogó una vez (hasta el ${p.extendedDueDate}); la ley permite una sola prórroga.` };
  if (p.dueDate < t.day) return { kind: 'conflict', message: `El término de esta PQRS venció el ${p.dueDate}: la prórroga debe informarse antes de que venza.` };
  if (newDate <= p.dueDate) return { kind: 'rule', message: `La nueva fecha debe ser posterior a la fecha límite actual (${p.dueDate}).` };
  if (!isBusinessDay(newDate, t.extra)) return { kind: 'rule', message: `La nueva fecha (${newDate}) no es un día hábil.` };
  const limit = extensionLimit(p.dueDate, t.extra);
  if (newDate > limit) return { kind: 'rule', message: `La nueva fecha no puede pasar del doble del término inicial (${limit}).` };
  return null;
}
