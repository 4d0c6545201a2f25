import { readFile } from 'node:fs/promises';
import { errors } from '@strapi/utils';
import { roleOf } from '../access/roles';
import { canChangeStoredMedia } from '../articles/workflow';
import { checkImageBytes, ImageCheckBusyError, TOO_MANY_PIXELS } from '@bulletin/images';

/**
 * Route policy for Strapi's content-API upload route:
 * - no linking on upload: `ref`, `refId`, `field`, `path`, `source` would attach the file to any entry
 *   (a reporter could replace a published article's image); images reach articles only through the
 *   article routes, whose policies apply the editorial rules;
 * - every file must decode as an image (@bulletin/images), whatever its name or declared type, within the pixel
 *   budget read from its header (decoded off the event loop);
 * - changing a stored file (`?id=`) per articles/workflow.
 */
// The policy context copies the Koa context's own properties only: query, body and files are read from `request`.
type UploadedFile = { filepath?: string; path?: string };
type PolicyContext = {
  state: { user?: { id: number; role?: { type?: string } } };
  request: { query?: Record<string, unknown>; body?: unknown; files?: { files?: UploadedFile | UploadedFile[] } };
};

const LINKING_FIELDS = ['ref', 'refId', 'field', 'path', 'source'];
const NOT_AN_IMAGE = 'Files must be PNG, GIF, JPEG, BMP, ICO or WebP images';

function refuseLinking(body: unknown) {
  if (typeof body !== 'object' || body === null) return;
  const sent = LINKING_FIELDS.filter((key) => key in body);
  if (sent.length > 0) {
    throw new errors.ValidationError(`Uploads cannot be linked to entries here (${sent.join(', ')} not allowed)`);
  }
}

/** Every decoding thread and its queue taken: the caller may try again shortly (429), never a 500. */
function busyIsTooMany(error: unknown): never {
  if (error instanceof ImageCheckBusyError) throw new errors.RateLimitError(error.message);
  throw error;
}

async function requireImages(files: UploadedFile | UploadedFile[] | undefined) {
  const list = files === undefined ? [] : Array.isArray(files) ? files : [files];
  for (const file of list) {
    const location = file.filepath ?? file.path;
    const verdict = location ? await checkImageBytes(await readFile(location)).catch(busyIsTooMany) : 'not-an-image';
    if (verdict === 'too-many-pixels') throw new errors.ValidationError(TOO_MANY_PIXELS);
    if (verdict !== 'image') throw new errors.ValidationError(NOT_AN_IMAGE);
  }
}

export default async (policyContext: PolicyContext) => {
  refuseLinking(policyContext.request.body);
  await requireImages(policyContext.request.files?.files);
  const id = policyContext.request.query?.id;
  if (id === undefined || id === null || id === '') return true;
  const verdict = canChangeStoredMedia(roleOf(policyContext.state.user));
  if (!verdict.ok) throw new errors.PolicyError(verdict.message);
  return true;
};
