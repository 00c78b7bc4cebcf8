import { useCallback, useEffect } from 'react';
import type { StaffTarifas } from '../../../openapi';
import { selectPreciosRefusal, selectPreciosSaved, selectPreciosSaving } from '../../../machines/staff/programacion/precios/precios.selectors';
import { useApi } from '../../api/useApi';
import { providedStaffPreciosMachine } from '../../app/staffActors';
import { StaffPreciosContext } from '../contexts';
import { PreciosPageView } from './PreciosPageView';

/** Once a save goes through, the list is read again (what the server keeps, not what was typed). */
export function useReloadWhenSaved(actorRef: { subscribe(fn: (s: { hasTag(tag: string): boolean }) => void): { unsubscribe(): void } }, reload: () => void) {
  useEffect(() => {
    let wasSaving = false;
    const subscription = actorRef.subscribe((s) => {
      const saving = s.hasTag('busy');
      if (wasSaving && !saving && s.hasTag('saved')) reload();
      wasSaving = saving;
    });
    return () => subscription.unsubscribe();
  }, [actorRef, reload]);
}

/** The page from the save machine's state, with the prices read (`data`); `reload` reads them again. */
export function StaffPrecios({ data, loadError, reload }: { data: StaffTarifas | undefined; loadError: string | null; reload(): void }) {
  const actorRef = StaffPreciosContext.useActorRef();
  const { send } = actorRef;
  const saving = StaffPreciosContext.useSelector(selectPreciosSaving);
  const saved = StaffPreciosContext.useSelector(selectPreciosSaved);
  const refusal = StaffPreciosContext.useSelector(selectPreciosRefusal);
  useReloadWhenSaved(actorRef, reload);
  return (
    <PreciosPageView
      data={data}
      loadError={loadError}
      saving={saving}
      saved={saved}
      refusal={refusal}
      onSaveTarifas={(roomId, tarifas) => send({ type: 'tarifas.save', roomId, tarifas })}
      onSaveServicio={(fees) => send({ type: 'servicio.save', fees })}
      onSaveMembresia={(price) => send({ type: 'membresia.save', price })}
      onRetry={reload}
    />
  );
}

function StaffPreciosRead() {
  const { data, error, mutate } = useApi('/staff/programacion/tarifas');
  const reload = useCallback(() => void mutate(), [mutate]);
  return <StaffPrecios data={data} loadError={error?.message ?? null} reload={reload} />;
}

export default function PreciosPage() {
  return (
    <StaffPreciosContext.Provider logic={providedStaffPreciosMachine}>
      <StaffPreciosRead />
    </StaffPreciosContext.Provider>
  );
}
