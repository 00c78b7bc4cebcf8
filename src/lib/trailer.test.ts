import { describe, expect, it } from 'vitest';
import { trailerEmbedUrl, trailerVideoId } from './trailer';

describe('trailer links (spec §2)', () => {
  it('takes the v= value of a watch link', () => {
    expect(trailerVideoId('https://www.youtube.com/watch?v=Vz3kLm9QpXa&t=10')).toBe('Vz3kLm9QpXa');
  });

  it('takes the last path segment otherwise', () => {
    expect(trailerVideoId('https://youtu.be/Rf8tQw2ZkLm')).toBe('Rf8tQw2ZkLm');
    expect(trailerVideoId('https://www.youtube.com/embed/Rf8tQw2ZkLm/')).toBe('Rf8tQw2ZkLm');
    expect(trailerEmbedUrl('https://youtu.be/Rf8tQw2ZkLm')).toBe('https://www.youtube-nocookie.com/embed/Rf8tQw2ZkLm');
  });

  it('gives nothing for a missing or malformed link', () => {
    for (const bad of [null, undefined, '', 'no es un enlace', 'javascript:alert(1)', 'https://youtu.be/', 'https://youtu.be/<script>', 'https://www.youtube.com/watch?v=']) {
      expect(trailerEmbedUrl(bad)).toBeUndefined();
    }
  });
});
