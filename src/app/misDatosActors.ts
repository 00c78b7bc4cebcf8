// The network and side effects of 'Mis datos' (issue 32): the download and deletion machines
// (machines/descargar-datos, machines/borrar-cuenta) and closing the other sessions
// (machines/cerrar-sesiones), each actor the contract operation of its name.
import { fromPromise } from 'xstate';
import type { DeleteAccountRequest, Message, SessionsClosed } from '../../openapi';
import { borrarCuentaMachine } from '../../machines/borrar-cuenta/borrar-cuenta.machine';
import { cerrarSesionesMachine } from '../../machines/cerrar-sesiones/cerrar-sesiones.machine';
import { descargarDatosMachine } from '../../machines/descargar-datos/descargar-datos.machine';
import type { Archivo, Formato } from '../../machines/descargar-datos/descargar-datos.types';
import { api } from '../api/client';

/** The file name the server gives in Content-Disposition (or ours). */
function filenameOf(response: Response, formato: Formato): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `mis-datos-viziona.${formato}`;
}

/** Saves a file the way a download link does. */
function saveFile({ filename, blob }: Archivo): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const providedDescargarDatosMachine = descargarDatosMachine.provide({
  actors: {
    downloadMisDatos: fromPromise<Archivo, Formato>(async ({ input }) => {
      const { data, response } = await api.GET('/profile/mis-datos/descarga', { params: { query: { formato: input } }, parseAs: 'blob' });
      return { filename: filenameOf(response, input), blob: data as Blob };
    }),
  },
  actions: { saveFile: (_, archivo: Archivo) => saveFile(archivo) },
});

/** The deletion, with what the site does once the account is gone (sign out here, go home). */
export function providedBorrarCuentaMachine(accountDeleted: () => void) {
  return borrarCuentaMachine.provide({
    actors: {
      deleteAccount: fromPromise<Message, DeleteAccountRequest>(async ({ input }) => (await api.POST('/profile/borrar', { body: input })).data!),
    },
    actions: { accountDeleted },
  });
}

/** Closing the other sessions, with what the page does after (read its data again). */
export function providedCerrarSesionesMachine(sessionsClosed: () => void) {
  return cerrarSesionesMachine.provide({
    actors: {
      closeOtherSessions: fromPromise<SessionsClosed>(async () => (await api.POST('/profile/sessions/cerrar-otras')).data!),
    },
    actions: { sessionsClosed },
  });
}
