import { isValidElement, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/App';
import { isLazyPage } from './app/lazyPage';
import { appRoutes } from './app/routes';
import './app/global.css';

// luxon (Bogotá time) is not loaded here: lib/time sets itself up in whichever lazy chunk imports it.

/**
 * Downloads the chunk of the page being opened (and starts its first reads) before the first
 * render, so that page renders at once instead of after a loading fallback (React holds a revealed
 * fallback for up to 300 ms). Meanwhile index.html's app shell is on screen. Never waits long.
 */
async function preloadFirstPage(maxWaitMs = 3000): Promise<void> {
  const pages = (matchRoutes(appRoutes, window.location) ?? []).flatMap(({ route, params }) => {
    const page = isValidElement(route.element) ? route.element.type : undefined;
    return isLazyPage(page) ? [page.preload(params)] : [];
  });
  const loaded = Promise.all(pages).catch(() => undefined);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
}

// Not a top-level await: the page chunks import from the entry's chunk, which must finish evaluating.
void preloadFirstPage().then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices, so the first render does not hold the main thread in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
