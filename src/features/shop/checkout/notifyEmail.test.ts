import { describe, expect, it } from 'vitest';
import { emailFromField, emailProblem, launchNotifyEmailStore } from './notifyEmail';

describe('emailProblem', () => {
  it('accepts ordinary addresses', () => {
    expect(emailProblem('name@example.com')).toBeNull();
    expect(emailProblem('  first.last+tag@mail.example.co.uk ')).toBeNull();
  });

  it('asks for an address when there is none', () => {
    expect(emailProblem('   ')).toBe('missing');
  });

  it.each(['name', 'name@', '@example.com', 'name@example', 'na me@example.com', 'name@example.', 'name@@example.com'])(
    'rejects %s',
    (text) => expect(emailProblem(text)).toBe('invalid'),
  );
});

describe('emailFromField', () => {
  it('drops a zero-width space and other invisible characters from a typed address', () => {
    const typed = ' na\u200Bme@exam\uFEFFple.com\u200D ';
    expect(emailProblem(typed)).toBe('invalid');
    expect(emailFromField(typed)).toBe('name@example.com');
    expect(emailProblem(emailFromField(typed))).toBeNull();
  });

  it('refuses an address over 254 characters', () => {
    expect(emailProblem(`${'a'.repeat(242)}@example.com`)).toBeNull();
    expect(emailProblem(`${'a'.repeat(243)}@example.com`)).toBe('invalid');
  });
});

describe('launchNotifyEmailStore.repair', () => {
  it('keeps a valid stored address and drops anything else', () => {
    expect(launchNotifyEmailStore.repair('name@example.com')).toEqual({ value: 'name@example.com', problems: [] });
    expect(launchNotifyEmailStore.repair({ email: 1 }).value).toBeNull();
    expect(launchNotifyEmailStore.repair('nope').problems).toHaveLength(1);
  });
});
