import { useEffect, useRef, useState } from 'react';
import { useSignOutOn401 } from '../../api/useSignOutOn401';
import { type BellQuote, type QuoteBellWatch, watchQuoteBell } from './quoteBellWatch';

/** The staff quote bell's new requests while the component lives (`watchQuoteBell`). */
export function useQuoteBell() {
  const [newQuotes, setNewQuotes] = useState<readonly BellQuote[]>([]);
  const watch = useRef<QuoteBellWatch>(null);
  const signOutOn401 = useSignOutOn401();
  const onError = useRef(signOutOn401);
  useEffect(() => {
    onError.current = signOutOn401;
  });

  useEffect(() => {
    // An expired session signs out, as on the other staff pages.
    const started = watchQuoteBell({
      onChange: setNewQuotes,
      onError: (error) => onError.current(error),
    });
    watch.current = started;
    return started.stop;
  }, []);

  return { newQuotes, markAllAsRead: () => watch.current?.markAllAsRead() };
}
