import { describe, expect, it } from 'vitest';
import {
  BadGatewayError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  toEnvelope,
} from '../../adapters/src/errors.js';

describe('HttpError subclasses', () => {
  it.each([
    [() => new BadRequestError('Bad input'), 400, 'Bad input'],
    [() => new UnauthorizedError(), 401, 'Not authorized'],
    [() => new ForbiddenError(), 403, 'You are not allowed to do this'],
    [() => new NotFoundError(), 404, 'Not found'],
    [() => new ConflictError('Slug taken'), 409, 'Slug taken'],
    [() => new PayloadTooLargeError(), 413, 'Request is too large'],
    [() => new TooManyRequestsError(), 429, 'Too many requests, please try again later'],
    [() => new BadGatewayError(), 502, 'The content service is unavailable'],
  ])('%#: carries status %i and message %s', (make, status, message) => {
    const err = make();
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toBeInstanceOf(Error);
    expect(err.status).toBe(status);
    expect(err.message).toBe(message);
  });

  it('keeps a custom message over the default', () => {
    expect(new NotFoundError('Article not found').message).toBe('Article not found');
    expect(new UnauthorizedError('Invalid email or password').message).toBe('Invalid email or password');
  });

  it('names the error after its class', () => {
    expect(new ForbiddenError().name).toBe('ForbiddenError');
  });

  it('keeps field errors, and leaves them out when the list is empty', () => {
    const errors = [{ field: 'title', message: 'Title is required' }];
    expect(new BadRequestError('Title is required', errors).errors).toEqual(errors);
    expect(new BadRequestError('x', []).errors).toBeUndefined();
    expect(new BadRequestError('x').errors).toBeUndefined();
  });
});

describe('toEnvelope', () => {
  it('turns an HttpError into its status, message and field errors', () => {
    const err = new BadRequestError('Title is required', [
      { field: 'title', message: 'Title is required' },
      { field: 'category', message: 'Category is required' },
    ]);
    expect(toEnvelope(err)).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'Title is required',
        errors: [
          { field: 'title', message: 'Title is required' },
          { field: 'category', message: 'Category is required' },
        ],
      },
    });
  });

  it('omits errors when there are none', () => {
    const env = toEnvelope(new NotFoundError());
    expect(env).toEqual({ status: 404, body: { success: false, message: 'Not found' } });
    expect('errors' in env.body).toBe(false);
    expect('errors' in toEnvelope(new ConflictError('dup', [])).body).toBe(false);
  });

  it('hides anything unknown behind a plain 500', () => {
    const err = new Error('SQLITE_ERROR: no such table secret_things');
    const env = toEnvelope(err);
    expect(env).toEqual({ status: 500, body: { success: false, message: 'Internal server error' } });
    expect(JSON.stringify(env)).not.toContain('SQLITE');
    expect(JSON.stringify(env)).not.toContain('at ');
  });

  it.each([null, undefined, 'boom', 42, { status: 400, message: 'fake' }])(
    'treats %s as an internal error',
    (value) => {
      expect(toEnvelope(value)).toEqual({
        status: 500,
        body: { success: false, message: 'Internal server error' },
      });
    },
  );

  it("maps Express body-parser errors to 4xx without their raw message", () => {
    const parse = Object.assign(new SyntaxError('Unexpected token } in JSON at position 7'), {
      type: 'entity.parse.failed',
      status: 400,
    });
    expect(toEnvelope(parse)).toEqual({
      status: 400,
      body: { success: false, message: 'Request body is not valid JSON' },
    });
    const large = Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 });
    expect(toEnvelope(large)).toEqual({ status: 413, body: { success: false, message: 'Request is too large' } });
  });
});
