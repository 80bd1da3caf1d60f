import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  passwordMaxLength,
  passwordMinLength,
  passwordProblem,
  postedPasswordLength,
} from '../../shared/password.ts';

describe('passwords (spec §5, §9: required, at least 6 characters)', () => {
  it('has a minimum of 6', () => {
    expect(passwordMinLength).toBe(6);
  });

  it('says when the password is missing', () => {
    expect(passwordProblem('')).toBe('missing');
    expect(isValidPassword('')).toBe(false);
  });

  it('refuses 5 characters and accepts 6', () => {
    expect(passwordProblem('abcde')).toBe('tooShort');
    expect(passwordProblem('abcdef')).toBeNull();
    expect(isValidPassword('motdepasse')).toBe(true);
  });

  it('refuses more than the product API keeps, 200 characters, rather than cut it', () => {
    expect(passwordMaxLength).toBe(200);
    expect(passwordProblem('a'.repeat(200))).toBeNull();
    expect(passwordProblem('a'.repeat(201))).toBe('tooLong');
    expect(postedPasswordLength).toBeGreaterThan(passwordMaxLength);
  });

  it('counts as the product API does (UTF-16 code units)', () => {
    expect(passwordProblem('ab😀😀')).toBeNull(); // 2 + 2 × 2 code units
  });
});
