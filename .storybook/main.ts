import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The MSW worker is served to Storybook only; production builds never ship it.
  staticDirs: ['../src/mocks/static'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
