import { describe, expect, it } from 'vitest';
import { ROLE_LABELS, ROLES, STRAPI_ROLE_TYPES, roleFromStrapiType, roleToStrapiType } from '@bulletin/contract';

describe('role labels', () => {
  it('name every role as the screens show it (docs/product.md#roles)', () => {
    expect(ROLE_LABELS).toEqual({ user: 'User', reporter: 'Reporter', editor: 'Editor', admin: 'Administrator' });
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
  });
});

describe("roles and Strapi's role types", () => {
  it.each([
    ['authenticated', 'user'],
    ['reporter', 'reporter'],
    ['editor', 'editor'],
    ['admin', 'admin'],
    ['public', 'user'],
    ['something', 'user'],
    [undefined, 'user'],
    [null, 'user'],
  ])('Strapi type %s is role %s', (type, role) => {
    expect(roleFromStrapiType(type)).toBe(role);
  });

  it('maps each role to its Strapi type and back', () => {
    expect(STRAPI_ROLE_TYPES).toEqual({ user: 'authenticated', reporter: 'reporter', editor: 'editor', admin: 'admin' });
    for (const role of ROLES) expect(roleFromStrapiType(roleToStrapiType(role))).toBe(role);
  });
});
