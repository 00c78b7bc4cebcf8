import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { App, ConfigProvider, Spin } from 'antd';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { documentTitle } from '../app/documentTitle';
import { lazyPage } from '../app/lazyPage';
import type { BandejaDesk } from './bandeja';
import './staff.css';

// Each page of the staff area is a chunk of its own.
const StaffSetupPage = lazyPage<object>(() => import('./StaffEnrolmentPage').then((m) => ({ default: m.StaffSetupPage })));
const StaffInvitationPage = lazyPage<object>(() => import('./StaffEnrolmentPage').then((m) => ({ default: m.StaffInvitationPage })));
const StaffSignInPage = lazyPage(() => import('./StaffSignInPage'));
const StaffShell = lazyPage(() => import('./StaffShell'));
const StaffHomePage = lazyPage<object>(() => import('./StaffShell').then((m) => ({ default: m.StaffHomeRoute })));
const StaffPersonalPage = lazyPage(() => import('./StaffPersonalPage'));
const StaffAuditPage = lazyPage(() => import('./StaffAuditPage'));
const StaffPreciosPage = lazyPage(() => import('./StaffPreciosPage'));
const StaffConfiteriaPage = lazyPage(() => import('./StaffConfiteriaPage'));
const StaffPeliculasPage = lazyPage(() => import('./StaffPeliculasPage'));
const ProgramacionPage = lazyPage(() => import('./ProgramacionPage'));
const ProgramacionNuevaPage = lazyPage(() => import('./ProgramacionNuevaPage'));
const StaffSettingsPage = lazyPage(() => import('./StaffSettingsPage'));
const StaffSalasPage = lazyPage(() => import('./StaffSalasPage'));
const StaffSalaPage = lazyPage(() => import('./StaffSalaPage'));
const StaffBannersPage = lazyPage(() => import('./StaffBannersPage'));
const StaffContentsPage = lazyPage(() => import('./StaffContentsPage'));
const PorteriaPage = lazyPage(() => import('./PorteriaPage'));
const DuplicadosOfflinePage = lazyPage(() => import('./DuplicadosOfflinePage'));
const StaffBandejaPage = lazyPage<{ desk: BandejaDesk }>(() => import('./StaffBandejaPage'));
const StaffCasoPage = lazyPage<{ desk: BandejaDesk }>(() => import('./StaffCasoPage'));
const StaffDiasPage = lazyPage(() => import('./StaffDiasPage'));
const ReembolsosPage = lazyPage(() => import('./ReembolsosPage'));
const VentasPage = lazyPage(() => import('./VentasPage'));
const NotFoundPage = lazyPage(() => import('../components/NotFoundPage'));

/** Keeps search engines out of the staff area while it is open (robots.txt and X-Robots-Tag say so too). */
function NoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  return null;
}

/** 'Ingreso del personal | Viziona'. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return children;
}

const titled = (title: string, page: ReactNode) => <Titled title={title}>{page}</Titled>;

/** The staff area's routes, under /staff (useRoutes: the public entry's router code, nothing more). */
const staffRoutes: RouteObject[] = [
  { path: 'configurar', element: titled('Configurar el personal', <StaffSetupPage />) },
  { path: 'invitacion', element: titled('Invitación al personal', <StaffInvitationPage />) },
  { path: 'ingresar', element: titled('Ingreso del personal', <StaffSignInPage />) },
  // The door works offline and on a phone: outside the shell (which reads the session from the server first).
  { path: 'porteria', element: titled('Portería', <PorteriaPage />) },
  {
    element: <StaffShell />,
    children: [
      { index: true, element: titled('Área del personal', <StaffHomePage />) },
      { path: 'personal', element: titled('Personal', <StaffPersonalPage />) },
      { path: 'auditoria', element: titled('Auditoría', <StaffAuditPage />) },
      // Not under /staff/porteria: that is the door's service worker's scope, and this page is no door's.
      { path: 'entradas-duplicadas', element: titled('Entradas duplicadas', <DuplicadosOfflinePage />) },
      { path: 'programacion/precios', element: titled('Precios', <StaffPreciosPage />) },
      { path: 'programacion/confiteria', element: titled('Confitería', <StaffConfiteriaPage />) },
      { path: 'programacion/peliculas', element: titled('Películas', <StaffPeliculasPage />) },
      { path: 'programacion', element: titled('Funciones programadas', <ProgramacionPage />) },
      { path: 'programacion/nueva', element: titled('Programar funciones', <ProgramacionNuevaPage />) },
      { path: 'programacion/salas', element: titled('Salas', <StaffSalasPage />) },
      { path: 'programacion/salas/:id', element: titled('Regla de sillas de la sala', <StaffSalaPage />) },
      { path: 'programacion/ajustes', element: titled('Ajustes del sitio', <StaffSettingsPage />) },
      { path: 'programacion/banners', element: titled('Banners', <StaffBannersPage />) },
      { path: 'programacion/contenidos', element: titled('Contenidos', <StaffContentsPage />) },
      { path: 'servicio', element: titled('Bandeja de PQRS', <StaffBandejaPage desk="servicio" />) },
      { path: 'servicio/dias-no-habiles', element: titled('Días no hábiles adicionales', <StaffDiasPage />) },
      { path: 'servicio/:id', element: titled('PQRS', <StaffCasoPage desk="servicio" />) },
      { path: 'etica', element: titled('Línea ética', <StaffBandejaPage desk="etica" />) },
      { path: 'etica/:id', element: titled('Reporte de la línea ética', <StaffCasoPage desk="etica" />) },
      { path: 'finanzas/reembolsos', element: titled('Reembolsos', <ReembolsosPage />) },
      { path: 'finanzas/ventas', element: titled('Ventas por día', <VentasPage />) },
    ],
  },
  { path: '*', element: titled('Página no encontrada', <NotFoundPage />) },
];

function StaffRoutes() {
  return useRoutes(staffRoutes);
}

/**
 * Help texts, labels of descriptions and placeholders dark enough to read (antd's 0.45 and 0.25
 * alphas fail WCAG AA contrast on white), and a red that white text on a danger button passes
 * (antd's #ff4d4f gives 3.3:1; red-7 gives 5.6:1).
 */
const staffTheme = {
  token: { colorTextDescription: 'rgba(0, 0, 0, 0.65)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)', colorError: '#cf1322' },
};

/** The staff area's frame and routes (its own chunk, under /staff): none of the public chrome. */
export default function StaffArea() {
  return (
    <ConfigProvider theme={staffTheme}>
      <App component={false}>
        <NoIndex />
        <div className="vz-staff">
          <Suspense fallback={<Spin fullscreen aria-label="Cargando..." />}>
            <StaffRoutes />
          </Suspense>
        </div>
      </App>
    </ConfigProvider>
  );
}
