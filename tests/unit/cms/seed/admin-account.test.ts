import { describe, expect, it } from 'vitest';
import { randomPassword } from '../../../../cms/src/seed/admin-account.js';

describe('randomPassword', () => {
  it('meets the sign-up rule (a lower-case letter, an upper-case letter, a digit) and is new each time', () => {
    const passwords = Array.from({ length: 20 }, randomPassword);
    for (const password of passwords) {
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password.length).toBeGreaterThanOrEqual(16);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
