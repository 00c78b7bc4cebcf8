import { assign, fromPromise, setup } from 'xstate';
import type { ContentPreview, StaffContent, StaffContentInput } from '../../../../openapi/index.ts';
import { refusalOf } from '../../refusal.ts';
import type { StaffContentContext, StaffContentInputArgs, StaffContentSchema } from './contenidos.types.ts';

const draftOf = (input: StaffContentInputArgs): StaffContentInput =>
  'content' in input
    ? { grupo: input.content.grupo, slug: input.content.slug, title: input.content.title, subtitle: input.content.subtitle, image: input.content.image, content: input.content.content }
    : { grupo: input.new, slug: '', title: '', subtitle: null, image: null, content: '' };

/**
 * A footer link or content page edited on the programming desk (issue 27: "previewed before
 * publishing"): edit → preview (the server's sanitized page and what it would take out) → publish.
 * Nothing is published without its preview, and a preview naming problems cannot be published;
 * a refused preview or publication goes back to the form with the server's Spanish message.
 */
export const staffContentMachine = setup({
  types: {} as StaffContentSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    previewContent: fromPromise<ContentPreview, StaffContentInput>(async () => {
      throw new Error('previewContent not provided');
    }),
    createContent: fromPromise<StaffContent, StaffContentInput>(async () => {
      throw new Error('createContent not provided');
    }),
    updateContent: fromPromise<StaffContent, { id: number; body: StaffContentInput }>(async () => {
      throw new Error('updateContent not provided');
    }),
  },
  actions: {
    takeDraft: assign((_, draft: StaffContentInput) => ({ draft, preview: null, refusal: null })),
    rememberPreview: assign((_, preview: ContentPreview) => ({ preview })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error) })),
    rememberSaved: assign((_, saved: StaffContent) => ({ saved, id: saved.id, refusal: null })),
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    hasProblems: ({ context }) => (context.preview?.problemas.length ?? 0) > 0,
  },
}).createMachine({
  id: 'staffContent',
  context: ({ input }): StaffContentContext => ({ id: 'content' in input ? input.content.id : null, draft: draftOf(input), preview: null, refusal: null, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: 'form',
      initial: 'idle',
      states: {
        idle: {},
        refused: { tags: 'refused' },
      },
      on: {
        'preview.request': {
          target: 'previewing',
          actions: { type: 'takeDraft', params: ({ event }) => event.draft },
          description: 'The form’s draft goes to the server for its preview.',
        },
      },
    },
    previewing: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'previewContent',
        src: 'previewContent',
        input: ({ context }) => context.draft,
        onDone: { target: 'reviewing', actions: { type: 'rememberPreview', params: ({ event }) => event.output }, description: 'The page as the site would show it.' },
        onError: { target: 'editing.refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'A field refused (400): back to the form with the message.' },
      },
    },
    reviewing: {
      tags: 'preview',
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'hasProblems', target: 'blocked', description: 'The sanitizer would take something out: not publishable.' },
            { target: 'publishable' },
          ],
        },
        publishable: {
          tags: 'publishable',
          on: {
            'content.publish': [
              { guard: 'isNew', target: '#staffContent.creating', description: 'A new content is created.' },
              { target: '#staffContent.updating', description: 'An existing one is updated.' },
            ],
          },
        },
        blocked: {},
      },
      on: { 'draft.edit': { target: 'editing.idle', description: 'Back to the form, the draft kept.' } },
    },
    creating: {
      tags: ['preview', 'busy'],
      invoke: {
        id: 'createContent',
        src: 'createContent',
        input: ({ context }) => context.draft,
        onDone: { target: 'published', actions: { type: 'rememberSaved', params: ({ event }) => event.output } },
        onError: { target: 'editing.refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (slug taken 409, HTML 400): the form with the message.' },
      },
    },
    updating: {
      tags: ['preview', 'busy'],
      invoke: {
        id: 'updateContent',
        src: 'updateContent',
        input: ({ context }) => ({ id: context.id!, body: context.draft }),
        onDone: { target: 'published', actions: { type: 'rememberSaved', params: ({ event }) => event.output } },
        onError: { target: 'editing.refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    published: {
      tags: 'published',
      on: {
        'preview.request': { target: 'previewing', actions: { type: 'takeDraft', params: ({ event }) => event.draft }, description: 'Edited again after publishing.' },
      },
    },
  },
});
