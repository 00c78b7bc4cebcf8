import { Result } from 'antd';
import { useParams } from 'react-router-dom';
import {
  selectSala,
  selectSalaChanged,
  selectSalaDraft,
  selectSalaLoadFailed,
  selectSalaLoading,
  selectSalaRefusal,
  selectSalaSaved,
  selectSalaSaving,
} from '../../../machines/staff/programacion/sala/sala.selectors';
import { providedStaffSalaMachine } from '../../app/staffActors';
import { StaffSalaContext } from '../contexts';
import { focusOnSeat, seatAtFocus } from './salaFoco';
import { SalaPageView } from './SalaPageView';

/** The sala's rule and focal point, from its machine (machines/staff/programacion/sala). */
export function StaffSalaDesk() {
  const { send } = StaffSalaContext.useActorRef();
  const sala = StaffSalaContext.useSelector(selectSala);
  const draft = StaffSalaContext.useSelector(selectSalaDraft);
  return (
    <SalaPageView
      loading={StaffSalaContext.useSelector(selectSalaLoading)}
      loadFailed={StaffSalaContext.useSelector(selectSalaLoadFailed)}
      sala={sala}
      mode={draft?.loneSeats ?? null}
      focused={sala && draft ? seatAtFocus(sala.layout, { fila: draft.focusFila, columna: draft.focusColumna }) : null}
      changed={StaffSalaContext.useSelector(selectSalaChanged)}
      saving={StaffSalaContext.useSelector(selectSalaSaving)}
      saved={StaffSalaContext.useSelector(selectSalaSaved)}
      refusal={StaffSalaContext.useSelector(selectSalaRefusal)}
      onMode={(mode) => send({ type: 'mode.choose', mode })}
      onSeat={(seat) => sala && send({ type: 'focus.choose', ...focusOnSeat(sala.layout, seat) })}
      onSave={() => send({ type: 'sala.save' })}
      onRetry={() => send({ type: 'sala.retry' })}
    />
  );
}

/** /staff/programacion/salas/:id. */
export default function SalaPage() {
  const { id } = useParams();
  if (!id || !/^\d{1,9}$/.test(id)) return <Result status="404" title="Esa sala no existe." />;
  return (
    <StaffSalaContext.Provider key={id} logic={providedStaffSalaMachine} options={{ input: { salaId: Number(id) } }}>
      <StaffSalaDesk />
    </StaffSalaContext.Provider>
  );
}
