// The one way a staff write is recorded: call audit() in the write's own transaction, so the line
// and the change commit (or roll back) together. The database keeps the log append-only
// (server/db/functions/viziona_audit_append_only.sql).
import { schema, type DbOrTx } from '../../db/open.ts';
import type { StaffActor } from '../accounts/guard.ts';

export interface AuditEntry {
  /** Dotted, the desk first: staff.invite, staff.roles.change, programacion.funcion.cancel… */
  action: string;
  /** What it was done to, as `<kind>:<id>` (staff_person:12, funcion:120); null when nothing in particular. */
  target: string | null;
  before?: unknown;
  after?: unknown;
}

/** Who wrote: a guarded operation's actor, or (sign-in, accepting a link) the person and address alone. */
export type AuditActor = Pick<StaffActor, 'personId' | 'address'> & { role?: StaffActor['role'] };

const actionShape = /^[a-z_]+(\.[a-z_]+)+$/;

export async function audit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  if (!actionShape.test(entry.action)) throw new Error(`audit: acción sin la forma escritorio.cosa (${entry.action})`);
  await tx.insert(schema.staffAudit).values({
    personId: actor.personId,
    role: actor.role ?? null,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: actor.address,
  });
}
