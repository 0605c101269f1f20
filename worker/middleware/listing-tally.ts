// The listing counters (docs/product/business-side.md §10.4) count every answered read, also one
// the edge cache serves without running its route (docs/decisions/023-edge-cache.md): an answer
// names what it counts in an internal header, which its cached copy keeps and which is counted
// again each time the copy is served. A server-rendered page gathers its reads' tallies into its own.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { connect } from '../db';
import type { AppEnv } from '../env';
import { countImpressions, countProfileView } from '../services/analytics/counting';
import { afterAnswer, looksAutomated } from './after-answer';
import { resolveUser } from './auth';
import { pageReadHeader } from './edge-cache';

export const tallyHeader = 'x-listing-tally';

type Kind = 'views' | 'impressions';

/** A tally as `views 12, impressions 3 4 5`: one entry per counted read. */
function entriesOf(tally: string) {
  return tally.split(',').flatMap((entry) => {
    const [kind, ...ids] = entry.trim().split(' ');
    return kind === 'views' || kind === 'impressions' ? [{ kind, ids: ids.map(Number) }] : [];
  });
}

function countTally(c: Context<AppEnv>, tally: string, viewerId: number | null) {
  const db = c.var.db ?? connect(c.env);
  const now = new Date();
  return Promise.all(
    entriesOf(tally).map(({ kind, ids }) =>
      kind === 'impressions'
        ? countImpressions(db, ids, now)
        : Promise.all(ids.map((id) => countProfileView(db, id, viewerId, now))),
    ),
  );
}

/** Counts this answer's read after it is sent (never a crawler's), and names it on the answer. */
export function tallyAnswer(c: Context<AppEnv>, kind: Kind, ids: number[]) {
  if (ids.length === 0) return;
  c.header(tallyHeader, `${kind} ${ids.join(' ')}`);
  if (looksAutomated(c.req.header('user-agent'))) return;
  afterAnswer(
    c,
    kind === 'views' ? 'Counting a profile view' : 'Counting impressions',
    async () => {
      // The owner is known only on a signed-in read; a server-rendered page load carries no session.
      const viewer = kind === 'views' ? await resolveUser(c) : null;
      await countTally(c, `${kind} ${ids.join(' ')}`, viewer?.id ?? null);
    },
  );
}

/** A stored copy served for a visitor: what its building counted is counted again for them. */
export function recountServed(c: Context<AppEnv>, stored: Response) {
  const tally = stored.headers.get(tallyHeader);
  if (!tally || looksAutomated(c.req.header('user-agent'))) return;
  // A cached copy is only served to a request without a session: no owner to leave out.
  afterAnswer(c, 'Counting a cached answer', () => countTally(c, tally, null));
}

/** The tally stays on a page's own reads (the page gathers it) and on stored copies, never shown. */
export const hidesTally = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.req.header(pageReadHeader)) c.res.headers.delete(tallyHeader);
});
