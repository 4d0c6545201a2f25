import { describe, expect, it } from 'vitest';
import { categoryFormSchema, categoryFormValues, colorForInput } from '../../../../frontend/src/admin/categories/form';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** The categories screen's side form (docs/product.md#categories-screen, docs/product.md#validation-category). */
describe('category form', () => {
  it('starts with colour #007bff, order 0 and no parent', () => {
    expect(categoryFormValues(null)).toMatchObject({ name: '', description: '', color: '#007bff', order: '0', parentCategory: '' });
    expect(Object.values(categoryFormValues(null).translations)).toEqual(Array(8).fill({ name: '', description: '' }));
  });

  it('checks the name with the product\'s messages', () => {
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
      // No other language's name yet: an edit sending none keeps the stored ones (docs/api.md#languages).
      translations: {},
    });
  });

  it('gives the colour input a #rrggbb value', () => {
    expect(colorForInput('#ABC')).toBe('#aabbcc');
    expect(colorForInput(null)).toBe('#007bff');
    expect(colorForInput('red')).toBe('#007bff');
  });
});
