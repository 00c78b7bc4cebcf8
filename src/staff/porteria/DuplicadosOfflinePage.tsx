import { createActorContext } from '@xstate/react';
import { duplicadosOfflineMachine } from '../../../machines/staff/porteria/duplicados-offline/duplicados-offline.machine';
import {
  selectDuplicados,
  selectDuplicadosEmpty,
  selectDuplicadosFilters,
  selectDuplicadosFiltering,
  selectDuplicadosLoading,
  selectDuplicadosProblem,
  selectDuplicadosTheaters,
} from '../../../machines/staff/porteria/duplicados-offline/duplicados-offline.selectors';
import { providedDuplicadosOfflineMachine } from '../../app/staffActors';
import { DuplicadosOfflinePageView } from './DuplicadosOfflinePageView';
import { todayInBogota } from '../format';

/** The page's actor: the page provides the real one, a story one started in a state. */
export const DuplicadosOfflineContext = createActorContext(duplicadosOfflineMachine);

/** Subscribes to the duplicates' machine and maps it to the view. */
export function DuplicadosOffline() {
  const { send } = DuplicadosOfflineContext.useActorRef();
  return (
    <DuplicadosOfflinePageView
      loading={DuplicadosOfflineContext.useSelector(selectDuplicadosLoading)}
      theaters={DuplicadosOfflineContext.useSelector(selectDuplicadosTheaters)}
      filters={DuplicadosOfflineContext.useSelector(selectDuplicadosFilters)}
      filtering={DuplicadosOfflineContext.useSelector(selectDuplicadosFiltering)}
      items={DuplicadosOfflineContext.useSelector(selectDuplicados)}
      empty={DuplicadosOfflineContext.useSelector(selectDuplicadosEmpty)}
      problem={DuplicadosOfflineContext.useSelector(selectDuplicadosProblem)}
      onFilter={(filters) => send({ type: 'duplicados.filter', filters })}
      onRetry={() => send({ type: 'duplicados.retry' })}
    />
  );
}

/** /staff/entradas-duplicadas (porteria). */
export default function DuplicadosOfflinePage() {
  return (
    <DuplicadosOfflineContext.Provider logic={providedDuplicadosOfflineMachine} options={{ input: { today: todayInBogota() } }}>
      <DuplicadosOffline />
    </DuplicadosOfflineContext.Provider>
  );
}
