import { errors } from '@strapi/utils';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MESSAGES } from '@bulletin/contract';
import { positiveInt } from '../db/ids';
import { isRecord } from './input';

/** The page a list request asks for (`pagination[page]`, `pagination[pageSize]`), defaults filled in; else a 400. */
export function pageOf(pagination: unknown): { page: number; pageSize: number } {
  const asked = isRecord(pagination) ? pagination : {};
  const page = positiveInt(asked.page ?? DEFAULT_PAGE);
  const pageSize = positiveInt(asked.pageSize ?? DEFAULT_PAGE_SIZE);
  if (!page) throw new errors.ValidationError(MESSAGES.pageInvalid);
  if (!pageSize || pageSize > MAX_PAGE_SIZE) throw new errors.ValidationError(MESSAGES.limitInvalid);
  return { page, pageSize };
}
