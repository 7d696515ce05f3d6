import type { Decorator, Preview } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { UiProvider } from '../src/ui/UiProvider';
import { RuntimeProvider } from '../src/lib/runtime/RuntimeProvider';
import { defaultHandlers } from '../src/mocks/handlers';
import { createStoryRuntime, type StoryRuntime, type StoryRuntimeParameters } from './storyRuntime';
import { StoryRouter, type StoryRouterParameters } from './StoryRouter';
import { CartProvider } from '../src/features/shop/cart/CartProvider';
import type { CartLine } from '../src/features/shop/cart/cartRules';
import type { CartBundle } from '../src/features/shop/cart/cartBundles';
import { homeBelowFold } from '../src/features/home/homeBelowFold';
import { docsBlocksLoaded } from './docsBlocksFirst';
import { resetStoryPage, restoreDocsScroll } from './storyReset';
import { configure } from 'storybook/test';
import { create } from 'storybook/theming';
import { docsThemeCss, storybookThemeVars } from './storybookThemeVars';

// What a play waits for (`waitFor`, `findBy…`) may take longer than Testing Library's default
// second when the machine is busy: npm test runs steps side by side, and a docs page plays several
// stories at once (a docs page of six back-office stories outlasted 5 s on a loaded 2-core
// machine). It is a bound, not a wait: a wait that passes still ends as soon as it can.
configure({ asyncUtilTimeout: 10_000 });

// The app is dark-only: Chakra's dark tokens apply under this class, as on the real page.
document.documentElement.classList.add('dark');
document.documentElement.lang = 'en';
// Docs pages' table rows in the dark theme (storybookThemeVars.ts).
const docsStyle = document.createElement('style');
docsStyle.textContent = docsThemeCss();
document.head.append(docsStyle);

/**
 * The preview's frame (router, cart, runtime, Chakra and its toaster) around every story but a
 * flow's own canvas: its screens are stories with their frames, and in the Storybook UI the flow's
 * canvas stays mounted beside them, so a second toaster would show every toast twice.
 */
const unlessFlow =
  (decorator: Decorator): Decorator =>
  (Story, context) =>
    context.parameters.flow ? <Story /> : decorator(Story, context);

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    mswLoader(),
    ({ parameters }) => ({ runtime: createStoryRuntime(parameters.runtime as StoryRuntimeParameters | undefined) }),
    // The home page's lower sections load in their own chunk; stories render them at once.
    async () => {
      await homeBelowFold;
      await docsBlocksLoaded;
      return {};
    },
  ],
  // Stories share one page, in the UI as in Vitest: nothing one story leaves may reach the next.
  beforeEach: resetStoryPage,
  afterEach: restoreDocsScroll,
  // A flow renders no frame of its own: each screen it shows brings its own (stories/flows).
  decorators: (
    [
      (Story, { parameters }) => (
        <StoryRouter Story={Story} parameters={(parameters.router ?? {}) as StoryRouterParameters} />
      ),
      // Padding comes from here, not from Storybook's layout, so the Vitest run (which ignores
      // layout) screenshots the same frame. Page stories set `parameters.page` and fill the canvas.
      (Story, { parameters }) =>
        parameters.page ? (
          <Story />
        ) : (
          <Box padding="4">
            <Story />
          </Box>
        ),
      // `parameters.cart` seeds the cart's lines (and `parameters.cartBundles` its bundle records);
      // without them the cart reads localStorage like the app.
      (Story, { parameters }) => (
        <CartProvider
          initialLines={parameters.cart as CartLine[] | undefined}
          initialBundles={parameters.cartBundles as CartBundle[] | undefined}
        >
          <Story />
        </CartProvider>
      ),
      (Story, { loaded }) => (
        <RuntimeProvider runtime={loaded.runtime as StoryRuntime}>
          <Story />
        </RuntimeProvider>
      ),
      (Story) => (
        <UiProvider>
          <Story />
        </UiProvider>
      ),
    ] satisfies Decorator[]
  ).map(unlessFlow),
  parameters: {
    options: {
      // The sidebar reads like the product is built: foundations first, whole journeys last.
      storySort: { order: ['Introduction', 'Foundations', 'UI', 'Features', 'Pages', 'App', 'Flows'] },
    },
    layout: 'fullscreen',
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      // Only violations fail a story. In a command-line run axe details only those (one node
      // stands for each other result): otherwise it builds a selector for every passing node, and
      // every result travels to Vitest in the story's report (per run: about 20 core-s). The
      // Storybook UI's own runs, whose a11y panel lists passes and items to review, keep every
      // result type.
      options: import.meta.env.VITEST_STORYBOOK === 'false' ? { resultTypes: ['violations'] } : {},
    },
    // Docs pages in the app's dark theme: its components have light text meant for a dark page.
    docs: { theme: create(storybookThemeVars()) },
    msw: { handlers: defaultHandlers },
    viewport: {
      options: {
        mobile: { name: 'Mobile (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1200)', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
