/**
 * The failures the API reports, and how each one becomes the contract's
 * error envelope: `{ success: false, message, errors? }` with the right status.
 */

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
  constructor(message = 'Bad request', errors?: FieldError[]) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Not authorized', errors?: FieldError[]) {
    super(401, message, errors);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this', errors?: FieldError[]) {
    super(403, message, errors);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found', errors?: FieldError[]) {
    super(404, message, errors);
  }
}

export class ConflictError extends HttpError {
  constructor(message = 'This conflicts with existing data', errors?: FieldError[]) {
    super(409, message, errors);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request is too large', errors?: FieldError[]) {
    super(413, message, errors);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests, please try again later', errors?: FieldError[]) {
    super(429, message, errors);
  }
}

export class BadGatewayError extends HttpError {
  constructor(message = 'The content service is unavailable', errors?: FieldError[]) {
    super(502, message, errors);
  }
}

/**
 * Errors thrown by Express's own body parser (express.json) carry a `type`
 * such as 'entity.parse.failed'. They are the client's fault, so they map to
 * 4xx with fixed wording instead of the generic 500.
 */
function fromBodyParserError(err: unknown): HttpError | null {
  if (typeof err !== 'object' || err === null) return null;
  const type = (err as { type?: unknown }).type;
  switch (type) {
    case 'entity.parse.failed':
      return new BadRequestError('Request body is not valid JSON');
    case 'entity.too.large':
      return new PayloadTooLargeError();
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new BadRequestError('Request body encoding is not supported');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new BadRequestError('Request body could not be read');
    default:
      return null;
  }
}

export function toEnvelope(err: unknown): ErrorEnvelope {
  const known = err instanceof HttpError ? err : fromBodyParserError(err);
  if (!known) {
    return { status: 500, body: { success: false, message: 'Internal server error' } };
  }
  const body: ErrorEnvelope['body'] = { success: false, message: known.message };
  if (known.errors && known.errors.length > 0) {
    body.errors = known.errors.map((e) => ({ field: e.field, message: e.message }));
  }
  return { status: known.status, body };
}
