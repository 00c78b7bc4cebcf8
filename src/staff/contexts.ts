import { createActorContext } from '@xstate/react';
import { staffConfiteriaMachine } from '../../machines/staff-confiteria/staff-confiteria.machine';
import { cancelarFuncionMachine } from '../../machines/cancelar-funcion/cancelar-funcion.machine';
import { programacionMasivaMachine } from '../../machines/programacion-masiva/programacion-masiva.machine';
import { staffBannersMachine } from '../../machines/staff-banners/staff-banners.machine';
import { staffContentMachine } from '../../machines/staff-content/staff-content.machine';
import { staffSettingsMachine } from '../../machines/staff-settings/staff-settings.machine';
import { staffEnrolmentMachine } from '../../machines/staff-enrolment/staff-enrolment.machine';
import { staffPreciosMachine } from '../../machines/staff-precios/staff-precios.machine';
import { staffSessionMachine } from '../../machines/staff-session/staff-session.machine';
import { staffSignInMachine } from '../../machines/staff-signin/staff-signin.machine';
import { staffPeliculaMachine } from '../../machines/staff-pelicula/staff-pelicula.machine';
import { pqrsRespuestaMachine } from '../../machines/pqrs-respuesta/pqrs-respuesta.machine';
import { reembolsoMachine } from '../../machines/reembolso/reembolso.machine';

/** The actors of the staff pages: the page provides the real one, a story one started in a state. */
export const StaffEnrolmentContext = createActorContext(staffEnrolmentMachine);
export const StaffSignInContext = createActorContext(staffSignInMachine);
export const StaffSessionContext = createActorContext(staffSessionMachine);
export const StaffPreciosContext = createActorContext(staffPreciosMachine);
export const StaffConfiteriaContext = createActorContext(staffConfiteriaMachine);
export const StaffPeliculaContext = createActorContext(staffPeliculaMachine);
export const ProgramacionMasivaContext = createActorContext(programacionMasivaMachine);
export const CancelarFuncionContext = createActorContext(cancelarFuncionMachine);
export const StaffContentContext = createActorContext(staffContentMachine);
export const StaffSettingsContext = createActorContext(staffSettingsMachine);
export const StaffBannersContext = createActorContext(staffBannersMachine);
export const PqrsRespuestaContext = createActorContext(pqrsRespuestaMachine);
export const ReembolsoContext = createActorContext(reembolsoMachine);
