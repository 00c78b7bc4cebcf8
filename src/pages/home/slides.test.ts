import { describe, expect, it } from 'vitest';
import { banners, movies } from '../fixtures';
import { mixSlides, slideKey } from './slides';

describe('mixSlides', () => {
  it('keeps every banner and film once', () => {
    const slides = mixSlides(banners, movies);
    expect(slides.map(slideKey).sort()).toEqual(['b1', 'm1', 'm2', 'm3']);
  });

  it('shuffles with the given randomness', () => {
    const first = mixSlides(banners, movies, () => 0).map(slideKey);
    const last = mixSlides(banners, movies, () => 0.999).map(slideKey);
    expect(first).not.toEqual(last);
    expect(last).toEqual(['b1', 'm1', 'm2', 'm3']);
  });
});
