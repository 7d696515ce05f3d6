import type { ThemeVars } from 'storybook/theming';
import { themeSystem } from '../src/ui/theme/system.ts';
import { resolveTokenValue } from '../src/ui/theme/resolveTokenValue.ts';

/**
 * Storybook's own frame (manager) and its Docs pages in the app's colours, read from the app's
 * theme so the two never drift. The app is dark-only, so Docs pages are dark too: the components
 * they show use light text meant for the app's dark background.
 */
const token = (name: string) => resolveTokenValue(themeSystem().tokens, name);

export function storybookThemeVars(): ThemeVars {
  return {
    base: 'dark',
    brandTitle: 'CryptoVault',
    brandUrl: './?path=/docs/introduction--docs',
    brandTarget: '_self',
    colorPrimary: token('colors.accent.solid'),
    colorSecondary: token('colors.accent.solid'),
    appBg: token('colors.bg.panel'),
    appContentBg: token('colors.bg'),
    appPreviewBg: token('colors.bg'),
    appBorderColor: token('colors.accent.muted'),
    appBorderRadius: 8,
    textColor: token('colors.fg'),
    textMutedColor: token('colors.fg.muted'),
    textInverseColor: token('colors.accent.contrast'),
    barBg: token('colors.bg.subtle'),
    barTextColor: token('colors.fg.muted'),
    barSelectedColor: token('colors.accent.fg'),
    barHoverColor: token('colors.accent.fg'),
    inputBg: token('colors.bg'),
    inputBorder: token('colors.border'),
    inputTextColor: token('colors.fg'),
    inputBorderRadius: 6,
    fontBase: "'Inter Variable', system-ui, sans-serif",
    fontCode: "'JetBrains Mono Variable', ui-monospace, monospace",
  };
}

/**
 * What the docs theme cannot set. Storybook's docs typography shades a table's even rows with a
 * light grey fixed in its own styles (`tr:nth-of-type(2n)`), under the dark theme's light text:
 * here they take the app's subtle background, as the bars do.
 */
export function docsThemeCss(vars: ThemeVars = storybookThemeVars()): string {
  return `.sbdocs table tr:nth-of-type(2n) { background-color: ${vars.barBg}; }`;
}
