import { useActorRef, useSelector } from '@xstate/react';
import { selectDeleting, selectDeletionError, selectDialogOpen, selectTicketsAtStake } from '../../../machines/borrar-cuenta/borrar-cuenta.selectors';
import { selectClosingSessions, selectSessionsError, selectSessionsNotice } from '../../../machines/cerrar-sesiones/cerrar-sesiones.selectors';
import { selectDownloadError, selectDownloading } from '../../../machines/descargar-datos/descargar-datos.selectors';
import { useApi } from '../../api/useApi';
import { AuthContext } from '../../app/authContext';
import { providedBorrarCuentaMachine, providedCerrarSesionesMachine, providedDescargarDatosMachine } from '../../app/misDatosActors';
import { MisDatosView } from './MisDatosView';

/** 'Mis datos' in /mi-perfil (issue 32): getMisDatos read through swr; closing sessions, the download and the deletion are machines. */
export function MisDatos() {
  const auth = AuthContext.useActorRef();
  const read = useApi('/profile/mis-datos', undefined, { revalidateOnMount: true });
  const sesiones = useActorRef(providedCerrarSesionesMachine(() => void read.mutate()));
  const descarga = useActorRef(providedDescargarDatosMachine);
  // Once deleted the server has ended the session: the site forgets it here and goes home.
  const borrado = useActorRef(providedBorrarCuentaMachine(() => auth.send({ type: 'logout.request' })));
  const closing = useSelector(sesiones, selectClosingSessions);
  const sessionsNotice = useSelector(sesiones, selectSessionsNotice);
  const sessionsError = useSelector(sesiones, selectSessionsError);
  const downloading = useSelector(descarga, selectDownloading);
  const downloadError = useSelector(descarga, selectDownloadError);
  const open = useSelector(borrado, selectDialogOpen);
  const deleting = useSelector(borrado, selectDeleting);
  const deletionError = useSelector(borrado, selectDeletionError);
  const ticketsAtStake = useSelector(borrado, selectTicketsAtStake);
  return (
    <MisDatosView
      datos={read.data}
      sesiones={{
        closing,
        notice: sessionsNotice,
        error: sessionsError,
        onClose: () => sesiones.send({ type: 'sessions.close' }),
      }}
      descarga={{
        downloading,
        error: downloadError,
        onDownload: (formato) => descarga.send({ type: 'download.request', formato }),
        onRetry: () => descarga.send({ type: 'download.retry' }),
      }}
      borrado={{
        open,
        deleting,
        error: deletionError,
        ticketsAtStake,
        onStart: () => borrado.send({ type: 'deletion.start' }),
        onCancel: () => borrado.send({ type: 'deletion.cancel' }),
        onSubmit: (password) => borrado.send({ type: 'deletion.submit', password }),
        onGiveUpTickets: () => borrado.send({ type: 'tickets.giveUp' }),
      }}
    />
  );
}
