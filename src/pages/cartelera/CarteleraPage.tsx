import { useSession } from '../../app/session';
import { useCartelera } from '../../hooks/useCartelera';
import { usePeliculas } from '../../hooks/usePeliculas';
import { CarteleraPageView } from './CarteleraPageView';

/** Cartelera (spec §2). */
export default function CarteleraPage() {
  const billboard = useCartelera();
  const { movies } = usePeliculas();
  const session = useSession();
  return <CarteleraPageView {...billboard} carouselMovies={movies} signedIn={session.signedIn} onLogin={session.openLogin} />;
}
