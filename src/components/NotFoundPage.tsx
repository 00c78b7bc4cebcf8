import { Link } from 'react-router-dom';

/** The not-found screen of spec §2 (any unknown path, and /404). */
export default function NotFoundPage() {
  return (
    <section className="vz-not-found" aria-labelledby="vz-not-found-title">
      <p className="vz-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="vz-not-found-title" className="vz-not-found__title">
        Ups!! no hemos encontrado la pagina que estas buscando
      </h1>
      <Link className="vz-button vz-button--primary" to="/">
        Volver al Inicio
      </Link>
    </section>
  );
}
