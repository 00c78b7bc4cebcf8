import {
  selectCanSave,
  selectConflicted,
  selectCreated,
  selectFieldErrors,
  selectPreviewing,
  selectPreviewRows,
  selectPreviewSummary,
  selectProgramacionOptions,
  selectSaving,
  selectSolicitud,
  selectWizardRefusal,
  selectWizardScreen,
  selectWizardStep,
} from '../../../machines/staff/programacion/nuevas-funciones/nuevas-funciones.selectors';
import { providedProgramacionMasivaMachine } from '../../app/staffActors';
import { ProgramacionMasivaContext } from '../contexts';
import { NuevasFuncionesPageView } from './NuevasFuncionesPageView';

// Stable references for selectors that build objects (useSelector compares by identity).
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Subscribes to the bulk-programming wizard and maps it to the view. */
export function ProgramacionNueva() {
  const { send } = ProgramacionMasivaContext.useActorRef();
  const screen = ProgramacionMasivaContext.useSelector(selectWizardScreen);
  const step = ProgramacionMasivaContext.useSelector(selectWizardStep);
  const options = ProgramacionMasivaContext.useSelector(selectProgramacionOptions);
  const solicitud = ProgramacionMasivaContext.useSelector(selectSolicitud);
  const previewing = ProgramacionMasivaContext.useSelector(selectPreviewing);
  const saving = ProgramacionMasivaContext.useSelector(selectSaving);
  const canSave = ProgramacionMasivaContext.useSelector(selectCanSave);
  const conflicted = ProgramacionMasivaContext.useSelector(selectConflicted);
  const refusal = ProgramacionMasivaContext.useSelector(selectWizardRefusal);
  const fieldErrors = ProgramacionMasivaContext.useSelector(selectFieldErrors, sameJson);
  const rows = ProgramacionMasivaContext.useSelector(selectPreviewRows, sameJson);
  const summary = ProgramacionMasivaContext.useSelector(selectPreviewSummary, sameJson);
  const created = ProgramacionMasivaContext.useSelector(selectCreated);
  return (
    <NuevasFuncionesPageView
      screen={screen}
      step={step}
      options={options}
      solicitud={solicitud}
      previewing={previewing}
      saving={saving}
      canSave={canSave}
      conflicted={conflicted}
      refusal={refusal}
      fieldErrors={fieldErrors}
      rows={rows}
      summary={summary}
      created={created}
      onPreview={(s) => send({ type: 'solicitud.preview', solicitud: s })}
      onEdit={() => send({ type: 'solicitud.edit' })}
      onRefresh={() => send({ type: 'preview.refresh' })}
      onSave={() => send({ type: 'funciones.save' })}
      onRestart={() => send({ type: 'wizard.restart' })}
      onRetry={() => send({ type: 'options.retry' })}
    />
  );
}

/** /staff/programacion/nueva. */
export default function NuevasFuncionesPage() {
  return (
    <ProgramacionMasivaContext.Provider logic={providedProgramacionMasivaMachine}>
      <ProgramacionNueva />
    </ProgramacionMasivaContext.Provider>
  );
}
