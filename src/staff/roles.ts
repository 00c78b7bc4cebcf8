import type { StaffRole } from '../../openapi';

/** The roles as people read them. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administración',
  programacion: 'Programación',
  servicio: 'Servicio al cliente',
  finanzas: 'Finanzas',
  porteria: 'Portería',
  etica: 'Línea ética',
};
