import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { FeedbackProvider } from './feedback';
import { appRoutes } from './routes';
import { swrConfig } from './swr';

/**
 * swr policy and the global feedback (status dialog, overlay). antd's theme and locale are not
 * here: the pages and dialogs made with antd bring their own scope (lazyWithAntd), so the first
 * paint of the public pages does not wait for antd.
 */
export function AppProviders({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <SWRConfig value={swr ? { ...swrConfig, ...swr } : swrConfig}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </SWRConfig>
  );
}

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
