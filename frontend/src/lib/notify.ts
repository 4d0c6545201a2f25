/**
 * Toasts for reader screens, with react-hot-toast and the toast area loaded when the first one is shown: the
 * toast library is not part of the JavaScript a reader page needs (app/LazyToaster.tsx mounts the area on
 * request). Newsroom and account screens import react-hot-toast directly and ask for the area when they load
 * (`wantToaster()` at the top of their modules).
 */
type Listener = () => void;
let wanted = false;
const listeners = new Set<Listener>();

/** Asks for the toast area (once; later calls do nothing). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** Called when the toast area is wanted (at once if it already is); returns the unsubscribe. */
export function onToasterWanted(listener: Listener): () => void {
  if (wanted) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const load = () => {
  wantToaster();
  return import('react-hot-toast').then((module) => module.default);
};

export const notify = {
  success: (message: string) => void load().then((toast) => toast.success(message)),
  error: (message: string) => void load().then((toast) => toast.error(message)),
};
