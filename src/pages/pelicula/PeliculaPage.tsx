import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { useDocumentTitle } from '../../app/documentTitle';
import { useSession } from '../../app/session';
import { THEATER } from '../../lib/teatro';
import { notFoundIsAnAnswer } from '../../hooks/quiet';
import { PeliculaPageView } from './PeliculaPageView';

/** Detalle de película (spec §2); an unknown film (or theater) goes to /404. */
export default function PeliculaPage() {
  const { slug = '', theater = THEATER } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [chosen, setChosen] = useState<string>();
  const movie = useApi('/movies/{slug}', { path: { slug } }, notFoundIsAnAnswer);
  const showtimes = useApi(
    movie.data ? '/movies/theater/{theater}/{slug}/showtimes' : null,
    { path: { theater, slug }, query: chosen ? { date: chosen } : {} },
    { ...notFoundIsAnAnswer, keepPreviousData: true },
  );
  const missing = movie.error?.status === 404 || movie.error?.status === 400 || showtimes.error?.status === 404;
  useEffect(() => {
    if (missing) navigate('/404', { replace: true });
  }, [missing, navigate]);
  useDocumentTitle(movie.data?.title);
  // Chosen date persists while the same film stays on screen.
  useEffect(() => setChosen(undefined), [slug]);

  const dates = showtimes.data?.dates ?? (showtimes.error ? [] : undefined);
  return (
    <PeliculaPageView
      movie={movie.data}
      loading={movie.isLoading}
      theater={theater}
      dates={dates}
      datesLoading={!showtimes.data && !showtimes.error}
      selectedDate={chosen ?? dates?.[0]?.function_date}
      onSelectDate={setChosen}
      showtimes={showtimes.data?.showtimes}
      showtimesLoading={showtimes.isLoading}
      signedIn={session.signedIn}
      onLogin={session.openLogin}
    />
  );
}
