import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';

// luxon (Bogotá time) loads beside the first paint, not in the entry chunk; lib/time sets itself up.
void import('./lib/time');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
