import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { preloadBillboard, preloadMovie } from '../api/preload';
import { preloadHome } from '../pages/home/preload';
import { lazyPage, type LazyPage } from './lazyPage';
import { lazyWithAntd } from './lazyWithAntd';
import { RouteError } from './RouteError';
import { GuestOnly, RequireSession } from './guards';
import type { RouteHandle } from './documentTitle';

type Page = LazyPage;

// Every page is its own chunk (spec: the first paint of public pages never waits for the purchase code);
// main.tsx preloads the first page's chunk before the first render.
// Pages made with antd load with antd's theme and locale (lazyWithAntd); the catalogue pages use none.
// Home and Cartelera also start their first reads while their chunk downloads; a film's page
// does when it is the first page opened (main.tsx knows the slug then).
const HomePage = lazyPage(() => (preloadHome(), import('../pages/home/HomePage')));
const CarteleraPage = lazyPage(() => (preloadBillboard(), import('../pages/cartelera/CarteleraPage')));
const EstrenosPage = lazyPage(() => import('../pages/estrenos/EstrenosPage'));
const SalasPage = lazyPage(() => import('../pages/salas/SalasPage'));
const SalaPage = lazyPage(() => import('../pages/salas/SalaPage'));
const ConfiteriaPage = lazyPage(() => import('../pages/confiteria/ConfiteriaPage'));
const ClubPage = lazyPage(() => import('../pages/club/ClubPage'));
const CorporatePage = lazyPage(() => import('../pages/corporate/CorporatePage'));
const ContactPage = lazyWithAntd(() => import('../pages/contact/ContactPage').then((m) => m.default));
const LineaEticaPage = lazyWithAntd(() => import('../pages/linea-etica/LineaEticaPage').then((m) => m.default));
const PeliculaPage = lazyPage(() => import('../pages/pelicula/PeliculaPage'), preloadMovie);
const ContentPage = lazyPage(() => import('../pages/content/ContentPage'));
const LoginPage = lazyWithAntd(() => import('../pages/auth/LoginPage').then((m) => m.default));
const RegisterPage = lazyWithAntd(() => import('../pages/auth/RegisterPage').then((m) => m.default));
const ResetPasswordPage = lazyWithAntd(() => import('../pages/auth/ResetPasswordPage').then((m) => m.default));
const ProfilePage = lazyWithAntd(() => import('../pages/profile/ProfilePage').then((m) => m.default));
const MyPurchasesPage = lazyWithAntd(() => import('../pages/purchases/MyPurchasesPage').then((m) => m.default));
const TicketPage = lazyWithAntd(() => import('../pages/purchases/TicketPage').then((m) => m.default));
const PurchasePage = lazyWithAntd(() => import('../pages/purchase/PurchasePage').then((m) => m.default));
const TransactionStatusPage = lazyWithAntd(() => import('../pages/payment/TransactionStatusPage').then((m) => m.default));
const PaymentStatusPage = lazyWithAntd(() => import('../pages/payment/PaymentStatusPage').then((m) => m.default));
const NotFoundPage = lazyPage(() => import('../components/NotFoundPage'));
// The staff area: one lazy entry here; its frame, routes and pages are chunks of their own (none of
// it loads on a public page, and the public entry carries only this line for it).
const StaffArea = lazyWithAntd(() => import('../staff/Area').then((m) => m.default));

function page(path: string, Page: Page, title?: string): RouteObject {
  const handle: RouteHandle = { title };
  return { path, element: <Page />, handle };
}

/** Spec §2, access "all". */
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: {} satisfies RouteHandle },
  page('/cartelera', CarteleraPage, 'Cartelera'),
  page('/proximos-estrenos', EstrenosPage, 'Próximos estrenos'),
  page('/salas', SalasPage, 'Salas'),
  page('/sala/:slug', SalaPage, 'Sala'),
  page('/confiteria', ConfiteriaPage, 'Confitería'),
  page('/club-vizionarios', ClubPage, 'Club Vizionarios'),
  page('/corporativo', CorporatePage, 'Corporativo'),
  page('/contactanos', ContactPage, 'Contáctanos'),
  page('/linea-etica', LineaEticaPage, 'Línea ética'),
  page('/viziona/pelicula/:slug', PeliculaPage, 'Película'),
  page('/:theater/pelicula/:slug', PeliculaPage, 'Película'),
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

/** The staff area (docs/staff/README.md): its routes are src/staff/Area.tsx's. */
const staffRoutes: RouteObject = { path: '/staff/*', element: <StaffArea />, errorElement: <RouteError /> };

/** The whole route table: one layout (chrome), the guards as pathless layout routes, and not-found; the staff area apart. */
export const appRoutes: RouteObject[] = [
  staffRoutes,
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
