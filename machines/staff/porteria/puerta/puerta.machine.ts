import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import { refusalOf } from '../../refusal.ts';
import type { Guardado, Lectura, Puerta, PuertaOpciones, PorteriaSchema, Sincronizacion, Veredicto } from './puerta.types.ts';

/** How long a result fills the screen before the next scan starts by itself. */
export const RESULT_MS = 1500;
/** How often the device syncs by itself (besides on `online` and on becoming visible). */
export const SYNC_MS = 30_000;
/** How long the last accepted scan may be undone. */
export const UNDO_MS = 60_000;
/** The same code read again by the camera within this time is the same person still holding it up. */
export const SAME_TICKET_MS = 2000;

export const REFUSED_ROLE = 'Ya no tienes el rol de portería: la puerta no puede sincronizar ni revisar boletas. Pide a un administrador que te lo devuelva.';
export const SESSION_ENDED = 'Tu sesión del personal terminó. Vuelve a ingresar para seguir en la puerta.';
export const NEVER_SYNCED = 'Este dispositivo aún no tiene los datos de la puerta: conéctalo a internet una vez para sincronizar.';
export const UNDONE = 'Ingreso anulado: la boleta puede volver a entrar.';
/** A queued scan the device could not write: said until a sync sends it. */
export const noGuardadosText = (n: number) =>
  `${n === 1 ? 'Un ingreso no quedó guardado' : `${n} ingresos no quedaron guardados`} en este dispositivo: se enviará${n === 1 ? '' : 'n'} al sincronizar. No cierres esta página hasta entonces.`;

const refusedMessage = (error: unknown) => (refusalOf(error).status === 403 ? REFUSED_ROLE : SESSION_ENDED);

/**
 * The door (issue 28): the door is chosen once (theater, and a room or todas las salas), the device
 * syncs (keys, the day's funciones, revocations, other doors' check-ins; its own queue sent), then
 * the camera scans continuously. A scan is decided by the server at once while online, by the
 * device (decidirIngreso) and queued while not; the result fills the screen for RESULT_MS, then the
 * next scan starts by itself. The device syncs by itself every SYNC_MS, on `online` and on becoming
 * visible: no switch. The last accepted scan may be undone within UNDO_MS. A refused sync or scan
 * (403: the porteria role was removed; 401: the session ended) stops the page with the reason.
 */
