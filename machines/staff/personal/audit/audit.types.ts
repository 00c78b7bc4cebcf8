import type { AuditEntry, StaffPerson } from '../../../../openapi/index.ts';

export type StaffAuditTag = 'loading' | 'ready' | 'failed';

/** listStaffAudit's filters: a person, an action (exact, or a prefix ending in a dot), a target, Bogotá days (inclusive). */
export interface StaffAuditFilters {
  person?: number;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

/** What listStaffAudit is asked: the filters, the page's cursor and its size. */
export interface StaffAuditQuery extends StaffAuditFilters {
  before?: number;
  limit: number;
}

export interface StaffAuditContext {
  /** The staff, for the person filter. */
  people: StaffPerson[] | null;
  filters: StaffAuditFilters;
  entries: AuditEntry[];
  /** The cursor of the page after this one, or null on the last page. */
  next: number | null;
  /** The cursor of each page seen so far (null: the newest); the last is the page shown. */
  cursors: (number | null)[];
  problem: string | null;
}

export type StaffAuditEvent =
  | { type: 'audit.filter'; filters: StaffAuditFilters }
  | { type: 'audit.next' }
  | { type: 'audit.previous' }
  | { type: 'audit.retry' };

export interface StaffAuditSchema {
  context: StaffAuditContext;
  events: StaffAuditEvent;
  tags: StaffAuditTag;
}
