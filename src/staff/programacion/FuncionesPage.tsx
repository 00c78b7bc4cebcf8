import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { StaffFuncion } from '../../../openapi';
import { selectCancelFuncion, selectCancelled, selectCancelling, selectCancelOpen, selectCancelRefusal } from '../../../machines/staff/programacion/cancelar-funcion/cancelar-funcion.selectors';
import { useApi } from '../../api/useApi';
import { providedCancelarFuncionMachine } from '../../app/staffActors';
import { CancelarFuncionContext } from '../contexts';
import { diaBogota } from '../fechas';
import { FuncionesPageView, type FuncionesFilters } from './FuncionesPageView';
import { BOGOTA_DATE } from '../../../openapi/rules';

/** Staff reads are never served from an earlier visit's copy: each visit asks again. */
const fresh = { dedupingInterval: 0, revalidateOnMount: true } as const;

const idIn = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/** The filters in the address, or this week from today (Bogotá). */
export function filtersIn(params: URLSearchParams): FuncionesFilters {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    from: BOGOTA_DATE.test(from) ? from : diaBogota(0),
    to: BOGOTA_DATE.test(to) ? to : diaBogota(6),
    room_id: idIn(params.get('room_id')),
    film_id: idIn(params.get('film_id')),
  };
}

/** The list with the cancel dialog's machine: the dialog's states from the machine, the list as read. */
export function FuncionesDesk(props: {
  filters: FuncionesFilters;
  funciones: StaffFuncion[] | undefined;
  loading: boolean;
  problem: string | null;
  options: Parameters<typeof FuncionesPageView>[0]['options'];
  onFilters(filters: FuncionesFilters): void;
  /** Called once a función was cancelled (the list reads again). */
  onCancelled(): void;
}) {
  const { send } = CancelarFuncionContext.useActorRef();
  const open = CancelarFuncionContext.useSelector(selectCancelOpen);
  const funcion = CancelarFuncionContext.useSelector(selectCancelFuncion);
  const cancelling = CancelarFuncionContext.useSelector(selectCancelling);
  const refusal = CancelarFuncionContext.useSelector(selectCancelRefusal);
  const cancelled = CancelarFuncionContext.useSelector(selectCancelled);
  const reread = useEffectEvent(() => props.onCancelled());
  useEffect(() => {
    if (cancelled) reread();
  }, [cancelled]);
  return (
    <FuncionesPageView
      {...props}
      onCancel={(f) => send({ type: 'funcion.cancel', funcion: f })}
      dialog={{ open, funcion, cancelling, refusal, cancelled, onConfirm: (reason) => send({ type: 'cancel.confirm', reason }), onClose: () => send({ type: 'dialog.close' }) }}
    />
  );
}

/** /staff/programacion. */
export default function FuncionesPage() {
  // The address's query, read and written with the router's location (useSearchParams would add an export to the public entry).
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const filters = filtersIn(params);
  const options = useApi('/staff/programacion/opciones', undefined, fresh);
  const list = useApi('/staff/programacion/funciones', { query: filters }, fresh);
  const { mutate } = list;
  const onFilters = (f: FuncionesFilters) => {
    const next = new URLSearchParams({ from: f.from, to: f.to });
    if (f.room_id) next.set('room_id', String(f.room_id));
    if (f.film_id) next.set('film_id', String(f.film_id));
    void navigate({ search: `?${next.toString()}` });
  };
  return (
    <CancelarFuncionContext.Provider logic={providedCancelarFuncionMachine}>
      <FuncionesDesk
        key={params.toString()}
        filters={filters}
        options={options.data ?? null}
        funciones={list.data?.funciones}
        loading={list.isLoading}
        problem={list.error?.message ?? null}
        onFilters={onFilters}
        onCancelled={() => void mutate()}
      />
    </CancelarFuncionContext.Provider>
  );
}
