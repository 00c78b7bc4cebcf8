import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { App, ConfigProvider, Spin } from 'antd';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { documentTitle } from '../app/documentTitle';
import { lazyPage } from '../app/lazyPage';
import type { BandejaDesk } from './servicio/bandeja';
import './area.css';

// Each page of the staff area is a chunk of its own.
const SetupPage = lazyPage<object>(() => import('./EnrolmentPage').then((m) => ({ default: m.SetupPage })));
const InvitationPage = lazyPage<object>(() => import('./EnrolmentPage').then((m) => ({ default: m.InvitationPage })));
const SignInPage = lazyPage(() => import('./SignInPage'));
const Shell = lazyPage(() => import('./Shell'));
const HomePage = lazyPage<object>(() => import('./Shell').then((m) => ({ default: m.HomeRoute })));
const PeoplePage = lazyPage(() => import('./personal/PeoplePage'));
const AuditPage = lazyPage(() => import('./personal/AuditPage'));
const PreciosPage = lazyPage(() => import('./programacion/PreciosPage'));
const ConfiteriaPage = lazyPage(() => import('./programacion/ConfiteriaPage'));
const PeliculasPage = lazyPage(() => import('./programacion/PeliculasPage'));
const FuncionesPage = lazyPage(() => import('./programacion/FuncionesPage'));
const NuevasFuncionesPage = lazyPage(() => import('./programacion/NuevasFuncionesPage'));
const AjustesPage = lazyPage(() => import('./programacion/AjustesPage'));
const SalasPage = lazyPage(() => import('./programacion/SalasPage'));
const SalaPage = lazyPage(() => import('./programacion/SalaPage'));
const BannersPage = lazyPage(() => import('./programacion/BannersPage'));
const ContenidosPage = lazyPage(() => import('./programacion/ContenidosPage'));
const PuertaPage = lazyPage(() => import('./porteria/PuertaPage'));
const DuplicadosOfflinePage = lazyPage(() => import('./porteria/DuplicadosOfflinePage'));
const BandejaPage = lazyPage<{ desk: BandejaDesk }>(() => import('./servicio/BandejaPage'));
const CasoPage = lazyPage<{ desk: BandejaDesk }>(() => import('./servicio/CasoPage'));
const DiasNoHabilesPage = lazyPage(() => import('./servicio/DiasNoHabilesPage'));
const ReembolsosPage = lazyPage(() => import('./finanzas/ReembolsosPage'));
const VentasPage = lazyPage(() => import('./finanzas/VentasPage'));
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
  { path: 'configurar', element: titled('Configurar el personal', <SetupPage />) },
  { path: 'invitacion', element: titled('Invitación al personal', <InvitationPage />) },
  { path: 'ingresar', element: titled('Ingreso del personal', <SignInPage />) },
  // The door works offline and on a phone: outside the shell (which reads the session from the server first).
  { path: 'porteria', element: titled('Portería', <PuertaPage />) },
  {
    element: <Shell />,
    children: [
      { index: true, element: titled('Área del personal', <HomePage />) },
      { path: 'personal', element: titled('Personal', <PeoplePage />) },
      { path: 'auditoria', element: titled('Auditoría', <AuditPage />) },
      // Not under /staff/porteria: that is the door's service worker's scope, and this page is no door's.
      { path: 'entradas-duplicadas', element: titled('Entradas duplicadas', <DuplicadosOfflinePage />) },
      { path: 'programacion/precios', element: titled('Precios', <PreciosPage />) },
      { path: 'programacion/confiteria', element: titled('Confitería', <ConfiteriaPage />) },
      { path: 'programacion/peliculas', element: titled('Películas', <PeliculasPage />) },
      { path: 'programacion', element: titled('Funciones programadas', <FuncionesPage />) },
      { path: 'programacion/nueva', element: titled('Programar funciones', <NuevasFuncionesPage />) },
      { path: 'programacion/salas', element: titled('Salas', <SalasPage />) },
      { path: 'programacion/salas/:id', element: titled('Regla de sillas de la sala', <SalaPage />) },
      { path: 'programacion/ajustes', element: titled('Ajustes del sitio', <AjustesPage />) },
      { path: 'programacion/banners', element: titled('Banners', <BannersPage />) },
      { path: 'programacion/contenidos', element: titled('Contenidos', <ContenidosPage />) },
      { path: 'servicio', element: titled('Bandeja de PQRS', <BandejaPage desk="servicio" />) },
      { path: 'servicio/dias-no-habiles', element: titled('Días no hábiles adicionales', <DiasNoHabilesPage />) },
      { path: 'servicio/:id', element: titled('PQRS', <CasoPage desk="servicio" />) },
      { path: 'etica', element: titled('Línea ética', <BandejaPage desk="etica" />) },
      { path: 'etica/:id', element: titled('Reporte de la línea ética', <CasoPage desk="etica" />) },
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
