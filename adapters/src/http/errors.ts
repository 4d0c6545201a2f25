/**
 * The failures the API reports, and how each one becomes the contract's
 * error envelope: `{ success: false, message, errors? }` with the right status.
 */
import { ERROR_MESSAGES, MESSAGES } from '@bulletin/contract';

export type FieldError = { field: string; message: string };

export type ErrorEnvelope = {
  status: number;
  body: { success: false; message: string; errors?: FieldError[] };
};

export class HttpError extends Error {
  readonly status: number;
  readonly errors?: FieldError[];

  constructor(status: number, message: string, errors?: FieldError[]) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    if (errors && errors.length > 0) this.errors = errors;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.badRequest, errors?: FieldError[]) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.notAuthorized, errors?: FieldError[]) {
    super(401, message, errors);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.forbidden, errors?: FieldError[]) {
    super(403, message, errors);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.notFound, errors?: FieldError[]) {
    super(404, message, errors);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.conflict, errors?: FieldError[]) {
    super(409, message, errors);
  }
}

/**
 * `PUT /articles/:id` with the `updatedAt` the editor loaded, when the stored article has changed since
 * (docs/product.md#edit-conflicts): a conflict with the contract's own wording; nothing was written.
 */
export class EditConflictError extends ConflictError {
  constructor(message: string = MESSAGES.editConflict, errors?: FieldError[]) {
    super(message, errors);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.tooLarge, errors?: FieldError[]) {
    super(413, message, errors);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.tooManyRequests, errors?: FieldError[]) {
    super(429, message, errors);
  }
}

export class BadGatewayError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.contentServiceFailed, errors?: FieldError[]) {
    super(502, message, errors);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.serviceUnavailable, errors?: FieldError[]) {
    super(503, message, errors);
  }
}

/**
 * Strapi, or its database through it, gave no answer (refused, reset, timed out): a 503 with `Retry-After`
 * (docs/product.md#when-the-cms-is-away). Reads the read cache holds are still served from it.
 */
export class ContentUnavailableError extends ServiceUnavailableError {
  constructor(message: string = ERROR_MESSAGES.contentServiceAway, errors?: FieldError[]) {
    super(message, errors);
  }
}

/** The server's disk is full: nothing was stored (Strapi's 507). */
export class InsufficientStorageError extends HttpError {
  constructor(message: string = ERROR_MESSAGES.noRoomLeft, errors?: FieldError[]) {
    super(507, message, errors);
  }
}

/** The typed error of each failure status the API answers; any other status from Strapi is its failure (502). */
const BY_STATUS: Record<number, new (message?: string, errors?: FieldError[]) => HttpError> = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  429: TooManyRequestsError,
};

/** The typed error for `status` (its default message when `message` is undefined); 502 for a status not listed. */
export function errorForStatus(status: number, message?: string, errors?: FieldError[]): HttpError {
  // Strapi's edit conflict (its article controller) is the API's own typed conflict.
  if (status === 409 && message === MESSAGES.editConflict) return new EditConflictError(message, errors);
  // Strapi's words for a server-side failure are never passed on: the API's own say what the caller can do.
  if (status === 507) return new InsufficientStorageError();
  const Known = BY_STATUS[status];
  return Known ? new Known(message, errors) : new BadGatewayError();
}

/**
 * Failures thrown by Express itself rather than by a route: the JSON body parser marks its errors with a
 * `type` ('entity.parse.failed', …) and a 4xx status, and the router throws a URIError for a path with broken
 * percent-encoding ('/articles/%E0%A4%A'). They are the client's fault: 400 / 413 with fixed wording.
 */
function fromExpress(err: unknown): HttpError | null {
  if (err instanceof URIError) return new BadRequestError('Malformed URL');
  if (typeof err !== 'object' || err === null) return null;
  switch ((err as { type?: unknown }).type) {
    case 'entity.parse.failed':
      return new BadRequestError('Malformed JSON in request body');
    case 'entity.too.large':
      return new PayloadTooLargeError(ERROR_MESSAGES.tooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new BadRequestError('Unsupported request encoding');
  }
  // Any other 4xx a library marks (a body cut short, a static file's range): that status, without its text.
  const status = (err as { status?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && Number.isInteger(status)) {
    return status in BY_STATUS ? errorForStatus(status, ERROR_MESSAGES.badRequest) : new HttpError(status, ERROR_MESSAGES.badRequest);
  }
  return null;
}

/** Anything thrown, as the contract's envelope: the one place a failure becomes `{ success: false, message, errors? }`. */
export function toEnvelope(err: unknown): ErrorEnvelope {
  const known = err instanceof HttpError ? err : fromExpress(err);
  if (!known) {
    return { status: 500, body: { success: false, message: ERROR_MESSAGES.internal } };
  }
  const body: ErrorEnvelope['body'] = { success: false, message: known.message };
  if (known.errors && known.errors.length > 0) {
    body.errors = known.errors.map((e) => ({ field: e.field, message: e.message }));
  }
  return { status: known.status, body };
}
