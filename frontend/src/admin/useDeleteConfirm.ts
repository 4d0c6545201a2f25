import { useState } from 'react';
import toast from 'react-hot-toast';
import { useServerMessage } from '../lib/server-message';

/**
 * The state of a "delete after confirmation" flow: which item is asked about, whether the call is running,
 * and the toasts (the server's message, or `failure`, when it refuses).
 */
export function useDeleteConfirm<T>(remove: (item: T) => Promise<unknown>, texts: { success: string; failure: string }) {
  const { serverMessage } = useServerMessage();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      toast.success(texts.success);
      setTarget(null);
    } catch (error) {
      toast.error(serverMessage(error, texts.failure));
      setTarget(null);
    } finally {
      setBusy(false);
    }
  };

  return { target, busy, ask: setTarget, cancel: () => setTarget(null), confirm };
}
