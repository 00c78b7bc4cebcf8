import { useSession } from '../../app/session';
import { useBillboard } from '../../hooks/useBillboard';
import { useTheaterMovies } from '../../hooks/useTheaterMovies';
import { BillboardPageView } from './BillboardPageView';

/** Cartelera (spec §2). */
export default function BillboardPage() {
  const billboard = useBillboard();
  const { movies } = useTheaterMovies();
  const session = useSession();
  return <BillboardPageView {...billboard} carouselMovies={movies} signedIn={session.signedIn} onLogin={session.openLogin} />;
}
