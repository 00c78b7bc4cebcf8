// Stories from machine states: 'Mis datos' rendered from the real download and deletion machines,
// each driven into a state by events (the network never answers, so the state holds).
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import type { MisDatos } from '../../../openapi';
import { borrarCuentaMachine } from '../../../machines/borrar-cuenta/borrar-cuenta.machine';
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
  descarga?: (DescargarDatosEvent | Internal)[];
  borrado?: (BorrarCuentaEvent | Internal)[];
}

export function MisDatosStoryState({ datos, descarga: downloadEvents = [], borrado: deletionEvents = [] }: MisDatosStoryStateProps) {
  const [descarga, borrado] = useMemo(() => {
    const d = createActor(descargarDatosMachine.provide({ actors: { downloadMisDatos: never } as never })).start();
    const b = createActor(borrarCuentaMachine.provide({ actors: { deleteAccount: never } as never })).start();
    for (const e of downloadEvents) d.send(e as DescargarDatosEvent);
    for (const e of deletionEvents) b.send(e as BorrarCuentaEvent);
    return [d, b];
    // Each story renders once with its own events.
  }, []);
  return (
    <MisDatosView
      datos={datos}
      closingSessions={false}
      onCloseOtherSessions={() => undefined}
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
