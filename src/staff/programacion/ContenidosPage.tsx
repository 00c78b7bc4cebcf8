import { useState } from 'react';
import type { ContentGroupSlug, StaffContent } from '../../../openapi';
import {
  selectCanPublish,
  selectContentBusy,
  selectContentDraft,
  selectContentPreview,
  selectContentRefusal,
  selectContentStep,
  selectSavedContent,
} from '../../../machines/staff/programacion/contenidos/contenidos.selectors';
import type { StaffContentInputArgs } from '../../../machines/staff/programacion/contenidos/contenidos.types';
import { useApi } from '../../api/useApi';
import { providedStaffContentMachine } from '../../app/staffActors';
import { StaffContentContext } from '../contexts';
import { StaffContentEditorView, StaffContentsListView } from './ContenidosPageView';

/** The editor of one content, from its machine (machines/staff/programacion/contenidos). */
export function StaffContentEditor({ isNew, onClose }: { isNew: boolean; onClose(): void }) {
  const { send } = StaffContentContext.useActorRef();
  return (
    <StaffContentEditorView
      isNew={isNew}
      step={StaffContentContext.useSelector(selectContentStep)}
      draft={StaffContentContext.useSelector(selectContentDraft)}
      preview={StaffContentContext.useSelector(selectContentPreview)}
      canPublish={StaffContentContext.useSelector(selectCanPublish)}
      busy={StaffContentContext.useSelector(selectContentBusy)}
      refusal={StaffContentContext.useSelector(selectContentRefusal)}
      saved={StaffContentContext.useSelector(selectSavedContent)}
      onPreview={(draft) => send({ type: 'preview.request', draft })}
      onEdit={() => send({ type: 'draft.edit' })}
      onPublish={() => send({ type: 'content.publish' })}
      onClose={onClose}
    />
  );
}

/** /staff/programacion/contenidos: the footer links and content pages, and the editor of one. */
export default function ContenidosPage() {
  const { data, isLoading, error, mutate } = useApi('/staff/programacion/contenidos');
  const [editing, setEditing] = useState<{ key: string; input: StaffContentInputArgs } | null>(null);
  if (editing) {
    return (
      <StaffContentContext.Provider key={editing.key} logic={providedStaffContentMachine} options={{ input: editing.input }}>
        <StaffContentEditor
          isNew={'new' in editing.input}
          onClose={() => {
            setEditing(null);
            void mutate();
          }}
        />
      </StaffContentContext.Provider>
    );
  }
  return (
    <StaffContentsListView
      contents={data}
      loading={isLoading}
      problem={error?.message ?? null}
      onEdit={(content: StaffContent) => setEditing({ key: `c${content.id}`, input: { content } })}
      onNew={(grupo: ContentGroupSlug) => setEditing({ key: `n${Date.now()}`, input: { new: grupo } })}
    />
  );
}
