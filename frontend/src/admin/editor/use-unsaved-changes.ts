import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { useT } from '../../i18n/context';

/**
 * Asks before leaving with unsaved changes: in-app navigation through react-router's blocker (a
 * confirm dialog), closing or reloading the tab through `beforeunload`. Call `allowLeaving()` before
 * navigating away on purpose (after a successful save).
 */
export function useUnsavedChangesPrompt(dirty: boolean): { allowLeaving: () => void } {
  const t = useT();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('newsroom.editor.leave'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      event.returnValue = ''; // older Chromium needs it set to show the prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);
  return { allowLeaving };
}
