import { useEffect, useEffectEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { selectDone, selectRefusal, selectWriting } from '../../../machines/staff/servicio/bandeja-gestion/bandeja-gestion.selectors';
import { providedDiaNoHabilAdd, providedDiaNoHabilDelete } from '../../app/staffActors';
import { useApi } from '../../api/useApi';
import { DiasNoHabilesPageView } from './DiasNoHabilesPageView';

const fresh = { dedupingInterval: 0, revalidateOnMount: true } as const;

/** /staff/servicio/dias-no-habiles: the list as read, adding and removing through their machines. */
export default function DiasNoHabilesPage() {
  const list = useApi('/staff/servicio/dias-no-habiles', undefined, fresh);
  const adding = useActorRef(providedDiaNoHabilAdd);
  const removing = useActorRef(providedDiaNoHabilDelete);
  const added = useSelector(adding, selectDone);
  const removed = useSelector(removing, selectDone);
  const reread = useEffectEvent(() => void list.mutate());
  useEffect(() => {
    if (added + removed > 0) reread();
  }, [added, removed]);
  return (
    <DiasNoHabilesPageView
      dias={list.data}
      loading={list.isLoading}
      problem={list.error?.message ?? null}
      add={{
        busy: useSelector(adding, selectWriting),
        refusal: useSelector(adding, selectRefusal),
        done: added,
        onSubmit: (body) => adding.send({ type: 'write.submit', request: { id: 0, body } }),
        onDismiss: () => adding.send({ type: 'write.dismiss' }),
      }}
      remove={{
        busy: useSelector(removing, selectWriting),
        refusal: useSelector(removing, selectRefusal),
        done: removed,
        onSubmit: () => {},
        onRemove: (id) => removing.send({ type: 'write.submit', request: { id, body: null } }),
        onDismiss: () => removing.send({ type: 'write.dismiss' }),
      }}
    />
  );
}
