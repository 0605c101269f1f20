import type { InferResponseType } from 'hono/client';
import { limits } from '#schema/limits';
import { api, unwrap } from '../../api/client';
import { ApiError } from '../../api/http';
import { pollWhileVisible } from '../../lib/pollWhileVisible';
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

interface QuoteBellWatchOptions {
  /** The new requests, newest first, each time they change. */
  onChange: (newQuotes: readonly BellQuote[]) => void;
  /** A failed poll's error (an expired session is the caller's to act on). */
  onError?: (error: unknown) => void;
}

export interface QuoteBellWatch {
  /** Moves the baseline to now: nothing seen so far is new. */
  markAllAsRead: () => void;
  stop: () => void;
}

/**
 * The staff quote bell (docs/product/public-site.md §4, §9), with no React, for the app's bell and
 * the account island's: polls the latest requests; those created after the baseline (the start,
 * or the last 'Mark All as Read') are new, and each arrival is announced once.
 */
export function watchQuoteBell({ onChange, onError }: QuoteBellWatchOptions): QuoteBellWatch {
  let baseline = Date.now();
  let latest: readonly BellQuote[] = [];
  const announced = new Set<number>();
  const changed = () => onChange(latest.filter((quote) => createdAt(quote) > baseline));

  requestNotificationPermission();
  const stop = pollWhileVisible(async () => {
    try {
      latest = await unwrap(api['quote-requests'].$get());
      const arrivals = latest.filter(
        (quote) => createdAt(quote) > baseline && !announced.has(quote.id),
      );
      for (const quote of arrivals) announced.add(quote.id);
      notifyDesktop(arrivals);
      changed();
      return true;
    } catch (error) {
      // A refused sign-in or role stops asking; anything else tries again.
      onError?.(error);
      return !(error instanceof ApiError && (error.status === 401 || error.status === 403));
    }
  }, limits.quoteBellPollMs);

  return {
    markAllAsRead() {
      // Never before the newest request seen, so the list clears even if the server's clock is
      // ahead.
      baseline = Math.max(Date.now(), ...latest.map(createdAt));
      changed();
    },
    stop,
  };
}
