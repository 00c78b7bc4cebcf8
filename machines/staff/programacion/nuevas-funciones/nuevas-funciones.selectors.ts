import type { SnapshotFrom } from 'xstate';
import type { FuncionCandidate } from '../../../../openapi/index.ts';
import type { programacionMasivaMachine } from './nuevas-funciones.machine.ts';

type WizardSnapshot = SnapshotFrom<typeof programacionMasivaMachine>;

/** The wizard's screen: reading the options, they failed, the form, the preview, the result. */
export type WizardScreen = 'loading' | 'optionsFailed' | 'choose' | 'preview' | 'result';

export function selectWizardScreen(s: WizardSnapshot): WizardScreen {
  if (s.hasTag('loading')) return 'loading';
  if (s.hasTag('failed')) return 'optionsFailed';
  if (s.hasTag('form')) return 'choose';
  if (s.hasTag('review')) return 'preview';
  return 'result';
}

/** The step of the wizard's Steps: 0 elegir, 1 revisar, 2 resultado. */
export const selectWizardStep = (s: WizardSnapshot) => ({ loading: 0, optionsFailed: 0, choose: 0, preview: 1, result: 2 })[selectWizardScreen(s)];

export const selectProgramacionOptions = (s: WizardSnapshot) => s.context.options;
/** The request the form starts from (the last one previewed), or null for an empty form. */
export const selectSolicitud = (s: WizardSnapshot) => s.context.solicitud;
/** 'Ver las funciones' or 'Guardar' spins. */
export const selectPreviewing = (s: WizardSnapshot) => s.hasTag('form') && s.hasTag('busy');
export const selectSaving = (s: WizardSnapshot) => s.hasTag('saving');
/** Saving is offered only while no función of the preview has a conflict. */
export const selectCanSave = (s: WizardSnapshot) => s.hasTag('canSave');
/** Some función has a conflict (named on its row). */
export const selectConflicted = (s: WizardSnapshot) => s.hasTag('conflicted');
/** The server's Spanish message, while a refusal is shown. */
export const selectWizardRefusal = (s: WizardSnapshot) => (s.hasTag('refused') ? (s.context.refusal?.message ?? null) : null);
/** The server's messages by field of the form (film_id, room_ids, from, to, weekdays, times, format, version). */
export const selectFieldErrors = (s: WizardSnapshot): Record<string, string> =>
  s.matches({ choosing: 'refused' }) ? Object.fromEntries(Object.entries(s.context.refusal?.errors ?? {}).filter(([key]) => !key.startsWith('funciones['))) : {};

/** A row of the preview: the función and every conflict named for it (by the preview, or by a refused save). */
export interface PreviewRow extends FuncionCandidate {
  key: string;
  problems: string[];
}

/** The preview's funciones, by start and room, each with its conflicts; a save refused with 409 adds what it named by función. */
export function selectPreviewRows(s: WizardSnapshot): PreviewRow[] {
  if (!s.hasTag('review')) return [];
  const funciones = s.context.preview?.funciones ?? [];
  const onSave = s.matches({ reviewing: 'saveConflicted' }) ? (s.context.refusal?.errors ?? {}) : {};
  return funciones.map((f, i) => {
    const problems = f.conflicts.map((c) => c.message);
    const named = onSave[`funciones[${i}]`];
    if (named && !problems.includes(named)) problems.push(named);
    return { ...f, key: `${f.room_id}-${f.starts_at}`, problems };
  });
}

/** The preview's figures: how many funciones, how many with a conflict, the film, format and version. */
export const selectPreviewSummary = (s: WizardSnapshot) => {
  const p = s.hasTag('review') ? s.context.preview : null;
  return p ? { film: p.film.title, format: p.format, version: p.version, count: p.count, conflicted: p.conflicted, cleaningMinutes: p.cleaning_minutes } : null;
};

/** What the save made. */
export const selectCreated = (s: WizardSnapshot) => (s.hasTag('done') ? s.context.created : null);
