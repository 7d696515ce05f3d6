import { describe, expect, it } from 'vitest';
import { credentialsChangeError } from './credentialsChange';

describe('credentialsChangeError', () => {
  it('checks matching first, then password length, then username length', () => {
    expect(credentialsChangeError({ username: 'x', password: 'ab', confirmPassword: 'abc' })).toBe(
      'Passwords do not match',
    );
    expect(credentialsChangeError({ username: 'x', password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 4 characters long',
    );
    expect(credentialsChangeError({ username: 'xy', password: 'abcd', confirmPassword: 'abcd' })).toBe(
      'Username must be at least 3 characters long',
    );
  });

  it('accepts the minimum lengths and ignores surrounding spaces in the name', () => {
    expect(credentialsChangeError({ username: 'abc', password: 'abcd', confirmPassword: 'abcd' })).toBeNull();
    expect(credentialsChangeError({ username: ' ab ', password: 'abcd', confirmPassword: 'abcd' })).not.toBeNull();
  });
});
