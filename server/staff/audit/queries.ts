// The audit log as admins browse it: newest first, filtered, in pages by id (a stable cursor: the
// log only grows).
import { and, desc, eq, like, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../../openapi/index.ts';
import type { StaffRole } from '../../../openapi/rules.ts';
import { schema, type DbOrTx } from '../../db/open.ts';
import { localDateTime } from '../../accounts/queries.ts';

const { staffAudit, staffPeople } = schema;

export interface AuditFilter {
  person?: number;
  /** Exact, or a prefix when it ends with a dot (`staff.`). */
  action?: string;
  target?: string;
  /** Bogotá days, inclusive, YYYY-MM-DD. */
  from?: string;
  to?: string;
  before?: number;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.person !== undefined) parts.push(eq(staffAudit.personId, filter.person));
  if (filter.action !== undefined) {
    parts.push(filter.action.endsWith('.') ? like(staffAudit.action, `${escapeLike(filter.action)}%`) : eq(staffAudit.action, filter.action));
  }
  if (filter.target !== undefined) parts.push(eq(staffAudit.target, filter.target));
  if (filter.from !== undefined) parts.push(sql`${staffAudit.at} >= (${filter.from}::date)::timestamp at time zone 'America/Bogota'`);
  if (filter.to !== undefined) parts.push(sql`${staffAudit.at} < (${filter.to}::date + 1)::timestamp at time zone 'America/Bogota'`);
  if (filter.before !== undefined) parts.push(lt(staffAudit.id, filter.before));
  return and(...parts);
}

/** One page of the log and the cursor of the next (null: no more). */
export async function auditPage(db: DbOrTx, filter: AuditFilter): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const rows = await db
    .select({ line: staffAudit, person: { id: staffPeople.id, name: staffPeople.name, email: staffPeople.email } })
    .from(staffAudit)
    .leftJoin(staffPeople, eq(staffPeople.id, staffAudit.personId))
    .where(conditions(filter))
    .orderBy(desc(staffAudit.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  return {
    entries: page.map(({ line, person }) => ({
      id: line.id,
      at: localDateTime(line.at),
      person: person?.id ? { id: person.id, name: person.name, email: person.email } : null,
      role: line.role as StaffRole | null,
      action: line.action,
      target: line.target,
      before: line.before,
      after: line.after,
      address: line.address,
    })),
    next: rows.length > filter.limit ? page[page.length - 1].line.id : null,
  };
}
