import type { InferResponseType } from 'hono/client';
import { useEffect, useRef, useState } from 'react';
import { limits } from '#schema/limits';
import { api, unwrap } from '../../api/client';
import { ApiError } from '../../api/http';
import { useSignOutOn401 } from '../../api/useSignOutOn401';
import { usePollWhileVisible } from '../../lib/usePollWhileVisible';
import { quoteBellTexts } from './quoteBellTexts';

/** A quote request as the bell sees it (docs/product/public-site.md §3). */
export type BellQuote = InferResponseType<(typeof api)['quote-requests']['$get'], 200>[number];

const createdAt = (quote: BellQuote) => Date.parse(quote.createdAt);

function requestNotificationPermission() {
  if ('Notification' in window && Notification.permission === 'default') {
    Notification.requestPermission().catch(() => undefined);
  }
}

/** A desktop notification for requests that just arrived (the list is newest first). */
function notifyDesktop(arrivals: readonly BellQuote[]) {
  const [latest] = arrivals;
  if (!latest || !('Notification' in window) || Notification.permission !== 'granted') return;
  new Notification(quoteBellTexts.notificationTitle(arrivals.length), {
    body: quoteBellTexts.notificationBody(latest.customerName, latest.tradesmanName),
    tag: 'quote-requests',
  });
}

/**
 * The staff quote bell (docs/product/public-site.md §4): polls the latest requests; those created
 * after the baseline (page load, or the last 'Mark All as Read') are new, and each arrival is
 * announced once.
 */
export function useQuoteBell() {
  const [baseline, setBaseline] = useState(() => Date.now());
  const [latest, setLatest] = useState<readonly BellQuote[]>([]);
  const baselineRef = useRef(baseline);
  const announced = useRef(new Set<number>());
  const signOutOn401 = useSignOutOn401();

  useEffect(requestNotificationPermission, []);

  usePollWhileVisible(async () => {
    try {
      const quotes = await unwrap(api['quote-requests'].$get());
      setLatest(quotes);
      const arrivals = quotes.filter(
        (quote) => createdAt(quote) > baselineRef.current && !announced.current.has(quote.id),
      );
      for (const quote of arrivals) announced.current.add(quote.id);
      notifyDesktop(arrivals);
      return true;
    } catch (error) {
      // An expired session signs out; a refused role stops asking; anything else tries again.
      signOutOn401(error);
      return !(error instanceof ApiError && (error.status === 401 || error.status === 403));
    }
  }, limits.quoteBellPollMs);

  function markAllAsRead() {
    // Never before the newest request seen, so the list clears even if the server's clock is ahead.
    const now = Math.max(Date.now(), ...latest.map(createdAt));
    baselineRef.current = now;
    setBaseline(now);
  }

  const newQuotes = latest.filter((quote) => createdAt(quote) > baseline);
  return { newQuotes, markAllAsRead };
}
