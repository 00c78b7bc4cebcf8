import type { StaffEnrolled, StaffInvitationView } from '../../../openapi/index.ts';
import type { StaffRefusal } from '../refusal.ts';

/** Which link opened the page: the first admin's setup link or an invitation. */
export type StaffLinkKind = 'setup' | 'invitation';

export type StaffEnrolmentTag = 'reading' | 'linkGone' | 'readFailed' | 'form' | 'busy' | 'refused' | 'codes' | 'enrolled';

export interface StaffEnrolmentInput {
  kind: StaffLinkKind;
  /** What follows `#` in the link, or null when the address has none. */
  token: string | null;
}

export interface StaffEnrolmentContext {
  kind: StaffLinkKind;
  token: string | null;
  /** What the link is for (who, roles, expiry) and the TOTP enrolment (QR, secret). */
  view: StaffInvitationView | null;
  refusal: StaffRefusal | null;
  /** The new account with its ten recovery codes, shown once. */
  enrolled: StaffEnrolled | null;
}

/** What the form sends: the setup link also asks for the e-mail and the name. */
export interface StaffEnrolmentDetails {
  email?: string;
  name?: string;
  password: string;
  code: string;
}

export type StaffEnrolmentEvent =
  | { type: 'link.retry' }
  | { type: 'enrolment.submit'; details: StaffEnrolmentDetails }
  | { type: 'codes.acknowledge' };

export interface StaffEnrolmentSchema {
  input: StaffEnrolmentInput;
  context: StaffEnrolmentContext;
  events: StaffEnrolmentEvent;
  tags: StaffEnrolmentTag;
}
