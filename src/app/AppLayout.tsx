import { Suspense } from 'react';
import { Spin } from 'antd';
import { Outlet } from 'react-router-dom';
import { Footer } from '../chrome/Footer';
import { Header } from '../chrome/Header';
import { RouteDocumentTitle } from './documentTitle';
import { ScrollToTop } from './ScrollToTop';

function PageLoading() {
  return (
    <div className="vz-page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="vz-visually-hidden">Cargando...</span>
    </div>
  );
}

/** Shared chrome around every page (spec §2): header, main content, footer. */
export function AppLayout() {
  return (
    <div className="vz-app">
      <ScrollToTop />
      <RouteDocumentTitle />
      <a className="vz-skip-link" href="#contenido">
        Ir al contenido
      </a>
      {/* The session machine will provide the user and the logout action. */}
      <Header user={null} />
      <main id="contenido" className="vz-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
