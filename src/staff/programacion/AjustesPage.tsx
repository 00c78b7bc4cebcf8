import {
  selectSettings,
  selectSettingsLoadFailed,
  selectSettingsLoading,
  selectSettingsRefusal,
  selectSettingsSaved,
  selectSettingsSaving,
} from '../../../machines/staff/programacion/ajustes/ajustes.selectors';
import { providedStaffSettingsMachine } from '../../app/staffActors';
import { StaffSettingsContext } from '../contexts';
import { AjustesPageView } from './AjustesPageView';

/** The settings form, from its machine (machines/staff/programacion/ajustes). */
export function StaffSettingsForm() {
  const { send } = StaffSettingsContext.useActorRef();
  const settings = StaffSettingsContext.useSelector(selectSettings);
  return (
    <AjustesPageView
      // A saved change remounts the form with the server's values.
      key={JSON.stringify(settings)}
      loading={StaffSettingsContext.useSelector(selectSettingsLoading)}
      settings={settings}
      saving={StaffSettingsContext.useSelector(selectSettingsSaving)}
      saved={StaffSettingsContext.useSelector(selectSettingsSaved)}
      refusal={StaffSettingsContext.useSelector(selectSettingsRefusal)}
      loadFailed={StaffSettingsContext.useSelector(selectSettingsLoadFailed)}
      onSave={(change) => send({ type: 'settings.save', change })}
      onRetry={() => send({ type: 'settings.retry' })}
    />
  );
}

export default function AjustesPage() {
  return (
    <StaffSettingsContext.Provider logic={providedStaffSettingsMachine}>
      <StaffSettingsForm />
    </StaffSettingsContext.Provider>
  );
}
