import { describe, expect, it } from 'vitest';
import {
  articleSchema,
  IMAGE_URL_MAX_LENGTH,
  isImageReference,
  LIVE_MESSAGES,
  liveEntrySchema,
  liveStorySchema,
  MESSAGES,
  registerSchema,
} from '@bulletin/contract';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** A message both an article and a live story say, or both the form and the server, is one entry of MESSAGES. */
describe('shared messages', () => {
  it('an article and a live story say the same when the title, content or category is missing', () => {
    const article = messages(articleSchema.safeParse({ title: ' ', content: '<p> </p>', category: '' }));
    expect(article).toMatchObject({ title: MESSAGES.titleRequired, content: MESSAGES.contentRequired, category: MESSAGES.categoryRequired });
    expect(messages(liveStorySchema.safeParse({ title: '', category: '' }))).toMatchObject({
      title: LIVE_MESSAGES.titleRequired,
      category: LIVE_MESSAGES.categoryRequired,
    });
    expect(LIVE_MESSAGES.titleRequired).toBe(MESSAGES.titleRequired);
    expect(LIVE_MESSAGES.contentRequired).toBe(MESSAGES.contentRequired);
    expect(LIVE_MESSAGES.categoryRequired).toBe(MESSAGES.categoryRequired);
  });

  it('an image that is neither a data URL nor a stored address is refused alike by both', () => {
    const tooLong = `/uploads/${'x'.repeat(IMAGE_URL_MAX_LENGTH)}`;
    expect(isImageReference(tooLong)).toBe(false);
    expect(isImageReference(`data:image/png;base64,${'A'.repeat(IMAGE_URL_MAX_LENGTH)}`)).toBe(true);
    expect(isImageReference('/uploads/a.png')).toBe(true);
    expect(messages(articleSchema.safeParse({ title: 'T', content: '<p>x</p>', category: 'c', featuredImage: tooLong }))).toEqual({
      featuredImage: MESSAGES.imageNotUploaded,
    });
    expect(messages(liveEntrySchema.safeParse({ content: '<p>x</p>', image: tooLong }))).toEqual({ image: MESSAGES.imageNotUploaded });
    expect(LIVE_MESSAGES.imageInvalid).toBe(MESSAGES.imageNotUploaded);
  });

  it("sign-up's confirmation says the message the sign-up page looks for", () => {
    const result = registerSchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Secret123!',
      confirmPassword: 'Secret124!',
      terms: true,
    });
    expect(messages(result)).toEqual({ confirmPassword: MESSAGES.passwordsDoNotMatch });
  });
});
