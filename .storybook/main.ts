import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  // Offline machine: without this every build waits for the telemetry request to time out (STACK.md gotcha 8).
  core: { disableTelemetry: true },
};

export default config;
