import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { CarouselSettings } from './carousels';

export interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  settings: CarouselSettings;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
}

const a11y = {
  prevSlideMessage: 'Anterior',
  nextSlideMessage: 'Siguiente',
  firstSlideMessage: 'Primera diapositiva',
  lastSlideMessage: 'Última diapositiva',
  slideLabelMessage: '{{index}} de {{slidesLength}}',
  containerRoleDescriptionMessage: 'carrusel',
  itemRoleDescriptionMessage: 'diapositiva',
};

/** A swiper carousel with the spec §9 settings it is given. */
export function Carousel<T>({ label, items, settings, itemKey, renderItem }: CarouselProps<T>) {
  const { maxPerView, loop, ...swiper } = settings;
  // Swiper needs enough slides to loop (and warns otherwise).
  const canLoop = Boolean(loop) && items.length >= maxPerView * 2;
  return (
    <section className="vz-carousel" aria-label={label}>
      <Swiper modules={[A11y, Autoplay, Navigation]} navigation a11y={a11y} {...swiper} autoplay={swiper.autoplay} loop={canLoop} watchOverflow>
        {items.map((item, index) => (
          <SwiperSlide key={itemKey(item)}>{renderItem(item, index)}</SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
