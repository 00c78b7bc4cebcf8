import type { Preview } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { theme } from '../src/app/theme';
import { setUpTime } from '../src/lib/time';
import '../src/app/global.css';

setUpTime();

/** Every story gets the app's theme and locale, a router and a fresh, network-free swr cache. */
const preview: Preview = {
  decorators: [
    (Story, { parameters }) => (
      <ConfigProvider locale={esES} theme={theme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0, revalidateOnFocus: false }}>
          <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
            <Story />
          </MemoryRouter>
        </SWRConfig>
      </ConfigProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
