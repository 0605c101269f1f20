import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tradesmen } from '../../../schema/tables';
import { makeQuote, makeTradesman } from '../../test/factories';
import { databaseOf, freshBindings } from '../../test/harness';
import { refreshLapsedResponseStats } from './trust';

const db = databaseOf(freshBindings());
const hour = 60 * 60 * 1000;

describe('refreshLapsedResponseStats', () => {
  it('counts requests left unanswered past 48 hours against the response rate', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const at = (hoursBefore: number) => new Date(now.getTime() - hoursBefore * hour);
    const listing = await makeTradesman(db, { responseRate: 100 });
    for (const createdAt of [at(60), at(100), at(200)]) {
      await makeQuote(db, listing, {
        createdAt,
        firstRespondedAt: new Date(createdAt.getTime() + hour),
        status: 'contacted',
      });
    }
    await makeQuote(db, listing, { createdAt: at(50) });

    expect(await refreshLapsedResponseStats(db, now)).toBe(1);
    const [row] = await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id));
    expect(row).toMatchObject({ responseRate: 75, responseHours: 1 });
    expect(await refreshLapsedResponseStats(db, new Date(now.getTime() + 30 * hour))).toBe(0);
  });
});
