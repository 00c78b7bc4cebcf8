import type { SnapshotFrom } from 'xstate';
import type { staffSettingsMachine } from './ajustes.machine.ts';

type SettingsSnapshot = SnapshotFrom<typeof staffSettingsMachine>;

export const selectSettingsLoading = (s: SettingsSnapshot) => s.hasTag('loading');
/** The settings the form shows (null until read). */
export const selectSettings = (s: SettingsSnapshot) => (s.hasTag('form') ? s.context.settings : null);
/** 'Guardar' spins while the server saves. */
export const selectSettingsSaving = (s: SettingsSnapshot) => s.hasTag('busy');
/** The server's message, if the last read or save was refused. */
export const selectSettingsRefusal = (s: SettingsSnapshot) => (s.hasTag('refused') ? (s.context.refusal?.message ?? null) : null);
/** The read failed: 'Intentar de nuevo'. */
export const selectSettingsLoadFailed = (s: SettingsSnapshot) => s.hasTag('failed');
/** The last save went through. */
export const selectSettingsSaved = (s: SettingsSnapshot) => s.hasTag('saved');
