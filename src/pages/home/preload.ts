import { preloadBillboard, preloadRead } from '../../api/preload';

/** Home's reads (HomePage), started while its chunk downloads. */
export function preloadHome(): void {
  preloadBillboard();
  preloadRead(['/banners/web', undefined]);
  preloadRead(['/settings', undefined]);
  preloadRead(['/movies/releases', undefined]);
  preloadRead(['/room-details', undefined]);
}
