import { useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { FeedbackProvider } from './feedback';
import { appRoutes } from './routes';
import { swrConfig } from './swr';
import { theme } from './theme';

/** Theme and locale (antd, es_ES), swr policy and the global feedback (status dialog, overlay). */
export function AppProviders({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <SWRConfig value={swr ? { ...swrConfig, ...swr } : swrConfig}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </SWRConfig>
    </ConfigProvider>
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
