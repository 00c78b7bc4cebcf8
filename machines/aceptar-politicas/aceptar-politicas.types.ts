import type { PendingPolicy } from '../../openapi/index.ts';

export type AceptarPoliticasTag = 'open' | 'busy';

export interface AceptarPoliticasContext {
  /** The versions shown: what acceptPolicies records. */
  pending: PendingPolicy[];
  /** The server's words (e.g. a newer version was published meanwhile), shown in the dialog. */
  error: string | null;
}

export type AceptarPoliticasEvent =
  /** The sign-in answered pending_policies (possibly none). */
  | { type: 'policies.pending'; pending: PendingPolicy[] }
  | { type: 'policies.accept' };

export interface AceptarPoliticasSchema {
  context: AceptarPoliticasContext;
  events: AceptarPoliticasEvent;
  tags: AceptarPoliticasTag;
}
