import { LOADING, NO_CONTENT } from './texts';

/** A page whose content is not there: 'Cargando...' while it loads, 'No se encontró contenido.' when missing (spec §8). */
export function PageStatus({ loading }: { loading?: boolean }) {
  return (
    <div className="vz-page">
      <p className={loading ? undefined : 'vz-empty'} role="status">
        {loading ? LOADING : NO_CONTENT}
      </p>
    </div>
  );
}
