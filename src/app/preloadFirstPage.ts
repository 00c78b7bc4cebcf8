import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { isLazyPage } from './lazyPage';
import { appRoutes } from './routes';

/**
 * Downloads the chunk of the page being opened (and starts its first reads) before the first
 * render, so that page renders at once instead of after a loading fallback (React holds a revealed
 * fallback for up to 300 ms). Meanwhile index.html's app shell is on screen. Never waits long.
 */
export async function preloadFirstPage(location: { pathname: string }, maxWaitMs = 3000): Promise<void> {
  const pages = (matchRoutes(appRoutes, location) ?? []).flatMap(({ route, params }) => {
    const page = isValidElement(route.element) ? route.element.type : undefined;
    return isLazyPage(page) ? [page.preload(params)] : [];
  });
  const loaded = Promise.all(pages).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([loaded, new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
  clearTimeout(timer);
}
