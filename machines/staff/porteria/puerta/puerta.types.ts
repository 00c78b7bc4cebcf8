// The door's workflow (issue 28): what the machine keeps, the events people and the device send,
// and what its actors answer. The verdicts are openapi/ingreso.ts's decidirIngreso results.
import type { IngresoResult, PorteriaOptions } from '../../../../openapi/index.ts';

/** decidirIngreso's results (openapi/ingreso.ts), and 'error' when the device could not check the code at all. */
export type Resultado = IngresoResult | 'error';

/** The door chosen once on the device: a theater, and a room or every room ("todas las salas"). */
export interface Puerta {
  theaterId: number;
  theaterName: string;
  /** null: todas las salas. */
  roomId: number | null;
  roomName: string | null;
}

/** What getPorteriaOptions offers: the theaters and their rooms, the entry window, the undo time. */
export type PuertaOpciones = PorteriaOptions;

/** The door's name as other doors read it ('Sala 3', 'Todas las salas'): the contract's PorteriaDoor.label. */
export const puertaLabel = (p: Puerta) => p.roomName ?? 'Todas las salas';

/** The verdict on one scan, from the server (online) or from the device (offline, queued). */
export interface Veredicto {
  resultado: Resultado;
  /** The Spanish text people read (decidirIngreso's, or the server's). */
  mensaje: string;
  /** The scan's nonce (undoIngreso takes it). */
  nonce: string;
  /** For valido (and ya_usado when known): what the ticket is for. */
  boleta: { pelicula: string; sala: string; silla: string; hora: string } | null;
  /** For ya_usado: when and at which door it entered first. */
  previo: { at: string; puerta: string } | null;
  /** Who decided: the server at once, or the device (queued, sent at the next sync). */
  decidio: 'servidor' | 'dispositivo';
}

/** A scan as the machine sends it to the registerIngresos actor. */
export interface Lectura {
  code: string;
  puerta: Puerta;
  /** Client time of the read (ms since the epoch). */
  at: number;
}

/** What the device keeps between visits (IndexedDB). */
export interface Guardado {
  puerta: Puerta | null;
  opciones: PuertaOpciones | null;
  /** When the last sync ended (ISO), or null: never synced, so the device cannot decide offline yet. */
  sincronizado: string | null;
  pendientes: number;
}

/** What a sync leaves on the device. */
export interface Sincronizacion {
  sincronizado: string;
  pendientes: number;
  /** Queued scans the device could not write (kept in memory until a sync sends them). */
  noGuardados: number;
}

export type PorteriaTag = 'loading' | 'choosing' | 'failed' | 'refused' | 'preparing' | 'scanning' | 'deciding' | 'showing' | 'syncing' | 'undoable' | 'undoing';

export interface PorteriaContext {
  opciones: PuertaOpciones | null;
  puerta: Puerta | null;
  sincronizado: string | null;
  pendientes: number;
  /** false after a failed sync or a scan the device had to decide itself; true after the server answered. */
  enLinea: boolean;
  /** The verdict on screen (and the last one, for screen readers). */
  veredicto: Veredicto | null;
  /** The last accepted scan, while it may be undone (60 s). */
  deshacer: Veredicto | null;
  /** The last code the camera read and when: the same ticket held in front of the camera is read once. */
  visto: { code: string; at: number } | null;
  /** Why the page cannot go on (a failed read, a refused sync). */
  problema: string | null;
  /** A note after an undo ('Ingreso anulado.'). */
  aviso: string | null;
  /** Queued scans the device could not write: kept in memory only until the next sync sends them. */
  noGuardados: number;
}

export type PorteriaEvent =
  | { type: 'door.choose'; puerta: Puerta }
  | { type: 'door.change' }
  | { type: 'scan.decoded'; code: string; source: 'camara' | 'manual'; at: number }
  | { type: 'scan.next' }
  | { type: 'scan.undo' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'page.visible' }
  | { type: 'porteria.retry' }
  // The device could not write a queued scan (it stays in memory until a sync sends it).
  | { type: 'queue.failed' }
  // Raised by the machine itself: the undo window opens on an accepted scan and closes on an undo.
  | { type: 'undo.opened' }
  | { type: 'undo.closed' };

export interface PorteriaSchema {
  context: PorteriaContext;
  events: PorteriaEvent;
  tags: PorteriaTag;
}
