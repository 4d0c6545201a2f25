import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BadRequestError } from '../../../../adapters/src/http/errors.js';
import { parseOrThrow } from '../../../../adapters/src/http/validate.js';
import { articleSchema, loginSchema } from '@bulletin/contract';

function caught(fn: () => unknown): BadRequestError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(BadRequestError);
    return err as BadRequestError;
  }
  throw new Error('expected a BadRequestError');
}

describe('parseOrThrow', () => {
  it('returns the parsed (transformed) output', () => {
    const out = parseOrThrow(articleSchema, {
      title: '  Hello  ',
      content: '<p>Body</p>',
      category: 'abc',
      tags: 'a, b',
    });
    expect(out.title).toBe('Hello');
    expect(out.tags).toEqual(['a', 'b']);
    expect(out.status).toBe('draft');
  });

  it('throws a 400 with the first message and every issue by field', () => {
    const err = caught(() => parseOrThrow(loginSchema, { email: 'nope', password: '123' }));
    expect(err.status).toBe(400);
    expect(err.message).toBe('Invalid email address');
    expect(err.errors).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('joins nested paths with dots', () => {
    const schema = z.object({ a: z.object({ b: z.array(z.string({ error: 'bad item' })) }) });
    const err = caught(() => parseOrThrow(schema, { a: { b: ['ok', 5] } }));
    expect(err.errors).toEqual([{ field: 'a.b.1', message: 'bad item' }]);
  });

  it.each([null, undefined, 'text', 12, [], [{ email: 'a@b.co' }]])(
    'rejects a body that is not an object (%s)',
    (body) => {
      const err = caught(() => parseOrThrow(loginSchema, body));
      expect(err.message).toBe('Request body must be a JSON object');
      expect(err.errors).toEqual([{ field: '', message: 'Request body must be a JSON object' }]);
    },
  );
});
