import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_LIMIT, toastsOverLimit } from '../lib/toast-limit';

/** Toast durations (docs/product.md#toasts); the app's toast area itself uses 4000 ms. */
export const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  blank: { duration: 4000 },
  custom: { duration: 4000 },
  loading: { duration: Infinity },
} as const;

/** Dismisses the oldest visible toasts beyond `limit` (react-hot-toast has no option for it). */
function useToastLimit(limit = TOAST_LIMIT): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toastsOverLimit(toasts, limit).forEach((id) => toast.dismiss(id));
  }, [toasts, limit]);
}

/** The toast area, top right. Call `toast.success('...')` etc. from anywhere (import from react-hot-toast). */
export function AppToaster() {
  useToastLimit();
  return <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />;
}
