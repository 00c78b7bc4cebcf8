import type { Movie } from '../../../openapi';
import { CarteleraSection, type BillboardState } from '../../components/catalogue/CarteleraSection';
import { billboardCarousel } from '../../components/catalogue/carousels';
import { Carousel, CarouselPlaceholder } from '../../components/catalogue/Carousel';
import { PeliculaCard } from '../../components/catalogue/PeliculaCard';
import { THEATER } from '../../lib/teatro';

export interface CarteleraPageViewProps extends BillboardState {
  carouselMovies?: readonly Movie[];
  onSelectDate: (date: string) => void;
  signedIn: boolean;
  onLogin: () => void;
}

/** /cartelera (spec §2): title, movie carousel, date picker, movie list. */
export function CarteleraPageView({ carouselMovies, onSelectDate, signedIn, onLogin, ...billboard }: CarteleraPageViewProps) {
  return (
    <div className="vz-page">
      <h1 className="vz-page-title">Cartelera</h1>
      {carouselMovies?.length ? (
        <Carousel
          label="Películas en cartelera"
          items={carouselMovies}
          settings={billboardCarousel}
          itemKey={(m) => m.id}
          renderItem={(movie, i) => <PeliculaCard movie={movie} eager={i < 2} />}
        />
      ) : carouselMovies ? null : (
        <CarouselPlaceholder settings={billboardCarousel} />
      )}
      <section className="vz-section" aria-labelledby="vz-billboard-dates">
        <h2 id="vz-billboard-dates">Funciones</h2>
        <CarteleraSection {...billboard} onSelectDate={onSelectDate} dateWidth={150} theater={THEATER} signedIn={signedIn} onLogin={onLogin} />
      </section>
    </div>
  );
}
