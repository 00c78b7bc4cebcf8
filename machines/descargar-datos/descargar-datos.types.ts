export type Formato = 'json' | 'html';
export type DescargarDatosTag = 'ready' | 'busy' | 'refused';

/** The file the server made: what the browser saves. */
export interface Archivo {
  filename: string;
  blob: Blob;
}

export interface DescargarDatosContext {
  /** The format asked for last: the file being made, or the one a retry asks for again. */
  formato: Formato | null;
  /** The server's refusal (e.g. five downloads an hour), until the next download. */
  error: string | null;
}

export type DescargarDatosEvent = { type: 'download.request'; formato: Formato } | { type: 'download.retry' };

export interface DescargarDatosSchema {
  context: DescargarDatosContext;
  events: DescargarDatosEvent;
  tags: DescargarDatosTag;
}
