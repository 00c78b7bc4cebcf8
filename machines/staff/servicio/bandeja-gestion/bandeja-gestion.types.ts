export type BandejaGestionTag = 'idle' | 'busy' | 'refused';

export interface BandejaGestionContext {
  /** What the last write was asked (kept for a retry). */
  request: unknown;
  /** The server's Spanish message, or what is missing. */
  refusal: string | null;
  /** How many writes the server took since the form opened (the page reads the case again on each). */
  done: number;
}

export type BandejaGestionEvent = { type: 'write.submit'; request: unknown } | { type: 'write.retry' } | { type: 'write.dismiss' };

export interface BandejaGestionSchema {
  context: BandejaGestionContext;
  events: BandejaGestionEvent;
  tags: BandejaGestionTag;
}
