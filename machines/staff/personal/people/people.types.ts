import type { StaffInvitation, StaffInvitationRequest, StaffPerson, StaffRole } from '../../../../openapi/index.ts';

export type StaffPersonalTag = 'loading' | 'loadFailed' | 'ready' | 'inviting' | 'changingRoles' | 'deactivating' | 'busy' | 'refused' | 'failed' | 'sent';

/** A refused call: its status, the server's Spanish message and its field-by-field messages. */
export interface StaffPersonalRefusal {
  status: number;
  message: string;
  fields: Record<string, string>;
}

export interface StaffPersonalContext {
  /** The staff as listStaff answered, kept up to date with what the dialogs change. */
  people: StaffPerson[];
  /** Why the list could not be read. */
  problem: string | null;
  /** The person of the roles or deactivation dialog. */
  selected: StaffPerson | null;
  /** What the invitation dialog sends (kept for a retry). */
  invitation: StaffInvitationRequest | null;
  /** The roles the roles dialog sends (kept for a retry). */
  roles: StaffRole[] | null;
  refusal: StaffPersonalRefusal | null;
  /** The invitation the server sent. */
  sent: StaffInvitation | null;
  /** What the last change did, said above the table. */
  notice: string | null;
}

export type StaffPersonalEvent =
  | { type: 'list.retry' }
  | { type: 'invitation.open' }
  | { type: 'invitation.submit'; invitation: StaffInvitationRequest }
  | { type: 'roles.open'; person: StaffPerson }
  | { type: 'roles.submit'; roles: StaffRole[] }
  | { type: 'deactivation.open'; person: StaffPerson }
  | { type: 'deactivation.confirm' }
  | { type: 'request.retry' }
  | { type: 'dialog.close' };

export interface StaffPersonalSchema {
  context: StaffPersonalContext;
  events: StaffPersonalEvent;
  tags: StaffPersonalTag;
}
