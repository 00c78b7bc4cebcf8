import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { CarouselProps } from './Carousel.types';

const a11y = {
  prevSlideMessage: 'Anterior',
  nextSlideMessage: 'Siguiente',
  firstSlideMessage: 'Primera diapositiva',
  lastSlideMessage: 'Última diapositiva',
  slideLabelMessage: '{{index}} de {{slidesLength}}',
  containerRoleDescriptionMessage: 'carrusel',
  itemRoleDescriptionMessage: 'diapositiva',
};

/** The swiper behind a Carousel, with the spec §9 settings it is given (loaded once the carousel is near). */
export function SwiperCarousel<T>({ items, settings, itemKey, renderItem }: Omit<CarouselProps<T>, 'label'>) {
  const { maxPerView, loop, ...swiper } = settings;
  // Swiper needs enough slides to loop (and warns otherwise).
  const canLoop = Boolean(loop) && items.length >= maxPerView * 2;
  return (
    <Swiper modules={[A11y, Autoplay, Navigation]} navigation a11y={a11y} {...swiper} autoplay={swiper.autoplay} loop={canLoop} watchOverflow>
      {items.map((item, index) => (
        <SwiperSlide key={itemKey(item)}>{renderItem(item, index)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
