import type { SnapshotFrom } from 'xstate';
import type { staffContentMachine } from './contenidos.machine.ts';

type ContentSnapshot = SnapshotFrom<typeof staffContentMachine>;

/** Which step the editor shows: the form, the preview, or the published content. */
export const selectContentStep = (s: ContentSnapshot): 'editar' | 'vista-previa' | 'publicado' =>
  s.hasTag('published') ? 'publicado' : s.hasTag('preview') ? 'vista-previa' : 'editar';
/** A request is out (preview or publication): its button spins. */
export const selectContentBusy = (s: ContentSnapshot) => s.hasTag('busy');
/** The draft the form starts from. */
export const selectContentDraft = (s: ContentSnapshot) => s.context.draft;
/** The server's preview, on the preview step. */
export const selectContentPreview = (s: ContentSnapshot) => (s.hasTag('preview') ? s.context.preview : null);
/** 'Publicar' is offered only for a preview without problems. */
export const selectCanPublish = (s: ContentSnapshot) => s.hasTag('publishable');
/** The server's message over the form, if the last request was refused. */
export const selectContentRefusal = (s: ContentSnapshot) => (s.hasTag('refused') ? (s.context.refusal?.message ?? null) : null);
/** The content as published. */
export const selectSavedContent = (s: ContentSnapshot) => (s.hasTag('published') ? s.context.saved : null);
