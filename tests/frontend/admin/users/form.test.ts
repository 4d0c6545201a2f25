import { describe, expect, it } from 'vitest';
import { userFormSchema, userFormValues, userStats } from '../../../../frontend/src/admin/users/form';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** The users screen's side form (docs/product.md#users-screen, docs/product.md#validation-user). */
describe('user form', () => {
  const filled = { firstName: 'June', lastName: 'Kim', email: 'june@example.test', password: '', role: 'reporter', bio: '' };

  it('on create requires a password of 8 and a role, without a complexity rule', () => {
    const create = userFormSchema('create');
    expect(messages(create.safeParse(userFormValues(null)))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      role: 'Role is required',
    });
    expect(messages(create.safeParse({ ...filled, password: 'short' }))).toEqual({ password: 'Password must be at least 8 characters' });
    expect(create.safeParse({ ...filled, password: 'lowercase' }).success).toBe(true);
  });

  it('on edit leaves a blank password out of the payload and still checks a typed one', () => {
    const edit = userFormSchema('edit');
    expect(edit.parse(filled)).toEqual({ firstName: 'June', lastName: 'Kim', email: 'june@example.test', role: 'reporter', bio: '' });
    expect(edit.parse({ ...filled, password: 'new-password' })).toMatchObject({ password: 'new-password' });
    expect(messages(edit.safeParse({ ...filled, password: 'short' }))).toEqual({ password: 'Password must be at least 8 characters' });
    expect(messages(edit.safeParse({ ...filled, role: '' }))).toEqual({ role: 'Role is required' });
  });

  it('counts the five statistics', () => {
    const roles = ['admin', 'editor', 'editor', 'reporter', 'user', 'user', 'user'] as const;
    expect(userStats(roles.map((role) => ({ role })))).toEqual({ total: 7, admins: 1, editors: 2, reporters: 1, users: 3 });
  });
});
