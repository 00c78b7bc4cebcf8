import { Link } from 'react-router-dom';
import type { Movie } from '../../../openapi';
import { Picture } from './Picture';
import { moviePath } from '../../lib/teatro';

/** A film's poster and title, linking to its page; 'Preventa' films are styled apart. */
export function PeliculaCard({ movie, eager }: { movie: Movie; eager?: boolean }) {
  const presale = movie.type === 'Preventa';
  return (
    <Link to={moviePath(movie.slug)} className={presale ? 'vz-movie-card vz-movie-card--presale' : 'vz-movie-card'}>
      <Picture src={movie.poster} alt="" width={300} height={450} eager={eager} className="vz-movie-card__poster" />
      {presale ? <span className="vz-tag vz-tag--presale">Preventa</span> : null}
      <span className="vz-movie-card__title">{movie.title}</span>
    </Link>
  );
}
