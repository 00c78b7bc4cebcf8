import type { StaffSettings, StaffSettingsChange } from '../../../../openapi/index.ts';
import type { StaffRefusal } from '../../refusal.ts';

export type StaffSettingsTag = 'loading' | 'form' | 'busy' | 'refused' | 'saved' | 'failed';

export interface StaffSettingsContext {
  /** The settings as the server last gave them. */
  settings: StaffSettings | null;
  refusal: StaffRefusal | null;
}

export type StaffSettingsEvent = { type: 'settings.save'; change: StaffSettingsChange } | { type: 'settings.retry' };

export interface StaffSettingsSchema {
  context: StaffSettingsContext;
  events: StaffSettingsEvent;
  tags: StaffSettingsTag;
}
