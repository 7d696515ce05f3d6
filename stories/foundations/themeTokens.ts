import { themeSystem } from '../../src/ui/theme/system';
import { resolveTokenValue } from '../../src/ui/theme/resolveTokenValue';

/** A token's value as the dark app renders it, read from the app's own Chakra system. */
export function tokenValue(name: string): string {
  return resolveTokenValue(themeSystem().tokens, name);
}

/**
 * The names of one token category (`colors`, `spacing`, ...), in the system's order. Chakra adds
 * virtual `colorPalette.*` tokens for its palette switching; they are not values of the theme.
 */
export function tokenNames(category: string, keep: (name: string) => boolean = () => true): string[] {
  const tokens = themeSystem().tokens.categoryMap.get(category as never);
  if (!tokens) return [];
  return [...tokens.values()].map((token) => token.name).filter((name) => !name.includes('colorPalette') && keep(name));
}

/** `colors.bg.panel` → `bg.panel`: the name a component's style props use. */
export function propName(name: string): string {
  return name.split('.').slice(1).join('.');
}
