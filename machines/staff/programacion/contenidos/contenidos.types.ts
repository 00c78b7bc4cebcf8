import type { ContentPreview, StaffContent, StaffContentInput } from '../../../../openapi/index.ts';
import type { StaffRefusal } from '../../refusal.ts';

export type StaffContentTag = 'form' | 'busy' | 'refused' | 'preview' | 'publishable' | 'published';

export interface StaffContentContext {
  /** The content being edited: null for a new one. */
  id: number | null;
  /** What the form holds (the last draft sent to the preview). */
  draft: StaffContentInput;
  /** The server's preview of `draft`, once asked for. */
  preview: ContentPreview | null;
  refusal: StaffRefusal | null;
  /** The content as published. */
  saved: StaffContent | null;
}

export type StaffContentInputArgs = { content: StaffContent } | { new: StaffContentInput['grupo'] };

export type StaffContentEvent =
  | { type: 'preview.request'; draft: StaffContentInput }
  | { type: 'draft.edit' }
  | { type: 'content.publish' };

export interface StaffContentSchema {
  context: StaffContentContext;
  events: StaffContentEvent;
  input: StaffContentInputArgs;
  tags: StaffContentTag;
}
