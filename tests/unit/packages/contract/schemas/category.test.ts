import { describe, expect, it } from 'vitest';
import { categorySchema } from '@bulletin/contract';

const messagesFor = (input: unknown, field: string) => {
  const r = categorySchema.safeParse(input);
  return r.success ? [] : r.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
};

describe('categorySchema', () => {
  it('fills defaults', () => {
    expect(categorySchema.parse({ name: '  Science ' })).toEqual({
      name: 'Science',
      description: '',
      color: '#007bff',
      icon: '',
      order: 0,
      parentCategory: null,
      translations: {},
    });
  });

  it.each([undefined, '', '   '])('requires a name (%s)', (name) => {
    expect(messagesFor({ name }, 'name')).toEqual(['Name is required']);
  });

  it('needs a name of at least 2 characters after trimming', () => {
    expect(messagesFor({ name: ' A ' }, 'name')).toEqual(['Name must be at least 2 characters']);
    expect(messagesFor({ name: 'AI' }, 'name')).toEqual([]);
  });

  it.each(['#fff', '#FFAA00', '#a1b2c3'])('accepts the colour %s', (color) => {
    expect(categorySchema.parse({ name: 'News', color }).color).toBe(color);
  });

  it.each([null, '', '  '])('defaults the colour when it is %s', (color) => {
    expect(categorySchema.parse({ name: 'News', color }).color).toBe('#007bff');
  });

  it.each(['red', '#ffff', '#12345g', '007bff', 12])('rejects the colour %s', (color) => {
    expect(messagesFor({ name: 'News', color }, 'color')).toEqual(['Color must be a hex colour like #007bff']);
  });

  it('reads the order from numbers or numeric text', () => {
    expect(categorySchema.parse({ name: 'News', order: 3 }).order).toBe(3);
    expect(categorySchema.parse({ name: 'News', order: ' 7 ' }).order).toBe(7);
    expect(categorySchema.parse({ name: 'News', order: '-2' }).order).toBe(-2);
    expect(categorySchema.parse({ name: 'News', order: '' }).order).toBe(0);
    expect(categorySchema.parse({ name: 'News', order: null }).order).toBe(0);
  });

  it.each([1.5, '1.5', 'abc', '1e3', Number.NaN, {}, true])('rejects the order %s', (order) => {
    expect(messagesFor({ name: 'News', order }, 'order')).toEqual(['Order must be a whole number']);
  });

  it('keeps a parent id and turns an empty one into null', () => {
    expect(categorySchema.parse({ name: 'News', parentCategory: 'p1' }).parentCategory).toBe('p1');
    expect(categorySchema.parse({ name: 'News', parentCategory: '' }).parentCategory).toBeNull();
    expect(categorySchema.parse({ name: 'News', parentCategory: null }).parentCategory).toBeNull();
  });

  it('keeps description and icon', () => {
    const out = categorySchema.parse({ name: 'News', description: ' All news ', icon: '📰' });
    expect(out.description).toBe('All news');
    expect(out.icon).toBe('📰');
  });
});

describe('categorySchema: names that display as something else, icons from elsewhere', () => {
  const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

  it.each(controls.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c]))('refuses a name holding %s', (_name, control) => {
    expect(messagesFor({ name: `World${control}dlroW` }, 'name')).toEqual(['Name cannot contain text-direction control characters']);
  });

  it('keeps right-to-left names and the direction marks U+200E and U+200F', () => {
    for (const name of ['أخبار', 'חדשות', 'News \u200Fأخبار\u200E']) expect(categorySchema.parse({ name }).name).toBe(name);
  });

  it.each(['📰', 'N', '/uploads/icon.png', '/icons/world.svg?v=2', 'https://cdn.example.com/icons/world.png', 'HTTPS://cdn.example.com/x.png'])(
    'accepts the icon %s',
    (icon) => {
      expect(categorySchema.parse({ name: 'News', icon }).icon).toBe(icon);
    },
  );

  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
    '/\t/evil.example/x.png',
    'http://cdn.example.com/x.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https:evil.example',
    'https://',
  ])('refuses the icon %s', (icon) => {
    expect(messagesFor({ name: 'News', icon }, 'icon')).toEqual([
      'Icon must be text (such as an emoji), an address on this site starting with /, or an https: address',
    ]);
  });
});
