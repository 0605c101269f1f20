import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Keeps unsaved changes from being lost: closing or reloading the tab asks the browser's own
 * question, and leaving for another page in the app is held until the user answers the returned
 * blocker. Call `allowLeaving` just before navigating away on purpose (after a save).
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const leavingOnPurpose = useRef(false);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const allowLeaving = useCallback(() => {
    leavingOnPurpose.current = true;
  }, []);

  return { blocker, allowLeaving };
}
