import { act, render } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, TOAST_OPTIONS } from '../../../frontend/src/app/AppToaster';
import { TOAST_LIMIT } from '../../../frontend/src/lib/toast-limit';

/** docs/product.md#toasts */
describe('toasts', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it('uses the toast durations', () => {
    expect(TOAST_OPTIONS).toMatchObject({
      duration: 4000,
      success: { duration: 2000 },
      error: { duration: 4000 },
      blank: { duration: 4000 },
      custom: { duration: 4000 },
      loading: { duration: Infinity },
    });
  });

  it('keeps at most 20 visible toasts on screen', () => {
    let visible = 0;
    function Count() {
      visible = useToasterStore().toasts.filter((t) => t.visible).length;
      return null;
    }
    const view = render(
      <>
        <AppToaster />
        <Count />
      </>,
    );
    act(() => {
      for (let i = 0; i < 25; i += 1) toast.loading(`working ${i}`);
    });
    expect(visible).toBeLessThanOrEqual(TOAST_LIMIT);
    expect(view.getByText('working 24')).toBeTruthy();
    view.unmount();
  });
});
