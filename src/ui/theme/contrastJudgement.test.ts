import { describe, expect, it } from 'vitest';
import { judgeContrast, pairingsFor } from './contrastJudgement';
import { contrastRatio } from './contrastRatio';
import { resolveTokenValue } from './resolveTokenValue';
import { themeSystem } from './system';

const colour = (token: string) => resolveTokenValue(themeSystem().tokens, `colors.${token}`);

describe('pairingsFor', () => {
  it('measures text on the page and on panels at 4.5 : 1', () => {
    expect(pairingsFor('fg.muted')).toEqual([
      { foreground: 'fg.muted', background: 'bg', role: 'text' },
      { foreground: 'fg.muted', background: 'bg.panel', role: 'text' },
    ]);
    expect(pairingsFor('category.founders').length).toBeGreaterThan(0);
    expect(pairingsFor('category.founders').every(({ role }) => role === 'text')).toBe(true);
  });

  it('measures a surface with the text drawn on it, not with itself', () => {
    expect(pairingsFor('bg.panel')).toEqual([{ foreground: 'fg', background: 'bg.panel', role: 'text' }]);
    expect(pairingsFor('bg.inverted')).toEqual([
      { foreground: 'fg.inverted', background: 'bg.inverted', role: 'text' },
    ]);
    expect(pairingsFor('bg.error').map(({ foreground }) => foreground)).toEqual(['fg', 'fg.error']);
    expect(pairingsFor('accent.solid')).toEqual([
      { foreground: 'accent.contrast', background: 'accent.solid', role: 'text' },
    ]);
  });

  it('holds control boundaries and focus rings to 3 : 1 and leaves hairlines decorative', () => {
    expect(pairingsFor('border.emphasized').map(({ role }) => role)).toEqual(['non-text', 'non-text']);
    expect(pairingsFor('accent.focusRing').map(({ role }) => role)).toEqual(['non-text', 'non-text']);
    expect(pairingsFor('border').map(({ role }) => role)).toEqual(['decorative', 'decorative']);
  });

  it('has nothing to measure for the translucent glow', () => {
    expect(pairingsFor('glow')).toEqual([]);
  });
});

describe('judgeContrast', () => {
  it('grades text at the WCAG thresholds', () => {
    expect(judgeContrast(7, 'text')).toEqual({ required: 4.5, passes: true, label: 'AAA' });
    expect(judgeContrast(4.5, 'text')).toMatchObject({ passes: true, label: 'AA' });
    expect(judgeContrast(4.49, 'text')).toMatchObject({ passes: false, label: 'below 4.5 : 1, large text only' });
    expect(judgeContrast(2.9, 'text')).toMatchObject({ passes: false, label: 'below 4.5 : 1' });
  });

  it('passes non-text colours at 3 : 1, which would fail as text', () => {
    expect(judgeContrast(3.2, 'non-text')).toEqual({ required: 3, passes: true, label: 'meets 3 : 1' });
    expect(judgeContrast(3.2, 'text').passes).toBe(false);
    expect(judgeContrast(2.99, 'non-text').passes).toBe(false);
  });

  it('never fails a decorative colour', () => {
    expect(judgeContrast(1.1, 'decorative')).toEqual({
      required: undefined,
      passes: true,
      label: 'decorative, no minimum',
    });
  });
});

describe('the theme as judged', () => {
  it('reports the border token as decorative rather than failing, though its ratio is below 3 : 1', () => {
    for (const { foreground, background, role } of pairingsFor('border')) {
      const ratio = contrastRatio(colour(foreground), colour(background)) ?? 0;
      // A hairline too faint for a control's boundary: judged as one, it would fail.
      expect(ratio).toBeGreaterThan(1);
      expect(judgeContrast(ratio, 'non-text').passes).toBe(false);
      expect(judgeContrast(ratio, role).passes).toBe(true);
    }
  });

  it('has every body text colour reach AA on the page', () => {
    for (const token of ['fg', 'fg.muted', 'accent.fg']) {
      for (const { foreground, background, role } of pairingsFor(token)) {
        expect(judgeContrast(contrastRatio(colour(foreground), colour(background)) ?? 0, role).passes).toBe(true);
      }
    }
  });
});
