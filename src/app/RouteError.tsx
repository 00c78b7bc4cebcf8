import { Link, useRouteError } from 'react-router-dom';

/** Shown when a page crashed or its code could not be downloaded (e.g. after a new release). */
export function RouteError() {
  const error = useRouteError();
  console.error('[route]', error);
  return (
    <main className="vz-not-found">
      <h1 className="vz-not-found__title">Ocurrió un error inesperado. Intenta de nuevo más tarde.</h1>
      <p>
        <button type="button" className="vz-button vz-button--primary" onClick={() => window.location.reload()}>
          Recargar
        </button>{' '}
        <Link to="/">Volver al Inicio</Link>
      </p>
    </main>
  );
}
