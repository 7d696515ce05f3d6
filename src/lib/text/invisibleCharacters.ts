/**
 * Characters that show nothing: zero-width spaces and joiners, the byte-order mark, the soft
 * hyphen, direction overrides and the rest of Unicode's "format" category (Cf), and control
 * characters (Cc). In a name or an address they make two strings that look the same differ, so
 * a pasted "csm" with a zero-width space would not log in and an e-mail could not be used.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

export function hasInvisibleCharacters(text: string): boolean {
  return new RegExp(INVISIBLE.source, 'u').test(text);
}

/** The text without them (and trimmed): what a username or e-mail field means. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE, '').trim();
}
