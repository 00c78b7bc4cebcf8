import type { Banner, Movie } from '../../../openapi';

export type HomeSlide = { kind: 'banner'; banner: Banner } | { kind: 'movie'; movie: Movie };

/** Banners and films mixed in a random order (spec §2: the shuffled home carousel). */
export function mixSlides(banners: readonly Banner[], movies: readonly Movie[], random: () => number = Math.random): HomeSlide[] {
  const slides: HomeSlide[] = [
    ...banners.map((banner) => ({ kind: 'banner' as const, banner })),
    ...movies.map((movie) => ({ kind: 'movie' as const, movie })),
  ];
  for (let i = slides.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slides[i], slides[j]] = [slides[j], slides[i]];
  }
  return slides;
}

export const slideKey = (slide: HomeSlide) => (slide.kind === 'banner' ? `b${slide.banner.id}` : `m${slide.movie.id}`);
