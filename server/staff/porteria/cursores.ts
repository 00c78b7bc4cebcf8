// The door's sync cursors (issue 28). A cursor is the oldest transaction still running when the
// sync read (pg_snapshot_xmin of its snapshot): every row a later commit writes carries a
// changed_xid at least that big, so the next sync asks for `changed_xid >= cursor` and misses
// nothing (a row may come twice; the device keeps sets). Revocations and check-ins are per theater
// and Bogotá day: a cursor of another day or theater starts over (`full`).
import { badRequest } from '../../http/errors.ts';
import { CURSOR_INVALID } from './messages.ts';

export interface DayCursor {
  date: string;
  theaterId: number;
  xid: string;
}

const dayShape = /^(\d{4}-\d{2}-\d{2})\.(\d{1,10})\.(\d{1,20})$/;
const keyShape = /^k(\d{1,20})$/;

export const dayCursor = (c: DayCursor) => `${c.date}.${c.theaterId}.${c.xid}`;
export const keyCursor = (xid: string) => `k${xid}`;

/** The xid of a day cursor when it is of this day and theater; null: start over. */
export function readDayCursor(cursor: string | undefined, field: string, date: string, theaterId: number): string | null {
  if (cursor === undefined) return null;
  const parts = dayShape.exec(cursor);
  if (!parts) throw badRequest(CURSOR_INVALID, { [field]: CURSOR_INVALID });
  return parts[1] === date && Number(parts[2]) === theaterId ? parts[3] : null;
}

export function readKeyCursor(cursor: string | undefined, field: string): string | null {
  if (cursor === undefined) return null;
  const parts = keyShape.exec(cursor);
  if (!parts) throw badRequest(CURSOR_INVALID, { [field]: CURSOR_INVALID });
  return parts[1];
}
