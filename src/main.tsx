import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstPage } from './app/preloadFirstPage';
import './app/global.css';

// luxon (Bogotá time) is not loaded here: lib/time sets itself up in whichever lazy chunk imports it.

// Not a top-level await: the page chunks import from the entry's chunk, which must finish evaluating.
void preloadFirstPage(window.location).then(() => {
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
