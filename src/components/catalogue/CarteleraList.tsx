import { Link } from 'react-router-dom';
import type { Movie } from '../../../openapi';
import { Picture } from './Picture';
import { FuncionTimes } from './FuncionTimes';
import { NO_SHOWTIMES } from './texts';
import { moviePath } from '../../lib/teatro';

export interface CarteleraListProps {
  movies?: readonly Movie[];
  loading?: boolean;
  theater: string;
  signedIn: boolean;
  onLogin: () => void;
  /** Heading level of each film's title (under the page's h2). */
  headingLevel?: 2 | 3;
}

/** Placeholders while a billboard loads (spec §4). */
export function CarteleraPlaceholder({ rows = 3 }: { rows?: number }) {
  return (
    <div className="vz-billboard" aria-busy="true" aria-label="Cargando funciones">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="vz-billboard__item vz-billboard__item--placeholder">
          <div className="vz-placeholder-block vz-billboard__poster" />
          <div className="vz-billboard__body">
            <div className="vz-placeholder-block vz-placeholder-line" />
            <div className="vz-placeholder-block vz-placeholder-line vz-placeholder-line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The films of the chosen date with their showtimes (spec §2 Billboard). */
export function CarteleraList({ movies, loading, theater, signedIn, onLogin, headingLevel = 3 }: CarteleraListProps) {
  if (loading && !movies) return <CarteleraPlaceholder />;
  const withShowtimes = (movies ?? []).filter((movie) => movie.showtimes?.length);
  if (!withShowtimes.length) return <p className="vz-empty">{NO_SHOWTIMES}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="vz-billboard">
      {withShowtimes.map((movie) => {
        const presale = movie.type === 'Preventa';
        return (
          <li key={movie.id} className={presale ? 'vz-billboard__item vz-billboard__item--presale' : 'vz-billboard__item'}>
            <Link to={moviePath(movie.slug, theater)} className="vz-billboard__poster-link" tabIndex={-1} aria-hidden="true">
              <Picture src={movie.poster} alt="" width={120} height={180} className="vz-billboard__poster" />
            </Link>
            <div className="vz-billboard__body">
              <Heading className="vz-billboard__title">
                <Link to={moviePath(movie.slug, theater)}>{movie.title}</Link>
                {presale ? <span className="vz-tag vz-tag--presale">Preventa</span> : null}
              </Heading>
              <p className="vz-billboard__meta">
                {[movie.gender, `${movie.duration} min`, movie.rating].filter(Boolean).join(' · ')}
              </p>
              <FuncionTimes showtimes={movie.showtimes} theater={theater} movieSlug={movie.slug} signedIn={signedIn} onLogin={onLogin} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
