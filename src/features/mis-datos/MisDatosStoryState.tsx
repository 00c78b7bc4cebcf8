// Stories from machine states: 'Mis datos' rendered from the real sessions, download and deletion machines,
// each driven into a state by events (the network never answers, so the state holds).
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import type { MisDatos } from '../../../openapi';
import { borrarCuentaMachine } from '../../../machines/borrar-cuenta/borrar-cuenta.machine';
import { cerrarSesionesMachine } from '../../../machines/cerrar-sesiones/cerrar-sesiones.machine';
import { selectClosingSessions, selectSessionsError, selectSessionsNotice } from '../../../machines/cerrar-sesiones/cerrar-sesiones.selectors';
import type { CerrarSesionesEvent } from '../../../machines/cerrar-sesiones/cerrar-sesiones.types';
import { selectDeleting, selectDeletionError, selectDialogOpen, selectTicketsAtStake } from '../../../machines/borrar-cuenta/borrar-cuenta.selectors';
import type { BorrarCuentaEvent } from '../../../machines/borrar-cuenta/borrar-cuenta.types';
import { descargarDatosMachine } from '../../../machines/descargar-datos/descargar-datos.machine';
import { selectDownloadError, selectDownloading } from '../../../machines/descargar-datos/descargar-datos.selectors';
import type { DescargarDatosEvent } from '../../../machines/descargar-datos/descargar-datos.types';
import { MisDatosView } from './MisDatosView';

const never = fromPromise(() => new Promise<never>(() => {}));
type Internal = { type: `xstate.${string}`; [key: string]: unknown };

export interface MisDatosStoryStateProps {
  datos: MisDatos;
  sesiones?: (CerrarSesionesEvent | Internal)[];
  descarga?: (DescargarDatosEvent | Internal)[];
  borrado?: (BorrarCuentaEvent | Internal)[];
}

export function MisDatosStoryState({ datos, sesiones: sessionEvents = [], descarga: downloadEvents = [], borrado: deletionEvents = [] }: MisDatosStoryStateProps) {
  const [sesiones, descarga, borrado] = useMemo(() => {
    const s = createActor(cerrarSesionesMachine.provide({ actors: { closeOtherSessions: never } as never })).start();
    const d = createActor(descargarDatosMachine.provide({ actors: { downloadMisDatos: never } as never })).start();
    const b = createActor(borrarCuentaMachine.provide({ actors: { deleteAccount: never } as never })).start();
    for (const e of sessionEvents) s.send(e as CerrarSesionesEvent);
    for (const e of downloadEvents) d.send(e as DescargarDatosEvent);
    for (const e of deletionEvents) b.send(e as BorrarCuentaEvent);
    return [s, d, b];
    // Each story renders once with its own events.
  }, []);
  return (
    <MisDatosView
      datos={datos}
      sesiones={{
        closing: useSelector(sesiones, selectClosingSessions),
        notice: useSelector(sesiones, selectSessionsNotice),
        error: useSelector(sesiones, selectSessionsError),
        onClose: () => sesiones.send({ type: 'sessions.close' }),
      }}
      descarga={{
        downloading: useSelector(descarga, selectDownloading),
        error: useSelector(descarga, selectDownloadError),
        onDownload: (formato) => descarga.send({ type: 'download.request', formato }),
        onRetry: () => descarga.send({ type: 'download.retry' }),
      }}
      borrado={{
        open: useSelector(borrado, selectDialogOpen),
        deleting: useSelector(borrado, selectDeleting),
        error: useSelector(borrado, selectDeletionError),
        ticketsAtStake: useSelector(borrado, selectTicketsAtStake),
        onStart: () => borrado.send({ type: 'deletion.start' }),
        onCancel: () => borrado.send({ type: 'deletion.cancel' }),
        onSubmit: (password) => borrado.send({ type: 'deletion.submit', password }),
        onGiveUpTickets: () => borrado.send({ type: 'tickets.giveUp' }),
      }}
    />
  );
}
