import type { Preview } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { theme } from '../src/app/theme';
import { setUpTime } from '../src/lib/time';
import '../src/app/global.css';

setUpTime();
// A play's findBy… waits this long for what it looks for (Testing Library's 1 s default failed a
// dialog's story once, in a full run on a 2-core host at twice its usual load).
configure({ asyncUtilTimeout: 5_000 });

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
