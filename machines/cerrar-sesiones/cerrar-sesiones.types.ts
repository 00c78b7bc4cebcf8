import type { SessionsClosed } from '../../openapi/index.ts';

export type CerrarSesionesTag = 'ready' | 'busy' | 'closed' | 'refused';

export interface CerrarSesionesContext {
  /** What the server said it did ('Cerramos 2 sesiones más.'), until the next attempt. */
  notice: string | null;
  /** The server's refusal in its words, until the next attempt. */
  error: string | null;
}

export type CerrarSesionesEvent = { type: 'sessions.close' };

export interface CerrarSesionesSchema {
  context: CerrarSesionesContext;
  events: CerrarSesionesEvent;
  tags: CerrarSesionesTag;
}

export type { SessionsClosed };
