import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import remarkGfm from 'remark-gfm';
import { MANAGER_THEME_GLOBAL } from './managerThemeGlobal.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured markdown, so the MDX pages' tables render as tables.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // Storybook composes the Storybook of any installed package that names one (Chakra does): its
  // pages live online, so offline its sidebar entry only says "Something went wrong".
  refs: { '@chakra-ui/react': { disable: true } },
  // The manager's theme is made here, in Node, and handed over in the page: made in the manager's
  // own bundle, the app's theme pulls in Chakra and with it a second React, which the dev server's
  // manager cannot run ("recentlyCreatedOwnerStacks").
  managerHead: async (head) => {
    const { storybookThemeVars } = await import('./storybookThemeVars.ts');
    const vars = JSON.stringify(storybookThemeVars()).replaceAll('<', '\\u003c');
    return `${head}<script>window.${MANAGER_THEME_GLOBAL} = ${vars};</script>`;
  },
  // The Icons page's icons, and only those (appIconsModule.ts).
  viteFinal: async (viteConfig) => {
    const { appIconsModule } = await import('./appIconsModule.ts');
    return mergeConfig(viteConfig, { plugins: [appIconsModule(fileURLToPath(new URL('../src', import.meta.url)))] });
  },
  // The MSW worker is served to Storybook only; production builds never ship it.
  staticDirs: ['../src/mocks/static'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The Introduction page is the designers' start, not Storybook's own "Get started" checklist.
  features: { sidebarOnboardingChecklist: false },
};

export default config;
