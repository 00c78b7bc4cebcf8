import type { Movie } from '../../../openapi';
import { BillboardSection, type BillboardState } from '../../components/catalogue/BillboardSection';
import { billboardCarousel } from '../../components/catalogue/carousels';
import { Carousel, CarouselPlaceholder } from '../../components/catalogue/Carousel';
import { MovieCard } from '../../components/catalogue/MovieCard';
import { THEATER } from '../../lib/theater';

export interface BillboardPageViewProps extends BillboardState {
  carouselMovies?: readonly Movie[];
  onSelectDate: (date: string) => void;
  signedIn: boolean;
  onLogin: () => void;
}

/** /cartelera (spec §2): title, movie carousel, date picker, movie list. */
export function BillboardPageView({ carouselMovies, onSelectDate, signedIn, onLogin, ...billboard }: BillboardPageViewProps) {
  return (
    <div className="vz-page">
      <h1 className="vz-page-title">Cartelera</h1>
      {carouselMovies?.length ? (
        <Carousel
          label="Películas en cartelera"
          items={carouselMovies}
          settings={billboardCarousel}
          itemKey={(m) => m.id}
          renderItem={(movie, i) => <MovieCard movie={movie} eager={i < 2} />}
        />
      ) : carouselMovies ? null : (
        <CarouselPlaceholder settings={billboardCarousel} />
      )}
      <section className="vz-section" aria-labelledby="vz-billboard-dates">
        <h2 id="vz-billboard-dates">Funciones</h2>
        <BillboardSection {...billboard} onSelectDate={onSelectDate} dateWidth={150} theater={THEATER} signedIn={signedIn} onLogin={onLogin} />
      </section>
    </div>
  );
}
