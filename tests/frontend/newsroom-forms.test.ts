import { describe, expect, it } from 'vitest';
import { categoryFormSchema, categoryFormValues, colorForInput } from '../../frontend/src/admin/categories/form';
import { categoryStats, descendantIds, parentChoices } from '../../frontend/src/admin/categories/tree';
import { approval, rejection } from '../../frontend/src/admin/dashboard/review';
import { userFormSchema, userFormValues, userStats } from '../../frontend/src/admin/users/form';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('category form (SPEC 5)', () => {
  it('starts with colour #007bff, order 0 and no parent', () => {
    expect(categoryFormValues(null)).toEqual({ name: '', description: '', color: '#007bff', order: '0', parentCategory: '' });
  });

  it('checks the name with the spec words', () => {
    expect(messages(categoryFormSchema.safeParse({ ...categoryFormValues(null) }))).toEqual({ name: 'Name is required' });
    expect(messages(categoryFormSchema.safeParse({ ...categoryFormValues(null), name: 'A' }))).toEqual({
      name: 'Name must be at least 2 characters',
    });
  });

  it('turns the text inputs into the API payload', () => {
    expect(categoryFormSchema.parse({ ...categoryFormValues(null), name: ' Harbour ', order: '7' })).toEqual({
      name: 'Harbour',
      description: '',
      color: '#007bff',
      icon: '',
      order: 7,
      parentCategory: null,
    });
  });

  it('gives the colour input a #rrggbb value', () => {
    expect(colorForInput('#ABC')).toBe('#aabbcc');
    expect(colorForInput(null)).toBe('#007bff');
    expect(colorForInput('red')).toBe('#007bff');
  });
});

describe('category tree', () => {
  const node = (id: string, parent: string | null) => ({ _id: id, name: id, parentCategory: parent ? { _id: parent } : null });
  const list = [node('a', null), node('b', 'a'), node('c', 'b'), node('d', null), node('e', 'd')];

  it('finds every descendant', () => {
    expect([...descendantIds(list, 'a')].sort()).toEqual(['b', 'c']);
    expect([...descendantIds(list, 'c')]).toEqual([]);
  });

  it('offers as parents everything but the category and its descendants', () => {
    expect(parentChoices(list, 'a').map((c) => c._id)).toEqual(['d', 'e']);
    expect(parentChoices(list, 'c').map((c) => c._id)).toEqual(['a', 'b', 'd', 'e']);
    expect(parentChoices(list, null)).toHaveLength(5);
  });

  it('survives a cycle in bad data', () => {
    expect([...descendantIds([node('x', 'y'), node('y', 'x')], 'x')]).toEqual(['y']);
  });

  it('counts the four statistics', () => {
    const withCounts = list.map((c, i) => ({ ...c, articleCount: i }));
    expect(categoryStats(withCounts)).toEqual({ total: 5, topLevel: 2, subcategories: 3, articles: 10 });
  });
});

describe('user form (SPEC 5)', () => {
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

describe('review decisions (decision 0006)', () => {
  it('approving publishes, with a publish date of now when there is none', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(approval({ publishDate: null }, now)).toEqual({ status: 'published', publishDate: '2026-11-23T10:00:00.000Z' });
    expect(approval({ publishDate: '2026-12-01T00:00:00.000Z' }, now)).toEqual({ status: 'published', publishDate: '2026-12-01T00:00:00.000Z' });
  });
  it('rejecting sends a review back to draft and archives a draft', () => {
    expect(rejection({ status: 'review' })).toEqual({ status: 'draft' });
    expect(rejection({ status: 'draft' })).toEqual({ status: 'archived' });
  });
});
