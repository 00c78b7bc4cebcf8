import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { theme } from './theme';
// antd's styles of the purchase screen and the account forms as a stylesheet made at build time
// (vite.config.ts): antd's CSS-in-JS reads its list on its first style and skips making those.
import './antd-static.css';

/**
 * antd's theme and Spanish locale. Only the lazily loaded pages and dialogs made with antd sit in
 * one, so antd's core (CSS-in-JS runtime, locale, form code) stays out of the first paint. antd's
 * App (messages, notifications and modals through App.useApp()) sits only where it is used, in
 * ToastHost: with it here, every antd page's first view carried the message, notification and
 * modal code.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
