import { describe, expect, it } from 'vitest';
import { themeSystem } from './system';

const system = themeSystem();
import { resolveTokenValue, type TokenLookup } from './resolveTokenValue';

describe('resolveTokenValue', () => {
  // Expected values are literals: Chakra's gray.50 and blue.300, the theme's cyan accent and Chakra's
  // black, so a resolver that went wrong in the same way for both sides of a comparison still fails.
  it('takes the dark condition of a semantic token', () => {
    // fg is black in the light condition, gray.50 in the dark one.
    expect(resolveTokenValue(system.tokens, 'colors.fg')).toBe('#fafafa');
    expect(resolveTokenValue(system.tokens, 'colors.gray.50')).toBe('#fafafa');
  });

  it('follows references down to a literal colour', () => {
    expect(resolveTokenValue(system.tokens, 'colors.category.founders')).toBe('#a3cfff');
    expect(resolveTokenValue(system.tokens, 'colors.accent.solid')).toBe('#67e8f9');
  });

  it('resolves references inside a composite value', () => {
    expect(resolveTokenValue(system.tokens, 'shadows.glow')).toBe('0 0 24px rgba(34, 211, 238, 0.35)');
  });

  it('mixes a colour with transparency for the opacity modifier', () => {
    expect(resolveTokenValue(system.tokens, 'colors.black/64')).toBe('color-mix(in srgb, #09090B 64%, transparent)');
  });

  it("reads a colour written without its category, as Chakra's shadows do", () => {
    const shadow = resolveTokenValue(system.tokens, 'shadows.md');
    expect(shadow).toContain('color-mix(in srgb, #09090B 64%, transparent)');
    expect(shadow).not.toContain('{');
  });

  it('says which token is missing or circular', () => {
    expect(() => resolveTokenValue(system.tokens, 'colors.nope')).toThrow('colors.nope');
    const loop: TokenLookup = {
      getByName: (name) => ({ value: '', extensions: { conditions: { base: name === 'a' ? '{b}' : '{a}' } } }),
    };
    expect(() => resolveTokenValue(loop, 'a')).toThrow('refers to itself');
  });
});
