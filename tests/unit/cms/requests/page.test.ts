import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MESSAGES } from '@bulletin/contract';
import { pageOf } from '../../../../cms/src/requests/page.js';
import { thrown } from '../thrown.js';

describe('pageOf', () => {
  it('reads the page and its size, the defaults filled in', () => {
    expect(pageOf({ page: '3', pageSize: '20' })).toEqual({ page: 3, pageSize: 20 });
    expect(pageOf(undefined)).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(pageOf({ pageSize: MAX_PAGE_SIZE })).toEqual({ page: 1, pageSize: MAX_PAGE_SIZE });
  });

  it('refuses a page that is no positive whole number, and a size above the limit', () => {
    expect(thrown(() => pageOf({ page: '0' }))).toMatchObject({ name: 'ValidationError', message: MESSAGES.pageInvalid });
    expect(thrown(() => pageOf({ page: '2x' }))).toMatchObject({ name: 'ValidationError', message: MESSAGES.pageInvalid });
    expect(thrown(() => pageOf({ pageSize: MAX_PAGE_SIZE + 1 }))).toMatchObject({ name: 'ValidationError', message: MESSAGES.limitInvalid });
  });
});
