import type { SwiperProps } from 'swiper/react';

type CarouselSettings = Pick<SwiperProps, 'slidesPerView' | 'breakpoints' | 'speed' | 'autoplay' | 'spaceBetween'> & {
  /** Most slides shown at once, to decide whether there are enough slides to loop. */
  maxPerView: number;
  /** Loop when there are enough slides. */
  loop?: boolean;
};

// Spec §9. Swiper breakpoints are minimum widths: "3 below 1024" = 3 until 1024 px.
export const homeCarousel: CarouselSettings = {
  slidesPerView: 1,
  breakpoints: { 600: { slidesPerView: 3 }, 1024: { slidesPerView: 3 }, 1420: { slidesPerView: 5 } },
  autoplay: { delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false },
  speed: 1000,
  spaceBetween: 12,
  maxPerView: 5,
  loop: true,
};

export const billboardCarousel: CarouselSettings = {
  slidesPerView: 2,
  breakpoints: { 600: { slidesPerView: 3 }, 1024: { slidesPerView: 5 } },
  spaceBetween: 12,
  maxPerView: 5,
};

export const roomCarousel: CarouselSettings = {
  slidesPerView: 1,
  breakpoints: { 600: { slidesPerView: 3 } },
  spaceBetween: 16,
  maxPerView: 3,
};

export const confectioneryCarousel: CarouselSettings = {
  slidesPerView: 1,
  breakpoints: { 600: { slidesPerView: 3 } },
  speed: 750,
  spaceBetween: 16,
  maxPerView: 3,
  loop: true,
};

export type { CarouselSettings };
