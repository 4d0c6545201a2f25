import { useEffect, useState, type ComponentType } from 'react';
import { onToasterWanted } from '../lib/notify';

/**
 * The toast area (AppToaster), loaded when a screen first wants it (lib/notify.ts): toasts shown before it
 * arrives are kept by react-hot-toast's store and appear when it mounts. Nothing on the server, nothing in the
 * first browser render (hydration stays exact).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const stop = onToasterWanted(() => {
      void import('./AppToaster').then((module) => {
        if (live) setToaster(() => module.AppToaster);
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