export const porteriaMachine = setup({
  types: {} as PorteriaSchema,
  actors: {
    // On the device (IndexedDB): the door, the options and the last sync kept from earlier visits.
    loadPuerta: fromPromise<Guardado, void>(async () => {
      throw new Error('loadPuerta not provided');
    }),
    // Network work, provided by src/app; named after the contract's operationIds.
    getPorteriaOptions: fromPromise<PuertaOpciones, void>(async () => {
      throw new Error('getPorteriaOptions not provided');
    }),
    syncPorteria: fromPromise<Sincronizacion, Puerta>(async () => {
      throw new Error('syncPorteria not provided');
    }),
    // registerIngresos with one scan while online; decidirIngreso on the device and queued while not.
    registerIngresos: fromPromise<Veredicto, Lectura>(async () => {
      throw new Error('registerIngresos not provided');
    }),
    undoIngreso: fromPromise<void, { nonce: string; puerta: Puerta }>(async () => {
      throw new Error('undoIngreso not provided');
    }),
  },
  actions: {
    // Provided by src/app: the chosen door kept on the device.
    storePuerta: (_, _puerta: Puerta) => {},
    // Provided by src/app: sound and vibration for a result, where the device allows.
    announce: (_, _veredicto: Veredicto) => {},
    rememberGuardado: assign((_, g: Guardado) => ({ puerta: g.puerta, opciones: g.opciones, sincronizado: g.sincronizado, pendientes: g.pendientes })),
    rememberOpciones: assign((_, opciones: PuertaOpciones) => ({ opciones, problema: null })),
    rememberProblem: assign((_, { error }: { error: unknown }) => ({ problema: refusalOf(error).message })),
    refuse: assign((_, { error }: { error: unknown }) => ({ problema: refusedMessage(error) })),
    usePuerta: assign(({ event }) => {
      assertEvent(event, 'door.choose');
      return { puerta: event.puerta, veredicto: null, deshacer: null, visto: null, aviso: null };
    }),
    rememberSync: assign((_, s: Sincronizacion) => ({ sincronizado: s.sincronizado, pendientes: s.pendientes, noGuardados: s.noGuardados, enLinea: true, problema: null })),
    countNotKept: assign({ noGuardados: ({ context }) => context.noGuardados + 1 }),
    syncFailed: assign({ enLinea: false }),
    online: assign({ enLinea: true }),
    offline: assign({ enLinea: false }),
    see: assign(({ event }) => {
      assertEvent(event, 'scan.decoded');
      return { visto: event.source === 'camara' ? { code: event.code, at: event.at } : null };
    }),
    rememberVeredicto: assign(({ context }, v: Veredicto) => ({
      veredicto: v,
      aviso: null,
      enLinea: v.decidio === 'servidor',
      pendientes: context.pendientes + (v.decidio === 'dispositivo' ? 1 : 0),
    })),
    allowUndo: assign((_, v: Veredicto) => ({ deshacer: v })),
    openUndo: raise({ type: 'undo.opened' }),
    closeUndo: assign({ deshacer: null }),
    rememberUndone: assign({ deshacer: null, veredicto: null, aviso: UNDONE }),
    clearVeredicto: assign({ veredicto: null }),
  },
  // Named, so a story can hold a result on screen.
  delays: { resultado: RESULT_MS, sincronizar: SYNC_MS, deshacer: UNDO_MS },
  guards: {
    hasOpciones: ({ context }) => context.opciones !== null,
    canUndo: ({ context }) => context.deshacer !== null,
    synced: ({ context }) => context.sincronizado !== null,
    refused: (_, { error }: { error: unknown }) => [401, 403].includes(refusalOf(error).status),
    accepted: (_, v: Veredicto) => v.resultado === 'valido',
    sameTicket: ({ context, event }) => {
      assertEvent(event, 'scan.decoded');
      return event.source === 'camara' && context.visto !== null && context.visto.code === event.code && event.at - context.visto.at < SAME_TICKET_MS;
    },
  },
}).createMachine({
  id: 'porteria',
  context: { opciones: null, puerta: null, sincronizado: null, pendientes: 0, enLinea: true, veredicto: null, deshacer: null, visto: null, problema: null, aviso: null, noGuardados: 0 },
  initial: 'opening',
  states: {
    opening: {
      tags: 'loading',
      invoke: {
        id: 'loadPuerta',
        src: 'loadPuerta',
        onDone: [
          { guard: ({ event }) => event.output.puerta !== null, target: 'active', actions: { type: 'rememberGuardado', params: ({ event }) => event.output }, description: 'The door chosen on an earlier visit: scan again at once.' },
          { target: 'loadingOptions', actions: { type: 'rememberGuardado', params: ({ event }) => event.output }, description: 'No door chosen yet on this device: its options.' },
        ],
        onError: { target: 'loadingOptions', description: 'Nothing readable on the device: start as a new one.' },
      },
    },
    loadingOptions: {
      tags: 'loading',
      invoke: {
        id: 'getPorteriaOptions',
        src: 'getPorteriaOptions',
        onDone: { target: 'choosing', actions: { type: 'rememberOpciones', params: ({ event }) => event.output }, description: 'The theaters and rooms to choose from.' },
        onError: [
          { guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) }, target: 'refused', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) }, description: 'No porteria role, or no session: the reason.' },
          { target: 'failed', actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) }, description: 'Not read (offline before the first sync): the message and a retry.' },
        ],
      },
    },
    failed: {
      tags: 'failed',
      on: { 'porteria.retry': { target: 'loadingOptions', description: 'Ask for the options again.' } },
    },
    choosing: {
      tags: 'choosing',
      on: {
        'door.choose': { target: 'active', actions: ['usePuerta', { type: 'storePuerta', params: ({ event }) => event.puerta }], description: 'The door is chosen once: sync, then scan.' },
      },
    },
    refused: { tags: 'refused' },
    active: {
      type: 'parallel',
      on: {
        'door.change': [
          { guard: 'hasOpciones', target: 'choosing', actions: 'closeUndo', description: 'Choose another door among the options kept on the device.' },
          { target: 'loadingOptions', actions: 'closeUndo', description: 'Choose another door: its options first.' },
        ],
        'queue.failed': { actions: 'countNotKept', description: 'A queued scan could not be written on the device: kept in memory, and the page says so until a sync sends it.' },
      },
      states: {
        sync: {
          initial: 'syncing',
          states: {
            syncing: {
              tags: 'syncing',
              invoke: {
                id: 'syncPorteria',
                src: 'syncPorteria',
                input: ({ context }) => context.puerta!,
                onDone: { target: 'waiting', actions: { type: 'rememberSync', params: ({ event }) => event.output }, description: 'Synced: queue sent, keys, funciones, revocations and other doors’ check-ins kept.' },
                onError: [
                  { guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) }, target: '#porteria.refused', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (403: the porteria role was removed; 401: no session): the page says so.' },
                  { target: 'waiting', actions: 'syncFailed', description: 'Offline: scans are decided on the device until the next sync.' },
                ],
              },
            },
            waiting: {
              after: { sincronizar: { target: 'syncing', description: 'Every 30 s, by itself.' } },
              on: {
                'network.online': { target: 'syncing', actions: 'online', description: 'Back online: send the queue and fetch what changed at once.' },
                'page.visible': { target: 'syncing', description: 'The page is shown again: sync at once.' },
                'network.offline': { actions: 'offline', description: 'The device says it is offline.' },
              },
            },
          },
        },
        scan: {
          initial: 'preparing',
          states: {
            preparing: {
              tags: 'preparing',
              always: { guard: 'synced', target: 'scanning', description: 'Synced once (now or on an earlier visit): the device can decide by itself.' },
            },
            scanning: {
              tags: 'scanning',
              on: {
                'scan.undo': { guard: 'canUndo', target: 'undoing', description: 'Undo the last accepted scan (within 60 s).' },
                'scan.decoded': [
                  { guard: 'sameTicket', actions: 'see', description: 'The ticket just decided, still in front of the camera: not read twice.' },
                  { target: 'deciding', actions: 'see', description: 'A code read: decide it.' },
                ],
              },
            },
            deciding: {
              tags: 'deciding',
              invoke: {
                id: 'registerIngresos',
                src: 'registerIngresos',
                input: ({ context, event }) => {
                  assertEvent(event, 'scan.decoded');
                  return { code: event.code, puerta: context.puerta!, at: event.at };
                },
                onDone: [
                  {
                    guard: { type: 'accepted', params: ({ event }) => event.output },
                    target: 'showing',
                    actions: [{ type: 'rememberVeredicto', params: ({ event }) => event.output }, { type: 'allowUndo', params: ({ event }) => event.output }, 'openUndo', { type: 'announce', params: ({ event }) => event.output }],
                    description: 'Bienvenido: shown, and it may be undone for 60 s.',
                  },
                  { target: 'showing', actions: [{ type: 'rememberVeredicto', params: ({ event }) => event.output }, { type: 'announce', params: ({ event }) => event.output }], description: 'Ya ingresó or refused: shown with the reason.' },
                ],
                onError: [
                  { guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) }, target: '#porteria.refused', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) }, description: 'Refused by the server: the page says why.' },
                  {
                    target: 'showing',
                    actions: assign({ veredicto: { resultado: 'error', mensaje: 'No se pudo revisar el código. Intenta de nuevo.', nonce: '', boleta: null, previo: null, decidio: 'dispositivo' } }),
                    description: 'The device could not check the code: a red result, then the next scan.',
                  },
                ],
              },
            },
            showing: {
              tags: 'showing',
              after: { resultado: { target: 'scanning', actions: 'clearVeredicto', description: 'After 1.5 s the next scan starts by itself.' } },
              on: {
                'scan.next': { target: 'scanning', actions: 'clearVeredicto', description: 'The usher moves on before the 1.5 s.' },
                'scan.undo': { guard: 'canUndo', target: 'undoing', actions: 'clearVeredicto', description: 'Undo the entry just shown.' },
                'scan.decoded': { actions: 'see', description: 'The camera still sees a code while the result is shown: remembered, not decided.' },
              },
            },
            undoing: {
              tags: 'undoing',
              invoke: {
                id: 'undoIngreso',
                src: 'undoIngreso',
                input: ({ context }) => ({ nonce: context.deshacer!.nonce, puerta: context.puerta! }),
                onDone: { target: 'scanning', actions: ['rememberUndone', raise({ type: 'undo.closed' })], description: 'Undone: the ticket may enter again.' },
                onError: [
                  { guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) }, target: '#porteria.refused', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) }, description: 'Refused by the server: the page says why.' },
                  { target: 'scanning', actions: assign({ aviso: 'No se pudo anular el ingreso. Intenta de nuevo.' }), description: 'Not undone: the note, and scanning goes on.' },
                ],
              },
            },
          },
        },
        undo: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'undo.opened': { target: 'open', description: 'An accepted scan: it may be undone.' } },
            },
            open: {
              tags: 'undoable',
              after: { deshacer: { target: 'closed', actions: 'closeUndo', description: 'After 60 s the last entry stays.' } },
              on: {
                'undo.opened': { target: 'open', reenter: true, description: 'Another accepted scan: 60 s for that one.' },
                'undo.closed': { target: 'closed', description: 'Undone.' },
              },
            },
          },
        },
      },
    },
  },
});
