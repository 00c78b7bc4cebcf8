import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../chrome/Footer';
import { Header } from '../chrome/Header';
import { Spinner } from '../components/Spinner';
import { AuthProvider } from './auth';
import { PolicyDialog } from './PolicyDialog';
import { RouteDocumentTitle } from './documentTitle';
import { useSession } from './session';
import { ScrollToTop } from './ScrollToTop';

function PageLoading() {
  return (
    <div className="vz-page-loading" role="status" aria-live="polite">
      <Spinner />
      <span className="vz-visually-hidden">Cargando...</span>
    </div>
  );
}

/** The header with the signed-in user and the logout of the auth session machine. */
function SessionHeader() {
  const { user, logout, openLogin } = useSession();
  return <Header user={user} onLogout={logout} onLogin={openLogin} />;
}

/** Shared chrome around every page (spec §2): header, main content, footer. */
export function AppLayout() {
  return (
    <AuthProvider>
      <div className="vz-app">
        <ScrollToTop />
        <RouteDocumentTitle />
        <a className="vz-skip-link" href="#contenido">
          Ir al contenido
        </a>
        <SessionHeader />
        <main id="contenido" className="vz-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <PolicyDialog />
      </div>
    </AuthProvider>
  );
}
