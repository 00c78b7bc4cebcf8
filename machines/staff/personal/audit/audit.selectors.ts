import type { SnapshotFrom } from 'xstate';
import type { staffAuditMachine } from './audit.machine.ts';

type AuditSnapshot = SnapshotFrom<typeof staffAuditMachine>;

export const selectAuditLoading = (s: AuditSnapshot) => s.hasTag('loading');
/** The page shown (the last one read stays while the next loads). */
export const selectAuditEntries = (s: AuditSnapshot) => s.context.entries;
/** The staff for the person filter (empty until read). */
export const selectAuditPeople = (s: AuditSnapshot) => s.context.people ?? [];
export const selectAuditFilters = (s: AuditSnapshot) => s.context.filters;
export const selectAuditProblem = (s: AuditSnapshot) => (s.hasTag('failed') ? s.context.problem : null);
/** 'Más antiguos' and 'Más recientes' can be pressed. */
export const selectHasOlder = (s: AuditSnapshot) => s.hasTag('ready') && s.context.next !== null;
export const selectHasNewer = (s: AuditSnapshot) => s.hasTag('ready') && s.context.cursors.length > 1;
/** Which page this is, from 1 (the newest). */
export const selectAuditPageNumber = (s: AuditSnapshot) => s.context.cursors.length;
