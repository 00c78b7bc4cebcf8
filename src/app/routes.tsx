import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';
import { GuestOnly, RequireSession } from './guards';
import type { RouteHandle } from './documentTitle';

type Page = LazyExoticComponent<ComponentType>;

// Every page is its own chunk (spec: the first paint of public pages never waits for the purchase code).
const HomePage = lazy(() => import('../pages/home/HomePage'));
const BillboardPage = lazy(() => import('../pages/billboard/BillboardPage'));
const UpcomingReleasesPage = lazy(() => import('../pages/releases/UpcomingReleasesPage'));
const RoomsPage = lazy(() => import('../pages/rooms/RoomsPage'));
const RoomPage = lazy(() => import('../pages/rooms/RoomPage'));
const ConfectioneryPage = lazy(() => import('../pages/confectionery/ConfectioneryPage'));
const ClubPage = lazy(() => import('../pages/club/ClubPage'));
const CorporatePage = lazy(() => import('../pages/corporate/CorporatePage'));
const ContactPage = lazy(() => import('../pages/contact/ContactPage'));
const EthicsLinePage = lazy(() => import('../pages/ethics/EthicsLinePage'));
const MoviePage = lazy(() => import('../pages/movie/MoviePage'));
const ContentPage = lazy(() => import('../pages/content/ContentPage'));
const LoginPage = lazy(() => import('../pages/auth/LoginPage'));
const RegisterPage = lazy(() => import('../pages/auth/RegisterPage'));
const ResetPasswordPage = lazy(() => import('../pages/auth/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
const MyPurchasesPage = lazy(() => import('../pages/purchases/MyPurchasesPage'));
const TicketPage = lazy(() => import('../pages/purchases/TicketPage'));
const PurchasePage = lazy(() => import('../pages/purchase/PurchasePage'));
const TransactionStatusPage = lazy(() => import('../pages/payment/TransactionStatusPage'));
const PaymentStatusPage = lazy(() => import('../pages/payment/PaymentStatusPage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));

function page(path: string, Page: Page, title?: string): RouteObject {
  const handle: RouteHandle = { title };
  return { path, element: <Page />, handle };
}

/** Spec §2, access "all". */
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: {} satisfies RouteHandle },
  page('/cartelera', BillboardPage, 'Cartelera'),
  page('/proximos-estrenos', UpcomingReleasesPage, 'Próximos estrenos'),
  page('/salas', RoomsPage, 'Salas'),
  page('/sala/:slug', RoomPage, 'Sala'),
  page('/confiteria', ConfectioneryPage, 'Confitería'),
  page('/club-vizionarios', ClubPage, 'Club Vizionarios'),
  page('/corporativo', CorporatePage, 'Corporativo'),
  page('/contactanos', ContactPage, 'Contáctanos'),
  page('/linea-etica', EthicsLinePage, 'Línea ética'),
  page('/viziona/pelicula/:slug', MoviePage, 'Película'),
  page('/:theater/pelicula/:slug', MoviePage, 'Película'),
  page('/pagina/:slug', ContentPage, 'Página'),
];

/** Spec §2, access "guests only". */
const guestRoutes: RouteObject[] = [
  page('/iniciar-sesion', LoginPage, 'Iniciar Sesión'),
  page('/registrarme', RegisterPage, 'Registrarme'),
  page('/forgot-password/:code', ResetPasswordPage, 'Restablecer contraseña'),
];

/** Spec §2, access "signed in". */
const sessionRoutes: RouteObject[] = [
  page('/mi-perfil', ProfilePage, 'Mi perfil'),
  page('/mis-tickets', MyPurchasesPage, 'Mis Compras'),
  page('/ticket/:bill', TicketPage, 'Ticket'),
  page('/:theater/pelicula/:slug/funcion/:showtimeId', PurchasePage, 'Compra'),
  page('/estado-transaccion/:bill', TransactionStatusPage, 'Estado de la transacción'),
  page('/pay-status/:type/:bill', PaymentStatusPage, 'Estado del pago'),
];

const notFoundTitle = 'Página no encontrada';

/** The whole route table: one layout (chrome), the guards as pathless layout routes, and not-found. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      { element: <GuestOnly />, children: guestRoutes },
      { element: <RequireSession />, children: sessionRoutes },
      page('/404', NotFoundPage, notFoundTitle),
      page('*', NotFoundPage, notFoundTitle),
    ],
  },
];
