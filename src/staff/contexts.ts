import { createActorContext } from '@xstate/react';
import { staffBannersMachine } from '../../machines/staff-banners/staff-banners.machine';
import { staffContentMachine } from '../../machines/staff-content/staff-content.machine';
import { staffSettingsMachine } from '../../machines/staff-settings/staff-settings.machine';
import { staffEnrolmentMachine } from '../../machines/staff-enrolment/staff-enrolment.machine';
import { staffSessionMachine } from '../../machines/staff-session/staff-session.machine';
import { staffSignInMachine } from '../../machines/staff-signin/staff-signin.machine';

/** The actors of the staff pages: the page provides the real one, a story one started in a state. */
export const StaffEnrolmentContext = createActorContext(staffEnrolmentMachine);
export const StaffSignInContext = createActorContext(staffSignInMachine);
export const StaffSessionContext = createActorContext(staffSessionMachine);
export const StaffContentContext = createActorContext(staffContentMachine);
export const StaffSettingsContext = createActorContext(staffSettingsMachine);
export const StaffBannersContext = createActorContext(staffBannersMachine);
