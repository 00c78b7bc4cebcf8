import { useCallback } from 'react';
import type { StaffProduct } from '../../../openapi';
import { selectEditing, selectFormOpen, selectProductRefusal, selectProductSaved, selectProductSaving } from '../../../machines/staff/programacion/confiteria/confiteria.selectors';
import { useApi } from '../../api/useApi';
import { providedStaffConfiteriaMachine } from '../../app/staffActors';
import { StaffConfiteriaContext } from '../contexts';
import { ConfiteriaPageView } from './ConfiteriaPageView';
import { useReloadWhenSaved } from './PreciosPage';

/** The page from the edit machine's state, with the products read; `reload` reads them again. */
export function StaffConfiteria({ products, loadError, reload }: { products: StaffProduct[] | undefined; loadError: string | null; reload(): void }) {
  const actorRef = StaffConfiteriaContext.useActorRef();
  const { send } = actorRef;
  const formOpen = StaffConfiteriaContext.useSelector(selectFormOpen);
  const editing = StaffConfiteriaContext.useSelector(selectEditing);
  const saving = StaffConfiteriaContext.useSelector(selectProductSaving);
  const saved = StaffConfiteriaContext.useSelector(selectProductSaved);
  const refusal = StaffConfiteriaContext.useSelector(selectProductRefusal);
  useReloadWhenSaved(actorRef, reload);
  return (
    <ConfiteriaPageView
      products={products}
      loadError={loadError}
      formOpen={formOpen}
      editing={editing}
      saving={saving}
      saved={saved}
      refusal={refusal}
      onNew={() => send({ type: 'producto.new' })}
      onEdit={(product) => send({ type: 'producto.edit', product })}
      onSave={(input) => send({ type: 'producto.save', input })}
      onClose={() => send({ type: 'producto.close' })}
      onRetry={reload}
    />
  );
}

function StaffConfiteriaRead() {
  const { data, error, mutate } = useApi('/staff/programacion/productos');
  const reload = useCallback(() => void mutate(), [mutate]);
  return <StaffConfiteria products={data?.productos} loadError={error?.message ?? null} reload={reload} />;
}

export default function ConfiteriaPage() {
  return (
    <StaffConfiteriaContext.Provider logic={providedStaffConfiteriaMachine}>
      <StaffConfiteriaRead />
    </StaffConfiteriaContext.Provider>
  );
}
