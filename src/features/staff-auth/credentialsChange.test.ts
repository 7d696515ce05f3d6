import { describe, expect, it } from 'vitest';
import { credentialsChangeError, usernameFromField } from './credentialsChange';

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

  it('accepts the minimum lengths; the name is checked as it will be saved', () => {
    expect(credentialsChangeError({ username: 'abc', password: 'abcd', confirmPassword: 'abcd' })).toBeNull();
    const username = usernameFromField(' a\u200Bb ');
    expect(username).toBe('ab');
    expect(credentialsChangeError({ username, password: 'abcd', confirmPassword: 'abcd' })).not.toBeNull();
  });

  it('refuses a password over 128 characters, then a name over 64, after the other checks', () => {
    const long = 'p'.repeat(129);
    expect(credentialsChangeError({ username: 'x', password: long, confirmPassword: long })).toBe(
      'Password must be at most 128 characters long',
    );
    expect(credentialsChangeError({ username: 'x', password: 'p'.repeat(128), confirmPassword: 'p'.repeat(128) })).toBe(
      'Username must be at least 3 characters long',
    );
    expect(credentialsChangeError({ username: 'u'.repeat(65), password: 'abcd', confirmPassword: 'abcd' })).toBe(
      'Username must be at most 64 characters long',
    );
    expect(credentialsChangeError({ username: 'u'.repeat(64), password: 'abcd', confirmPassword: 'abcd' })).toBeNull();
  });
});
