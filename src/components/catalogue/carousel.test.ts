import { describe, expect, it } from 'vitest';
import { slidesPerView } from './Carousel';
import { billboardCarousel, homeCarousel, roomCarousel } from './carousels';

describe('slidesPerView (the first view painted before swiper loads)', () => {
  it('reads the breakpoints as minimum widths, like swiper (spec §9)', () => {
    expect(slidesPerView(homeCarousel, 390)).toBe(1);
    expect(slidesPerView(homeCarousel, 800)).toBe(3);
    expect(slidesPerView(homeCarousel, 1419)).toBe(3);
    expect(slidesPerView(homeCarousel, 1420)).toBe(5);
    expect(slidesPerView(billboardCarousel, 390)).toBe(2);
    expect(slidesPerView(billboardCarousel, 1024)).toBe(5);
    expect(slidesPerView(roomCarousel, 599)).toBe(1);
    expect(slidesPerView(roomCarousel, 600)).toBe(3);
  });
});
