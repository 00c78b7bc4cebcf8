import { describe, expect, it } from 'vitest';
import { readUrl } from './preload';

describe('readUrl (matches the early reads index.html starts)', () => {
  it('fills path parameters and adds the query like the API client', () => {
    expect(readUrl(['/settings', undefined])).toBe('/api/v1/settings');
    expect(readUrl(['/dates/{theater}', { path: { theater: 'viziona' } }])).toBe('/api/v1/dates/viziona');
    expect(readUrl(['/movies/theater/{theater}/showtimes', { path: { theater: 'viziona' }, query: { date: '2026-11-21' } }])).toBe(
      '/api/v1/movies/theater/viziona/showtimes?date=2026-11-21',
    );
    expect(readUrl(['/movies/theater/{theater}/{slug}/showtimes', { path: { theater: 'viziona', slug: 'orbita-cero' }, query: {} }])).toBe(
      '/api/v1/movies/theater/viziona/orbita-cero/showtimes',
    );
  });
});
