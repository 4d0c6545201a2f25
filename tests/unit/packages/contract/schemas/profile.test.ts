import { describe, expect, it } from 'vitest';
import { BIO_MAX_LENGTH, PROFILE_MESSAGES, ownProfileSchema, userUpdateSchema } from '@bulletin/contract';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const parse = (input: Record<string, unknown>) => ownProfileSchema.safeParse(input);
const messagesFor = (input: Record<string, unknown>, field: string) => {
  const r = parse(input);
  return r.success ? [] : r.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
};

describe('ownProfileSchema: the X handle', () => {
  it.each([
    ['name', 'name'],
    ['@name', 'name'],
    ['  @Name_42  ', 'Name_42'],
    ['a', 'a'],
    ['@' + 'x'.repeat(15), 'x'.repeat(15)],
  ])('accepts %j and stores it as %j (no @)', (given, stored) => {
    expect(ownProfileSchema.parse({ xHandle: given }).xHandle).toBe(stored);
  });

  it.each(['', '   ', null, undefined])('clears the handle when given %j', (given) => {
    expect(ownProfileSchema.parse({ xHandle: given }).xHandle).toBeNull();
  });

  it.each(['@', '@@name', 'x'.repeat(16), 'first-last', 'name.dot', 'na me', 'ナマエ', 'https://x.com/name', 42, ['name']])('refuses %j', (given) => {
    expect(messagesFor({ xHandle: given }, 'xHandle')).toEqual([PROFILE_MESSAGES.xHandleInvalid]);
  });
});

describe('ownProfileSchema: the biography', () => {
  it('is trimmed, and empty when missing or null', () => {
    expect(ownProfileSchema.parse({ bio: '  Covers courts.  ' }).bio).toBe('Covers courts.');
    expect(ownProfileSchema.parse({}).bio).toBe('');
    expect(ownProfileSchema.parse({ bio: null }).bio).toBe('');
  });

  it(`holds at most ${BIO_MAX_LENGTH} characters, the same limit as the user form`, () => {
    expect(parse({ bio: 'b'.repeat(BIO_MAX_LENGTH) }).success).toBe(true);
    expect(messagesFor({ bio: 'b'.repeat(BIO_MAX_LENGTH + 1) }, 'bio')).toEqual(['Bio must be at most 2,000 characters']);
    const user = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role: 'editor' };
    expect(userUpdateSchema.safeParse({ ...user, bio: 'b'.repeat(BIO_MAX_LENGTH) }).success).toBe(true);
    expect(userUpdateSchema.safeParse({ ...user, bio: 'b'.repeat(BIO_MAX_LENGTH + 1) }).success).toBe(false);
  });

  it('must be text', () => {
    expect(messagesFor({ bio: 12 }, 'bio')).toEqual(['Bio must be text']);
  });
});

describe('ownProfileSchema: the photo', () => {
  it('is a new image as a data URL, or the stored photo’s address (checked by its bytes on the server)', () => {
    expect(ownProfileSchema.parse({ avatar: PNG }).avatar).toBe(PNG);
    expect(ownProfileSchema.parse({ avatar: '/uploads/me_1a2b.jpg' }).avatar).toBe('/uploads/me_1a2b.jpg');
  });

  it.each([null, '', undefined])('is removed with %j', (given) => {
    expect(ownProfileSchema.parse({ avatar: given }).avatar).toBeNull();
  });

  it.each([42, { url: '/uploads/x.png' }, '/uploads/' + 'x'.repeat(2100)])('refuses %j', (given) => {
    expect(messagesFor({ avatar: given }, 'avatar')).toEqual([PROFILE_MESSAGES.avatarInvalid]);
  });
});

describe('ownProfileSchema: what it does not carry', () => {
  it('drops role, e-mail, names and password from its output', () => {
    const out = ownProfileSchema.parse({ bio: 'x', role: 'admin', email: 'a@b.co', firstName: 'A', password: 'secret123' });
    expect(Object.keys(out).sort()).toEqual(['avatar', 'bio', 'xHandle']);
  });
});
