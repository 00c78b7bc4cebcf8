// antd's component styles as a static stylesheet, made at build time (vite.config.ts), so the
// browser downloads CSS once instead of generating ~110 KB of it in JavaScript on every antd page
// (the purchase page spent most of its blocking time there on a phone). The components below are
// rendered on the server with the app's theme, their styles extracted with the cache map antd's
// CSS-in-JS reads on its first style: a style listed there is not generated again in the browser.
// Anything not rendered here (a component added later, a message) is still generated at run time,
// so a missing entry costs speed, never looks.
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Alert, App, Button, Card, ConfigProvider, Drawer, Empty, Form, Input, InputNumber, Modal, Radio, Result, Segmented, Select, Skeleton, Space, Spin } from 'antd';
import esES from 'antd/locale/es_ES';
import { theme } from '../src/app/theme.ts';

/**
 * The components of the purchase screen (src/pages/purchase, src/features/checkout) and of the
 * account forms every visitor meets (login, registration): about 310 KB of CSS, 28 KB gzipped.
 * Components only other pages use (tabs, steps, descriptions…) stay generated where they appear.
 */
function purchaseAndFormComponents(): ReactNode[] {
  return [
    h(Alert, { key: 'alert', type: 'error', title: 'x' }),
    h(Button, { key: 'button' }, 'x'),
    h(Card, { key: 'card', title: 'x' }, 'x'),
    h(Drawer, { key: 'drawer' }),
    h(Empty, { key: 'empty' }),
    h(Form, { key: 'form' }, h(Form.Item, { label: 'x', name: 'x', help: 'x', validateStatus: 'error' }, h(Input, null))),
    h(Input, { key: 'input' }),
    h(Input.Password, { key: 'password' }),
    h(InputNumber, { key: 'number' }),
    h(Modal, { key: 'modal' }),
    h(Radio.Group, { key: 'radio', options: ['x'] }),
    h(Result, { key: 'result', status: 'success', title: 'x' }),
    h(Segmented, { key: 'segmented', options: ['x'] }),
    h(Select, { key: 'select', options: [{ value: 'x' }] }),
    h(Skeleton, { key: 'skeleton', active: true }),
    h(Space, { key: 'space' }, 'x'),
    h(Spin, { key: 'spin' }),
  ];
}

/** The stylesheet: component styles only (the theme's CSS variables are still made at run time, they are small). */
export function antdStaticCss(): string {
  const cache = createCache();
  renderToString(
    h(StyleProvider, { cache }, h(ConfigProvider, { locale: esES, theme }, h(App, { component: false }, ...purchaseAndFormComponents()))),
  );
  // In a layer, below every unlayered rule: the app's own CSS keeps winning ties, as it did over
  // the styles antd puts first in <head> at run time.
  return `@layer antd {${extractStyle(cache, { plain: true, types: ['style'] })}}`;
}

