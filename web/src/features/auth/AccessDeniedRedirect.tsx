import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { accessDeniedTexts } from '../../lib/accountTexts';
import { showToast } from '../../lib/toaster';

/** Spec public-site §6: a non-admin reaching an admin page is sent home with this toast. */
export function AccessDeniedRedirect() {
  useEffect(() => {
    // The toast store renders synchronously (flushSync), which React refuses inside an effect.
    queueMicrotask(() =>
      showToast({
        type: 'error',
        title: accessDeniedTexts.title,
        description: accessDeniedTexts.page,
      }),
    );
  }, []);
  return <Navigate to="/" replace />;
}
