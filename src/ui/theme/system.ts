import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes.ts';
import { categoryPalettes } from './categoryColors.ts';

const categoryTokens = Object.fromEntries(
  Object.entries(categoryPalettes).map(([key, palette]) => [key, { value: `{colors.${palette}.300}` }]),
);

/**
 * The dark CryptoVault look. The app always runs with the `dark` class on <html>, so Chakra's
 * dark semantic tokens apply; `accent` replaces the default teal, whose solid shade fails AA
 * contrast with white text. Exported for the test that checks the production build's staged system
 * against Chakra's own (scripts/startup/stagedChakraSystem.test.ts).
 */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { colorScheme: 'dark', colorPalette: 'accent' },
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
    // Phones: every control is at least 44x44 px (WCAG 2.2 target size; docs/behaviour.md#phones).
    // One rule here rather than a size per recipe, so tabs, segments, selects and the icon buttons
    // of every component get it too. Important, because global styles sit in a cascade layer below
    // the recipes' own minimum widths. Inline links take no min-height, as WCAG exempts them. The
    // skip link is left out: it renders unstyled under the page background (a known fault of its
    // own), and growing it would only push every phone page down.
    'button, select, input:not([type=checkbox], [type=radio]), a[href]:not([href="#chakra-skip-nav"]), [role=tab], [role=button], [role=menuitem], [data-scope=segment-group][data-part=item], [data-scope=checkbox][data-part=root], [data-scope=radio-group][data-part=item]':
      { mdDown: { minHeight: '44px !important', minWidth: '44px !important' } },
    // A control tapped before the app started, held by public/early-taps.js until the app can
    // answer it: it shows at once that the tap was taken (docs/behaviour.md#early-taps).
    // Global CSS sits in the base cascade layer, under the recipes' own outline and cursor: an
    // important rule in an earlier layer wins over a later one.
    // A view named by the address, hidden until the app has drawn it (public/early-taps.js).
    '[data-address-view-pending] [data-address-view]': { visibility: 'hidden' },
    '[data-early-tap]': {
      cursor: 'progress !important',
      outlineStyle: 'solid !important',
      outlineWidth: '2px !important',
      outlineColor: '{colors.accent.focusRing} !important',
      outlineOffset: '2px !important',
      opacity: '0.8 !important',
    },
  },
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      // The two glows of AnimatedBackground, each a layer 160% of the window: the drift the
      // background positions 0% 0% -> 30% 20% and 100% 100% -> 70% 80% made, as translations of
      // the layer (a 0.6 window overhang is 37.5% of the layer; 30% of it is 11.25%, 20% is 7.5%).
      vaultDriftA: {
        '0%, 100%': { transform: 'translate(0, 0)' },
        '50%': { transform: 'translate(-11.25%, -7.5%)' },
      },
      vaultDriftB: {
        '0%, 100%': { transform: 'translate(-37.5%, -37.5%)' },
        '50%': { transform: 'translate(-26.25%, -30%)' },
      },
    },
    tokens: {
      ...tokens,
      fonts: {
        ...tokens.fonts,
        heading: { value: "'Inter Variable', system-ui, sans-serif" },
        body: { value: "'Inter Variable', system-ui, sans-serif" },
        // Bundled like Inter: a system monospace differs from machine to machine (and so would
        // every screenshot of an address or the staff terminal).
        mono: { value: "'JetBrains Mono Variable', ui-monospace, monospace" },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        bg: {
          ...semanticTokens.colors.bg,
          DEFAULT: { value: '#070b14' },
          panel: { value: '#0f1626' },
          subtle: { value: '#131c2e' },
        },
        accent: {
          solid: { value: '{colors.cyan.300}' },
          contrast: { value: '{colors.gray.950}' },
          fg: { value: '{colors.cyan.300}' },
          muted: { value: '{colors.cyan.900}' },
          subtle: { value: '{colors.cyan.950}' },
          emphasized: { value: '{colors.cyan.800}' },
          focusRing: { value: '{colors.cyan.400}' },
          border: { value: '{colors.cyan.700}' },
        },
        glow: { value: 'rgba(34, 211, 238, 0.35)' },
        // The Command Bridge's System Terminal: a console look, darker than any panel.
        terminal: {
          bg: { value: '{colors.gray.950}' },
          fg: { value: '{colors.green.200}' },
        },
        category: categoryTokens,
      },
      shadows: {
        ...semanticTokens.shadows,
        glow: { value: '0 0 24px {colors.glow}' },
      },
    },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles: {
      ...layerStyles,
      glowPanel: {
        value: {
          bg: 'bg.panel/90',
          borderWidth: '1px',
          borderColor: 'accent.muted',
          boxShadow: '0 0 32px rgba(34, 211, 238, 0.08)',
          backdropFilter: 'blur(8px)',
        },
      },
    },
    animationStyles,
  },
});

type SystemSteps = (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;

// Production builds only (scripts/startup/stagedChakraSystem.ts): createSystem as a generator that pauses
// between its stages.
const steps = (createSystem as typeof createSystem & { steps?: SystemSteps }).steps;

let made: SystemContext | undefined;

/** The theme's system (Chakra's style engine and tokens), made on first use. */
export function themeSystem(): SystemContext {
  return (made ??= createSystem(defaultBaseConfig, themeConfig));
}

/**
 * Makes the system ahead of its first use, one stage per task where the build allows it: made in
 * one go it is the longest task of a page's start-up (docs/architecture.md#pre-rendered-pages).
 */
export async function makeThemeSystem(nextTask: () => Promise<void>): Promise<void> {
  if (!steps) {
    themeSystem();
    return;
  }
  const running = steps(defaultBaseConfig, themeConfig);
  // Not even the first stage in the task that evaluated this module.
  await nextTask();
  for (let step = running.next(); !made; step = running.next()) {
    if (step.done) made = step.value;
    else await nextTask();
  }
}
