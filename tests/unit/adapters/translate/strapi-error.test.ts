import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, MESSAGES } from '@bulletin/contract';
import {
  BadGatewayError,
  BadRequestError,
  ConflictError,
  EditConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../../../adapters/src/http/errors.js';
import { fromStrapiError } from '../../../../adapters/src/translate/strapi-error.js';

const body = (status: number, name: string, message: string, details?: unknown) => ({
  data: null,
  error: { status, name, message, ...(details === undefined ? {} : { details }) },
});

describe('fromStrapiError', () => {
  it('keeps a 400 message and its field errors, calling editorialStatus status', () => {
    const err = fromStrapiError(
      400,
      body(400, 'ValidationError', '2 errors occurred', {
        errors: [
          { path: ['editorialStatus'], message: 'editorialStatus must be one of the following values: draft', name: 'ValidationError' },
          { path: ['images', 0], message: 'Invalid relation' },
        ],
      }),
    );
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err.status).toBe(400);
    expect(err.errors).toEqual([
      { field: 'status', message: 'status must be one of the following values: draft' },
      { field: 'images.0', message: 'Invalid relation' },
    ]);
    expect(err.message).toBe('status must be one of the following values: draft');
  });

  it('keeps a plain 400 message', () => {
    const err = fromStrapiError(400, body(400, 'ApplicationError', 'A category cannot be its own parent'));
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err.message).toBe('A category cannot be its own parent');
    expect(err.errors).toBeUndefined();
  });

  it("says Strapi's upload refusals in the contract's words, which the catalogs translate", () => {
    const typeRefused = fromStrapiError(400, body(400, 'ApplicationError', 'File is not a valid image'));
    expect(typeRefused).toBeInstanceOf(BadRequestError);
    expect(typeRefused.message).toBe(MESSAGES.imageTypeRefused);
    expect(fromStrapiError(400, body(400, 'ValidationError', "File type 'application/pdf' is not allowed")).message).toBe(MESSAGES.imageTypeRefused);
    const tooLarge = fromStrapiError(413, body(413, 'PayloadTooLargeError', 'cover.png exceeds size limit of 10 MB.'));
    expect(tooLarge).toBeInstanceOf(PayloadTooLargeError);
    expect(tooLarge.message).toBe(MESSAGES.imageTooLarge);
    expect(fromStrapiError(400, body(400, 'ApplicationError', 'Files are empty')).message).toBe(MESSAGES.imageNotStored);
  });

  it("says Strapi's 401 for a blocked account's token in the contract's words", () => {
    const err = fromStrapiError(401, body(401, 'UnauthorizedError', 'Invalid credentials'));
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(err.message).toBe(ERROR_MESSAGES.credentialsInvalid);
  });

  it('turns a failed sign-in into 401 Invalid email or password', () => {
    const err = fromStrapiError(400, body(400, 'ValidationError', 'Invalid identifier or password'));
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(err.status).toBe(401);
    expect(err.message).toBe('Invalid email or password');
  });

  it.each(['Email or Username are already taken', 'Email already taken', 'This email is already taken'])(
    'turns "%s" into a 409',
    (message) => {
      const err = fromStrapiError(400, body(400, 'ApplicationError', message));
      expect(err).toBeInstanceOf(ConflictError);
      expect(err.status).toBe(409);
      expect(err.message).toBe('Email is already registered');
    },
  );

  it('turns a duplicate unique attribute into a 409', () => {
    const err = fromStrapiError(
      400,
      body(400, 'ValidationError', 'This attribute must be unique', {
        errors: [{ path: ['slug'], message: 'This attribute must be unique' }],
      }),
    );
    expect(err).toBeInstanceOf(ConflictError);
    expect(err.message).toBe('This slug is already in use');
    expect(err.errors).toEqual([{ field: 'slug', message: 'This attribute must be unique' }]);
  });

  it.each([
    [401, UnauthorizedError, 'Not authorized'],
    [403, ForbiddenError, 'You are not allowed to do this'],
    [404, NotFoundError, 'Not found'],
    [409, ConflictError, 'This conflicts with existing data'],
    [413, PayloadTooLargeError, 'Request is too large'],
    [429, TooManyRequestsError, 'Too many requests, please try again later'],
  ])('maps %i with no body to its default', (status, Type, message) => {
    const err = fromStrapiError(status, undefined);
    expect(err).toBeInstanceOf(Type);
    expect(err.status).toBe(status);
    expect(err.message).toBe(message);
  });

  it("drops Strapi's generic Forbidden but keeps a specific 403 message", () => {
    expect(fromStrapiError(403, body(403, 'ForbiddenError', 'Forbidden')).message).toBe(
      'You are not allowed to do this',
    );
    expect(fromStrapiError(403, body(403, 'PolicyError', 'Reporters cannot publish')).message).toBe(
      'Reporters cannot publish',
    );
  });

  it('keeps specific 404 and 409 messages', () => {
    expect(fromStrapiError(404, body(404, 'NotFoundError', 'Article not found')).message).toBe('Article not found');
    expect(fromStrapiError(404, body(404, 'NotFoundError', 'Not Found')).message).toBe('Not found');
    expect(fromStrapiError(409, body(409, 'ApplicationError', 'Category still has articles')).message).toBe(
      'Category still has articles',
    );
  });

  it.each([500, 502, 503, 418, 0])('hides a %i behind 502', (status) => {
    const err = fromStrapiError(
      status,
      body(status, 'InternalServerError', 'KnexTimeoutError: at Client.acquireConnection (/app/node_modules/knex)'),
    );
    expect(err).toBeInstanceOf(BadGatewayError);
    expect(err.status).toBe(502);
    expect(err.message).toBe('The content service is unavailable');
    expect(err.errors).toBeUndefined();
  });

  it.each(['<html>Bad Gateway</html>', null, 42, { error: 'text' }, { error: { message: 5 } }])(
    'copes with an odd body (%s)',
    (odd) => {
      const err = fromStrapiError(400, odd);
      expect(err).toBeInstanceOf(BadRequestError);
      expect(err.message).toBe('Bad request');
    },
  );
});

/** Edit conflicts (docs/product.md#edit-conflicts). */
describe('an edit conflict reported by Strapi', () => {
  it('is the typed edit-conflict error', () => {
    const fromStrapi = fromStrapiError(409, { data: null, error: { status: 409, name: 'ConflictError', message: MESSAGES.editConflict } });
    expect(fromStrapi).toBeInstanceOf(EditConflictError);
  });
});
