import type { ReactNode } from 'react';
import type { CarouselSettings } from './carousels';

/** What a Carousel is given; SwiperCarousel, which it loads, takes the same (without the label). */
export interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  settings: CarouselSettings;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
}
