import { Link } from 'react-router-dom';
import type { Movie, Room } from '../../../openapi';
import { CarteleraSection, type BillboardState } from '../../components/catalogue/CarteleraSection';
import { homeCarousel, roomCarousel, billboardCarousel } from '../../components/catalogue/carousels';
import { Carousel, CarouselPlaceholder } from '../../components/catalogue/Carousel';
import { PeliculaCard } from '../../components/catalogue/PeliculaCard';
import { Picture } from '../../components/catalogue/Picture';
import { SalaCard } from '../../components/catalogue/SalaCard';
import { THEATER } from '../../lib/teatro';
import { PopupDialog } from './PopupDialog';
import type { PopupContent } from './popup';
import { slideKey, type HomeSlide } from './slides';

export interface HomePageViewProps extends BillboardState {
  slides?: readonly HomeSlide[];
  releases?: readonly Movie[];
  rooms?: readonly Room[];
  popup?: PopupContent;
  popupOpen: boolean;
  onPopupClose: () => void;
  onSelectDate: (date: string) => void;
  signedIn: boolean;
  onLogin: () => void;
}

function Slide({ slide, eager }: { slide: HomeSlide; eager: boolean }) {
  if (slide.kind === 'movie') return <PeliculaCard movie={slide.movie} eager={eager} />;
  const { banner } = slide;
  const content = (
    <>
      <Picture src={banner.image} alt="" width={300} height={450} eager={eager} className="vz-slide__image" />
      <span className="vz-slide__caption">{banner.name}</span>
    </>
  );
  return banner.url.startsWith('/') && banner.target === '_self' ? (
    <Link to={banner.url} className="vz-slide">
      {content}
    </Link>
  ) : (
    <a href={banner.url} target={banner.target} rel={banner.target === '_blank' ? 'noopener noreferrer' : undefined} className="vz-slide">
      {content}
    </a>
  );
}

const clubSteps = [
  { title: 'Regístrate', text: 'Crea tu cuenta en Viziona e inicia sesión.' },
  { title: 'Compra tu membresía', text: 'Adquiere el Club Vizionarios en línea desde la página del club.' },
  { title: 'Disfruta', text: 'Hasta 20 % de descuento en máximo 6 boletas y 6 combos al día.' },
];

const buySteps = [
  { title: 'Elige tu película', text: 'Busca en la cartelera la película, la fecha y la hora.' },
  { title: 'Escoge tus sillas', text: 'Selecciona tus sillas en el mapa de la sala.' },
  { title: 'Agrega confitería', text: 'Suma combos y productos a tu compra.' },
  { title: 'Paga en línea', text: 'Paga con tarjeta o PSE y recibe tus códigos QR.' },
];

function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="vz-steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Home (spec §2): carousel, billboard, club steps, how-to-buy steps, releases, rooms and the popup. */
export function HomePageView({ slides, releases, rooms, popup, popupOpen, onPopupClose, onSelectDate, signedIn, onLogin, ...billboard }: HomePageViewProps) {
  return (
    <div className="vz-page">
      <h1 className="vz-visually-hidden">Viziona: cine en cartelera</h1>
      {slides?.length ? (
        <Carousel label="Destacados" items={slides} settings={homeCarousel} itemKey={slideKey} renderItem={(slide, i) => <Slide slide={slide} eager={i < 1} />} />
      ) : slides ? null : (
        <CarouselPlaceholder settings={homeCarousel} />
      )}
      <section className="vz-section" aria-labelledby="vz-home-billboard">
        <h2 id="vz-home-billboard">Cartelera</h2>
        <CarteleraSection {...billboard} onSelectDate={onSelectDate} dateWidth={150} theater={THEATER} signedIn={signedIn} onLogin={onLogin} />
      </section>
      <section className="vz-section" aria-labelledby="vz-home-club">
        <h2 id="vz-home-club">Club Vizionarios</h2>
        <Steps steps={clubSteps} />
        <p>
          <Link to="/club-vizionarios">Conoce el Club Vizionarios</Link>
        </p>
      </section>
      <section className="vz-section" aria-labelledby="vz-home-buy">
        <h2 id="vz-home-buy">¿Cómo comprar?</h2>
        <Steps steps={buySteps} />
      </section>
      {releases?.length ? (
        <section className="vz-section" aria-labelledby="vz-home-releases">
          <h2 id="vz-home-releases">Próximos estrenos</h2>
          <Carousel label="Próximos estrenos" items={releases} settings={billboardCarousel} itemKey={(m) => m.id} renderItem={(movie) => <PeliculaCard movie={movie} />} />
        </section>
      ) : null}
      {rooms?.length ? (
        <section className="vz-section" aria-labelledby="vz-home-rooms">
          <h2 id="vz-home-rooms">Nuestras salas</h2>
          <Carousel label="Salas" items={rooms} settings={roomCarousel} itemKey={(r) => r.id} renderItem={(room) => <SalaCard room={room} />} />
        </section>
      ) : null}
      {popup ? <PopupDialog popup={popup} open={popupOpen} onClose={onPopupClose} /> : null}
    </div>
  );
}
