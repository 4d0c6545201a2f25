import { describe, expect, it } from 'vitest';
import { isStaffCaller, signedIn } from '../../../../cms/src/access/caller.js';
import { thrown } from '../thrown.js';

describe('isStaffCaller', () => {
  it('is a reporter, an editor or an admin', () => {
    for (const type of ['reporter', 'editor', 'admin']) expect(isStaffCaller({ id: 1, role: { type } })).toBe(true);
  });

  it('is not a reader, a user without a role, or no one', () => {
    expect(isStaffCaller({ id: 1, role: { type: 'authenticated' } })).toBe(false);
    expect(isStaffCaller({ id: 1, role: null })).toBe(false);
    expect(isStaffCaller(undefined)).toBe(false);
  });
});

describe('signedIn', () => {
  it("is the route's signed-in user; without one a 401", () => {
    const user = { id: 7, documentId: 'u7' };
    expect(signedIn(user)).toBe(user);
    expect(thrown(() => signedIn(undefined))).toMatchObject({ name: 'UnauthorizedError' });
  });
});
