/**
 * Strapi's error bodies (`{ data: null, error: { status, name, message, details } }`)
 * turned into the API's own errors. Server-side messages from Strapi are never
 * passed on for 5xx, and stack traces never are.
 */
import { ERROR_MESSAGES, MESSAGES } from '@bulletin/contract';
import { BadRequestError, ConflictError, errorForStatus, type FieldError, type HttpError, PayloadTooLargeError, UnauthorizedError } from '../http/errors.js';

const EMAIL_TAKEN = new Set([
  'email or username are already taken',
  'email already taken',
  'this email is already taken',
  'username already taken',
]);

/** Strapi's wording when a `unique` attribute (for instance a slug) is duplicated. */
const NOT_UNIQUE = 'this attribute must be unique';

/** Messages that only restate the status; the API's own default reads better. */
const GENERIC = new Set([
  'bad request',
  'badrequesterror',
  'unauthorized',
  'unauthorizederror',
  'forbidden',
  'forbiddenerror',
  'not found',
  'notfound',
  'notfounderror',
  'conflict',
  'payload too large',
  'payloadtoolargeerror',
  'request entity too large',
  'too many requests',
  'ratelimiterror',
  'internal server error',
  'applicationerror',
]);

function asRecord(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** Our API calls Strapi's `editorialStatus` plain `status`. */
function rename(text: string): string {
  return text.replace(/\beditorialStatus\b/g, 'status');
}

function readMessage(error: Record<string, unknown> | null): string | undefined {
  const message = error?.['message'];
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  const normalised = message.trim().toLowerCase();
  // Strapi's summary for several validation problems ("2 errors occurred") says nothing useful.
  if (GENERIC.has(normalised) || /^\d+ errors? occurred$/.test(normalised)) return undefined;
  return rename(message.trim());
}

function readFieldErrors(error: Record<string, unknown> | null): FieldError[] {
  const details = asRecord(error?.['details']);
  const list = details?.['errors'];
  if (!Array.isArray(list)) return [];
  const errors: FieldError[] = [];
  for (const item of list) {
    const entry = asRecord(item);
    if (!entry || typeof entry['message'] !== 'string') continue;
    const path = Array.isArray(entry['path']) ? entry['path'].map(String) : [];
    errors.push({ field: rename(path.join('.')), message: rename(entry['message']) });
  }
  return errors;
}

function fromBadRequest(message: string | undefined, errors: FieldError[]): HttpError {
  const normalised = message?.toLowerCase();
  if (normalised === 'invalid identifier or password') {
    return new UnauthorizedError(ERROR_MESSAGES.signInFailed);
  }
  if (normalised !== undefined && EMAIL_TAKEN.has(normalised)) {
    return new ConflictError(ERROR_MESSAGES.emailTaken, errors);
  }
  const duplicate = errors.find((e) => e.message.toLowerCase() === NOT_UNIQUE);
  if (duplicate) {
    const field = duplicate.field || 'value';
    return new ConflictError(`This ${field} is already in use`, errors);
  }
  return new BadRequestError(message ?? errors[0]?.message ?? ERROR_MESSAGES.badRequest, errors);
}

/**
 * Strapi's upload plugin's own words for a refused file, said in the contract's (so a screen finds them in its
 * catalog: docs/decisions/0025-interface-languages.md): a type or contents it refuses, a size over its limit, a file
 * it stores nothing for.
 */
const UPLOAD_REFUSALS: ReadonlyArray<[RegExp, (errors: FieldError[]) => HttpError]> = [
  [/^(file is not a valid image|mime type is not allowed|file type '.*' is not allowed|files must be png, gif, jpeg, bmp, ico or webp images)$/, (errors) => new BadRequestError(MESSAGES.imageTypeRefused, errors)],
  [/exceeds size limit of|^file too large/, (errors) => new PayloadTooLargeError(MESSAGES.imageTooLarge, errors)],
  [/^(files are empty|file name contains invalid characters)$/, (errors) => new BadRequestError(MESSAGES.imageNotStored, errors)],
];

function fromUpload(message: string | undefined, errors: FieldError[]): HttpError | undefined {
  const normalised = message?.toLowerCase();
  if (normalised === undefined) return undefined;
  return UPLOAD_REFUSALS.find(([pattern]) => pattern.test(normalised))?.[1](errors);
}

export function fromStrapiError(status: number, body: unknown): HttpError {
  const error = asRecord(asRecord(body)?.['error']);
  const message = readMessage(error);
  const errors = readFieldErrors(error);
  const upload = (status === 400 || status === 413) && fromUpload(message, errors);
  if (upload) return upload;
  // Strapi's word for the token of a blocked or deleted account: the contract's, which the screens translate.
  if (status === 401 && message?.toLowerCase() === 'invalid credentials') return new UnauthorizedError(ERROR_MESSAGES.credentialsInvalid);

  return status === 400 ? fromBadRequest(message, errors) : errorForStatus(status, message, errors);
}
