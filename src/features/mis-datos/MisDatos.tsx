import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { selectDeleting, selectDeletionError, selectDialogOpen, selectTicketsAtStake } from '../../../machines/borrar-cuenta/borrar-cuenta.selectors';
import { selectDownloadError, selectDownloading } from '../../../machines/descargar-datos/descargar-datos.selectors';
import { api } from '../../api/client';
import { useApi } from '../../api/useApi';
import { AuthContext } from '../../app/authContext';
import { providedBorrarCuentaMachine, providedDescargarDatosMachine } from '../../app/misDatosActors';
import { MisDatosView } from './MisDatosView';

/** 'Mis datos' in /mi-perfil (issue 32): getMisDatos read through swr, the download and deletion machines. */
export function MisDatos() {
  const auth = AuthContext.useActorRef();
  const read = useApi('/profile/mis-datos', undefined, { revalidateOnMount: true });
  const [closing, setClosing] = useState(false);
  const descarga = useActorRef(providedDescargarDatosMachine);
  // Once deleted the server has ended the session: the site forgets it here and goes home.
  const borrado = useActorRef(providedBorrarCuentaMachine(() => auth.send({ type: 'logout.request' })));
  const downloading = useSelector(descarga, selectDownloading);
  const downloadError = useSelector(descarga, selectDownloadError);
  const open = useSelector(borrado, selectDialogOpen);
  const deleting = useSelector(borrado, selectDeleting);
  const deletionError = useSelector(borrado, selectDeletionError);
  const ticketsAtStake = useSelector(borrado, selectTicketsAtStake);
  return (
    <MisDatosView
      datos={read.data}
      closingSessions={closing}
      onCloseOtherSessions={() => {
        setClosing(true);
        void api
          .POST('/profile/sessions/cerrar-otras')
          .then(() => read.mutate())
          .catch(() => undefined)
          .finally(() => setClosing(false));
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
