import type { Movie } from '../../../openapi';
import { PeliculaCard } from '../../components/catalogue/PeliculaCard';
import { LOADING } from '../../components/catalogue/texts';

export interface EstrenosPageViewProps {
  releases?: readonly Movie[];
  loading?: boolean;
}

const releaseLabel = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `Estreno: ${d}/${m}/${y}`;
};

/** /proximos-estrenos (spec §2). */
export function EstrenosPageView({ releases, loading }: EstrenosPageViewProps) {
  return (
    <div className="vz-page">
      <h1 className="vz-page-title">Próximos estrenos</h1>
      {loading && !releases ? (
        <p role="status">{LOADING}</p>
      ) : !releases?.length ? (
        <p className="vz-empty">Por el momento, no hay próximos estrenos.</p>
      ) : (
        <ul className="vz-grid">
          {releases.map((movie, i) => (
            <li key={movie.id}>
              <PeliculaCard movie={movie} eager={i < 2} />
              <p className="vz-billboard__meta">{releaseLabel(movie.date_release)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
