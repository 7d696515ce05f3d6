export type TextPart = { text: string } | { email: string };

// Good enough for the addresses our own copy holds; not a validator of what visitors type.
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Splits copy into plain text and the e-mail addresses in it, so a page can show each address as
 * a selectable `mailto:` link (DECISIONS.md, 2026-11-26). A full stop after an address stays text.
 */
export function emailParts(copy: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of copy.matchAll(EMAIL)) {
    const email = match[0].replace(/\.+$/, '');
    const start = match.index;
    if (start > last) parts.push({ text: copy.slice(last, start) });
    parts.push({ email });
    last = start + email.length;
  }
  if (last < copy.length) parts.push({ text: copy.slice(last) });
  return parts;
}
