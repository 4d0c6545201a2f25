import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CMS_AWAY_MESSAGE, CmsAwayBanner } from '../../../frontend/src/admin/CmsAwayBanner';
import { noteCmsAnswer } from '../../../frontend/src/lib/cms-reachability';
import { ChakraScope } from '../../../frontend/src/ui/chakra/ChakraScope';

/** The newsroom's banner (admin/CmsAwayBanner.tsx): shown while the content service is away, gone once it answers. */
afterEach(() => {
  cleanup();
  act(() => noteCmsAnswer(200));
});

describe('the banner while the CMS is away', () => {
  it('appears on a 503 and goes when an answer comes', () => {
    render(
      <ChakraScope>
        <CmsAwayBanner />
      </ChakraScope>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => noteCmsAnswer(503));
    expect(screen.getByRole('status').textContent).toBe(CMS_AWAY_MESSAGE);
    act(() => noteCmsAnswer(200));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
