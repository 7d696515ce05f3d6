/** The part of a Chakra system's token dictionary this module reads. */
export interface TokenLookup {
  getByName(
    name: string,
  ): { value: string; originalValue?: unknown; extensions: { conditions?: Record<string, string> } } | undefined;
}

const reference = /\{([^}]+)\}/g;

/** Chakra's name for the dark colour mode's condition. */
const DARK = '_dark';

/**
 * A token's literal value as the dark app sees it: the `_dark` condition when the token has one,
 * with every `{colors.x.y}` reference followed to its end. The Foundations pages of Storybook
 * show these values, so they always match the system the app is built with.
 */
export function resolveTokenValue(tokens: TokenLookup, name: string, seen: ReadonlySet<string> = new Set()): string {
  // Chakra's opacity modifier, as in `{colors.black/64}`: the colour mixed with transparency.
  const [base, opacity] = name.split('/');
  if (base && opacity) {
    return `color-mix(in srgb, ${resolveTokenValue(tokens, base, seen)} ${opacity}%, transparent)`;
  }
  // Chakra's own shadows write colours without their category, as in `{black/64}`.
  const token = tokens.getByName(name) ?? tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`The theme has no token ${name}.`);
  if (seen.has(name)) throw new Error(`The token ${name} refers to itself.`);
  const conditions = token.extensions.conditions;
  const raw =
    conditions?.[DARK] ??
    conditions?.base ??
    (typeof token.originalValue === 'string' ? token.originalValue : token.value);
  const path = new Set(seen).add(name);
  return raw.replace(reference, (_, inner: string) => resolveTokenValue(tokens, inner, path));
}
