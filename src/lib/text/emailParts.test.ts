import { describe, expect, it } from 'vitest';
import { emailParts } from './emailParts';

describe('emailParts', () => {
  it('leaves copy without an address as one text part', () => {
    expect(emailParts('Plain packaging, every time.')).toEqual([{ text: 'Plain packaging, every time.' }]);
  });

  it('takes an address out of its sentence, without the full stop after it', () => {
    expect(emailParts('Questions? Write to privacy@cryptovault.example.')).toEqual([
      { text: 'Questions? Write to ' },
      { email: 'privacy@cryptovault.example' },
      { text: '.' },
    ]);
  });

  it('finds every address', () => {
    expect(emailParts('a@b.example or c.d@e.example')).toEqual([
      { email: 'a@b.example' },
      { text: ' or ' },
      { email: 'c.d@e.example' },
    ]);
  });
});
