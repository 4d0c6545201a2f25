import { describe, expect, it } from 'vitest';
import { CLOSED_ACTIONS, ROLE_PERMISSIONS, ROLE_TYPES, roleOf } from '../../../../cms/src/access/roles.js';

describe('roleOf', () => {
  it("is the user's staff role, `authenticated` for any other user, `public` for no one", () => {
    expect(roleOf({ id: 1, role: { type: 'editor' } })).toBe('editor');
    expect(roleOf({ id: 1, role: { type: 'reporter' } })).toBe('reporter');
    expect(roleOf({ id: 1, role: { type: 'authenticated' } })).toBe('authenticated');
    expect(roleOf({ id: 1, role: { type: 'superuser' } })).toBe('authenticated');
    expect(roleOf({ id: 1 })).toBe('authenticated');
    expect(roleOf(null)).toBe('public');
    expect(roleOf(undefined)).toBe('public');
  });
});

describe('the role matrix', () => {
  it('names every role type, and the roles set up at start are those', () => {
    expect([...ROLE_TYPES].sort()).toEqual(Object.keys(ROLE_PERMISSIONS).sort());
  });

  it('gives each role what the role below it has', () => {
    const has = (role: keyof typeof ROLE_PERMISSIONS, other: keyof typeof ROLE_PERMISSIONS) =>
      ROLE_PERMISSIONS[other].every((action) => ROLE_PERMISSIONS[role].includes(action));
    expect(has('authenticated', 'public')).toBe(true);
    expect(has('reporter', 'authenticated')).toBe(true);
    expect(has('editor', 'reporter')).toBe(true);
    expect(has('admin', 'editor')).toBe(true);
  });

  it('keeps user management and the audit log for admins', () => {
    for (const role of ['public', 'authenticated', 'reporter', 'editor'] as const) {
      expect(ROLE_PERMISSIONS[role]).not.toContain('plugin::users-permissions.user.update');
      expect(ROLE_PERMISSIONS[role]).not.toContain('api::audit-entry.audit-entry.find');
    }
    expect(ROLE_PERMISSIONS.admin).toContain('api::audit-entry.audit-entry.find');
  });

  it('grants none of the closed account routes', () => {
    for (const [role, closed] of Object.entries(CLOSED_ACTIONS)) {
      for (const action of closed ?? []) expect(ROLE_PERMISSIONS[role as keyof typeof ROLE_PERMISSIONS]).not.toContain(action);
    }
  });
});
