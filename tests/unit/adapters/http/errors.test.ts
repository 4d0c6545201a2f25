import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bulletin/contract';
import {
  BadGatewayError,
  BadRequestError,
  ConflictError,
  EditConflictError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  errorForStatus,
  toEnvelope,
} from '../../../../adapters/src/http/errors.js';

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

  it.each([null, undefined, 'boom', 42, { status: 500, message: 'fake' }, { type: 'entity.verify.failed', status: 503 }])(
    'treats %s as an internal error',
    (value) => {
      expect(toEnvelope(value)).toEqual({
        status: 500,
        body: { success: false, message: 'Internal server error' },
      });
    },
  );

  // Express's own failures reach the envelope as they are thrown (app.ts has no mapping of its own).
  it.each([
    ['malformed JSON', Object.assign(new SyntaxError('Unexpected token } in JSON at position 7'), { type: 'entity.parse.failed', status: 400 }), 400, 'Malformed JSON in request body'],
    ['a body over the limit', Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 }), 413, 'Request is too large'],
    ['an unsupported charset', Object.assign(new Error('unsupported charset "ISO-8859-1"'), { type: 'charset.unsupported', status: 415 }), 400, 'Unsupported request encoding'],
    ['an unsupported content encoding', Object.assign(new Error('unsupported content encoding "x"'), { type: 'encoding.unsupported', status: 415 }), 400, 'Unsupported request encoding'],
    ['a body cut short', Object.assign(new Error('request aborted'), { type: 'request.aborted', status: 400 }), 400, 'Bad request'],
    ['a broken percent-encoding in the path', new URIError('URI malformed'), 400, 'Malformed URL'],
    ['another 4xx a library marks', Object.assign(new Error('Range Not Satisfiable /x'), { statusCode: 416 }), 416, 'Bad request'],
  ])('maps %s to %i without its raw message', (_name, err, status, message) => {
    expect(toEnvelope(err)).toEqual({ status, body: { success: false, message } });
  });
});

describe('errorForStatus', () => {
  it.each([
    [400, BadRequestError],
    [401, UnauthorizedError],
    [403, ForbiddenError],
    [404, NotFoundError],
    [409, ConflictError],
    [413, PayloadTooLargeError],
    [429, TooManyRequestsError],
  ])('gives %i its typed error, with the message and field errors given', (status, Type) => {
    const err = errorForStatus(status, 'Said so', [{ field: 'f', message: 'm' }]);
    expect(err).toBeInstanceOf(Type);
    expect(err.status).toBe(status);
    expect(err.message).toBe('Said so');
    expect(err.errors).toEqual([{ field: 'f', message: 'm' }]);
    expect(errorForStatus(status).message).toBe(new Type().message);
  });

  it.each([500, 503, 405, 418])('hides any other status (%i) behind a 502', (status) => {
    const err = errorForStatus(status, 'stack trace here');
    expect(err).toBeInstanceOf(BadGatewayError);
    expect(err.message).toBe('The content service is unavailable');
  });
});

/** Edit conflicts (docs/product.md#edit-conflicts). */
describe('the edit conflict error', () => {
  it('is a typed 409 with the edit-conflict message', () => {
    const error = new EditConflictError();
    expect(error).toBeInstanceOf(ConflictError);
    expect(toEnvelope(error)).toEqual({ status: 409, body: { success: false, message: 'This article was changed by someone else since you opened it.' } });
    expect(errorForStatus(409, MESSAGES.editConflict)).toBeInstanceOf(EditConflictError);
    expect(errorForStatus(409, 'This category still has articles.')).not.toBeInstanceOf(EditConflictError);
  });
});
