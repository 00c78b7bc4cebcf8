import type { Movie } from '../../../openapi';
import { CarteleraPlaceholder } from '../../components/catalogue/CarteleraList';
import { DateButtons } from '../../components/catalogue/DateButtons';
import { Picture } from '../../components/catalogue/Picture';
import { FuncionTimes } from '../../components/catalogue/FuncionTimes';
import { NO_SHOWTIMES } from '../../components/catalogue/texts';
import type { DateOption, Showtime } from '../../../openapi';
import { trailerEmbedUrl } from '../../lib/trailer';

export interface PeliculaPageViewProps {
  movie?: Movie;
  loading?: boolean;
  theater: string;
  dates?: readonly DateOption[];
  datesLoading?: boolean;
  selectedDate?: string;
  onSelectDate: (date: string) => void;
  showtimes?: readonly Showtime[];
  showtimesLoading?: boolean;
  signedIn: boolean;
  onLogin: () => void;
}

/** Ratings whose films are exclusive for that age (spec §2). */
const AGE_NOTICES: Record<string, string> = {
  '15 años': 'Esta película es exclusiva para mayores de 15 años. Debes presentar tu documento de identidad.',
  '18 años': 'Esta película es exclusiva para mayores de 18 años. Debes presentar tu documento de identidad.',
};

const releaseDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
};

/** Movie detail (spec §2): date picker, showtimes, 'Sobre la función', Sinopsis and Trailer. */
export function PeliculaPageView(props: PeliculaPageViewProps) {
  const { movie, loading, theater, dates, datesLoading, selectedDate, onSelectDate, showtimes, showtimesLoading, signedIn, onLogin } = props;
  if (!movie) {
    return (
      <div className="vz-page" aria-busy={loading}>
        <p role="status">Cargando...</p>
        <CarteleraPlaceholder rows={1} />
      </div>
    );
  }
  const trailer = trailerEmbedUrl(movie.trailer);
  const notice = AGE_NOTICES[movie.rating];
  const noDates = !datesLoading && !dates?.length;
  return (
    <div className="vz-page">
      <article className="vz-movie">
        <Picture src={movie.poster} alt={`Póster de ${movie.title}`} width={280} height={420} eager className="vz-movie__poster" />
        <div>
          <h1 className="vz-page-title">
            {movie.title}
            {movie.type === 'Preventa' ? <span className="vz-tag vz-tag--presale">Preventa</span> : null}
          </h1>
          <p className="vz-billboard__meta">{[movie.gender, `${movie.duration} min`, movie.rating].filter(Boolean).join(' · ')}</p>
          {notice ? (
            <p className="vz-notice" role="note">
              {notice}
            </p>
          ) : null}
          <section className="vz-section" aria-labelledby="vz-movie-showtimes">
            <h2 id="vz-movie-showtimes">Funciones</h2>
            <DateButtons dates={dates} loading={datesLoading} selected={selectedDate} onSelect={onSelectDate} width={160} />
            {noDates ? null : showtimesLoading || datesLoading ? (
              <CarteleraPlaceholder rows={1} />
            ) : showtimes?.length ? (
              <FuncionTimes showtimes={showtimes} theater={theater} movieSlug={movie.slug} signedIn={signedIn} onLogin={onLogin} />
            ) : (
              <p className="vz-empty">{NO_SHOWTIMES}</p>
            )}
          </section>
          <details className="vz-details vz-section" open>
            <summary>Sobre la función</summary>
            <dl>
              <dt>Título original</dt>
              <dd>{movie.original_title}</dd>
              <dt>Título local</dt>
              <dd>{movie.title}</dd>
              <dt>Fecha de estreno</dt>
              <dd>{releaseDate(movie.date_release)}</dd>
              <dt>Clasificación</dt>
              <dd>{movie.rating}</dd>
              <dt>Duración</dt>
              <dd>{movie.duration} minutos</dd>
              <dt>Director</dt>
              <dd>{movie.director}</dd>
              <dt>Idioma</dt>
              <dd>{movie.language}</dd>
              <dt>País</dt>
              <dd>{movie.country}</dd>
            </dl>
          </details>
          <section className="vz-section" aria-labelledby="vz-movie-synopsis">
            <h2 id="vz-movie-synopsis">Sinopsis</h2>
            <p>{movie.synopsis}</p>
          </section>
          {trailer ? (
            <section className="vz-section" aria-labelledby="vz-movie-trailer">
              <h2 id="vz-movie-trailer">Trailer</h2>
              <iframe
                className="vz-trailer"
                src={trailer}
                title={`Trailer de ${movie.title}`}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
              />
            </section>
          ) : null}
        </div>
      </article>
    </div>
  );
}
