import { describe, expect, it } from 'vitest';
import * as translate from '../../adapters/src/translate/index.js';

describe('translate index', () => {
  it('re-exports the public functions', () => {
    for (const name of [
      'mediaUrl',
      'mediaMeta',
      'articleFromStrapi',
      'articleListFromStrapi',
      'relatedFromStrapi',
      'articleInputToStrapi',
      'categoryFromStrapi',
      'categoryInputToStrapi',
      'commentFromStrapi',
      'roleFromStrapiType',
      'roleToStrapiType',
      'userFromStrapi',
      'registerInputToStrapi',
      'adminUserInputToStrapi',
      'userUpdateToStrapi',
      'articleListQuery',
      'paginationQuery',
      'fromStrapiError',
      'isDataUrl',
      'sniffImageType',
      'parseImageDataUrl',
    ]) {
      expect(typeof (translate as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
