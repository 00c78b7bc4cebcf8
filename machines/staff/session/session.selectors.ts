import type { SnapshotFrom } from 'xstate';
import type { StaffRole } from '../../../openapi/index.ts';
import type { staffSessionMachine } from './session.machine.ts';

type SessionSnapshot = SnapshotFrom<typeof staffSessionMachine>;

export const selectSessionLoading = (s: SessionSnapshot) => s.hasTag('loading');
export const selectSignedOut = (s: SessionSnapshot) => s.hasTag('signedOut');
export const selectSigningOut = (s: SessionSnapshot) => s.hasTag('busy');
export const selectStaffPerson = (s: SessionSnapshot) => (s.hasTag('signedIn') ? (s.context.me?.person ?? null) : null);
export const selectSessionProblem = (s: SessionSnapshot) => (s.hasTag('failed') ? s.context.problem : null);

/** A staff desk of the menu, and the roles that open it (the contract's x-roles of its operations). */
export interface StaffDesk {
  path: string;
  label: string;
  roles: readonly StaffRole[];
}

/**
 * Every desk of the staff area; the menu shows those one of the person's roles opens. Each desk's
 * page adds itself here with the roles of its operations (Personal and Auditoría: admin).
 */
export const STAFF_DESKS: readonly StaffDesk[] = [
  { path: '/staff', label: 'Inicio', roles: ['admin', 'programacion', 'servicio', 'finanzas', 'porteria', 'etica'] },
  { path: '/staff/programacion', label: 'Programación', roles: ['programacion'] },
  { path: '/staff/programacion/salas', label: 'Salas', roles: ['programacion'] },
  { path: '/staff/programacion/peliculas', label: 'Películas', roles: ['programacion'] },
  { path: '/staff/programacion/precios', label: 'Precios', roles: ['programacion'] },
  { path: '/staff/programacion/confiteria', label: 'Confitería', roles: ['programacion'] },
  { path: '/staff/programacion/ajustes', label: 'Ajustes del sitio', roles: ['programacion'] },
  { path: '/staff/programacion/banners', label: 'Banners', roles: ['programacion'] },
  { path: '/staff/programacion/contenidos', label: 'Contenidos', roles: ['programacion'] },
  { path: '/staff/porteria', label: 'Portería', roles: ['porteria'] },
  { path: '/staff/entradas-duplicadas', label: 'Entradas duplicadas', roles: ['porteria'] },
  { path: '/staff/servicio', label: 'PQRS', roles: ['servicio'] },
  { path: '/staff/servicio/dias-no-habiles', label: 'Días no hábiles', roles: ['servicio', 'admin'] },
  { path: '/staff/etica', label: 'Línea ética', roles: ['etica'] },
  { path: '/staff/finanzas/reembolsos', label: 'Reembolsos', roles: ['finanzas'] },
  { path: '/staff/finanzas/ventas', label: 'Ventas', roles: ['finanzas', 'admin'] },
  { path: '/staff/personal', label: 'Personal', roles: ['admin'] },
  { path: '/staff/auditoria', label: 'Auditoría', roles: ['admin'] },
];

/** The desks the signed-in person's roles open. */
export const selectDesks = (s: SessionSnapshot) => {
  const roles = selectStaffPerson(s)?.roles ?? [];
  return STAFF_DESKS.filter((desk) => desk.roles.some((role) => roles.includes(role)));
};
