/**
 * Which colour each theme token is measured against, and the WCAG 2 minimum it must meet there,
 * for the contrast table of Storybook's Foundations/Colours page. A token is judged by how the
 * app uses it: text needs 4.5 : 1 on its surface (1.4.3), a boundary or indicator that identifies
 * a control needs 3 : 1 (1.4.11), and a decorative hairline has no minimum.
 */

/** How a colour is used: what it is drawn as decides the minimum it needs. */
export type ContrastRole = 'text' | 'non-text' | 'decorative';

/** A foreground token drawn on a background token (both as style props name them: `fg.muted`). */
export interface Pairing {
  foreground: string;
  background: string;
  role: ContrastRole;
}

/** The lowest passing ratio per role; decorative colours have none. */
export const minimumRatio: Record<ContrastRole, number | undefined> = {
  text: 4.5,
  'non-text': 3,
  decorative: undefined,
};

/** The surfaces loose text, icons and lines are drawn on: the page and the panels on it. */
const pageSurfaces = ['bg', 'bg.panel'];

const statuses = new Set(['error', 'warning', 'success', 'info']);

// Chakra's hairlines (`border`, `border.muted`, `border.subtle`) and the accent outlines of panels
// and hover states separate areas that are already told apart by their content: WCAG 1.4.11
// exempts them. `border.emphasized` is the outline of the quantity field and the staff forms'
// boxes, so it identifies a control and is held to 3 : 1.
const decorativeColours = new Set(['border', 'border.muted', 'border.subtle', 'accent.muted', 'accent.border']);

const onPage = (foreground: string, role: ContrastRole): Pairing[] =>
  pageSurfaces.map((background) => ({ foreground, background, role }));

/** The pairings a token is judged in, from its name; empty for a colour that is never drawn alone. */
export function pairingsFor(token: string): Pairing[] {
  const [group, variant] = token.split('.');
  if (token === 'glow') return [];
  if (token === 'accent.contrast') return [{ foreground: token, background: 'accent.solid', role: 'text' }];
  if (token === 'fg.inverted') return [{ foreground: token, background: 'bg.inverted', role: 'text' }];
  if (token === 'bg.inverted') return [{ foreground: 'fg.inverted', background: token, role: 'text' }];
  if (token === 'terminal.fg') return [{ foreground: token, background: 'terminal.bg', role: 'text' }];
  if (token === 'terminal.bg') return [{ foreground: 'terminal.fg', background: token, role: 'text' }];
  // Solid accent buttons: dark text on the accent.
  if (token === 'accent.solid') return [{ foreground: 'accent.contrast', background: token, role: 'text' }];
  // Chakra's subtle and surface variants set the palette's text colour on these.
  if (token === 'accent.subtle' || token === 'accent.emphasized') {
    return [{ foreground: 'accent.fg', background: token, role: 'text' }];
  }
  if (group === 'bg') {
    const text = [{ foreground: 'fg', background: token, role: 'text' as const }];
    return variant && statuses.has(variant)
      ? [...text, { foreground: `fg.${variant}`, background: token, role: 'text' }]
      : text;
  }
  if (decorativeColours.has(token)) return onPage(token, 'decorative');
  if (group === 'border' || token === 'accent.focusRing') return onPage(token, 'non-text');
  return onPage(token, 'text');
}

export interface Verdict {
  /** The minimum the role asks for, if any. */
  required: number | undefined;
  passes: boolean;
  /** What a designer reads: the level reached, or what is missing. */
  label: string;
}

/** Judges a measured ratio against its role's minimum, naming the WCAG level text reaches. */
export function judgeContrast(ratio: number, role: ContrastRole): Verdict {
  const required = minimumRatio[role];
  if (required === undefined) return { required, passes: true, label: 'decorative, no minimum' };
  const passes = ratio >= required;
  if (role === 'non-text') return { required, passes, label: passes ? 'meets 3 : 1' : 'below 3 : 1' };
  if (ratio >= 7) return { required, passes, label: 'AAA' };
  if (passes) return { required, passes, label: 'AA' };
  return { required, passes, label: ratio >= 3 ? 'below 4.5 : 1, large text only' : 'below 4.5 : 1' };
}
