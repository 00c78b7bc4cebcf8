import type { SnapshotFrom } from 'xstate';
import type { duplicadosOfflineMachine } from './duplicados-offline.machine.ts';

type DuplicadosSnapshot = SnapshotFrom<typeof duplicadosOfflineMachine>;

export const selectDuplicadosLoading = (s: DuplicadosSnapshot) => s.hasTag('loading');
/** The theaters to choose from (empty until read). */
export const selectDuplicadosTheaters = (s: DuplicadosSnapshot) => s.context.theaters ?? [];
export const selectDuplicadosFilters = (s: DuplicadosSnapshot) => s.context.filters;
/** The duplicates shown (the last list stays while the next one is read). */
export const selectDuplicados = (s: DuplicadosSnapshot) => s.context.items;
/** No duplicate in these days: the empty state. */
export const selectDuplicadosEmpty = (s: DuplicadosSnapshot) => s.hasTag('empty');
export const selectDuplicadosProblem = (s: DuplicadosSnapshot) => (s.hasTag('failed') ? s.context.problem : null);
/** The filters can be changed (the theaters are known). */
export const selectDuplicadosFiltering = (s: DuplicadosSnapshot) => s.context.theaters !== null;
