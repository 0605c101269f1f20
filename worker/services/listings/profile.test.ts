import { createExecutionContext, createScheduledController, env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tradesmen } from '../../../schema/tables';
import worker from '../../index';
import { makeTradesman } from '../../test/factories';
import { databaseOf, freshBindings } from '../../test/harness';
import { expireFeaturedBadges } from './profile';

const now = new Date('2026-11-21T12:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);

async function featuredState(db: ReturnType<typeof databaseOf>, id: number) {
  const [row] = await db
    .select({ featured: tradesmen.featured, featuredUntil: tradesmen.featuredUntil })
    .from(tradesmen)
    .where(eq(tradesmen.id, id));
  return row;
}

describe('expireFeaturedBadges', () => {
  it('clears badges whose end date has passed and keeps permanent and future ones', async () => {
    const db = databaseOf(freshBindings());
    const expired = await makeTradesman(db, { featured: true, featuredUntil: hours(-1) });
    const permanent = await makeTradesman(db, { featured: true, featuredUntil: null });
    const future = await makeTradesman(db, { featured: true, featuredUntil: hours(24) });

    expect(await expireFeaturedBadges(db, now)).toBe(1);

    expect(await featuredState(db, expired.id)).toEqual({ featured: false, featuredUntil: null });
    expect(await featuredState(db, permanent.id)).toEqual({ featured: true, featuredUntil: null });
    expect(await featuredState(db, future.id)).toEqual({
      featured: true,
      featuredUntil: hours(24),
    });
  });

  it('moves a cleared listing out of the featured ranking tier', async () => {
    const db = databaseOf(freshBindings());
    const day = 86_400_000;
    const listing = await makeTradesman(db, {
      featured: true,
      featuredUntil: new Date(Date.now() + day),
    });
    const tier = async () =>
      (
        await db
          .select({ tier: tradesmen.rankTier })
          .from(tradesmen)
          .where(eq(tradesmen.id, listing.id))
      )[0]?.tier;
    expect(await tier()).toBeLessThan(0);
    await expireFeaturedBadges(db, new Date(Date.now() + 2 * day));
    expect(await tier()).toBeGreaterThanOrEqual(0);
  });

  it('changes nothing when run twice in the same hour', async () => {
    const db = databaseOf(freshBindings());
    await makeTradesman(db, { featured: true, featuredUntil: hours(-2) });
    expect(await expireFeaturedBadges(db, now)).toBe(1);
    expect(await expireFeaturedBadges(db, now)).toBe(0);
  });
});

describe('the scheduled handler', () => {
  it('runs the featured-expiry job on the cron trigger', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const expired = await makeTradesman(db, { featured: true, featuredUntil: hours(-1) });

    await worker.scheduled(
      createScheduledController({ scheduledTime: now, cron: '0 * * * *' }),
      { ...env, LIBSQL_URL: bindings.LIBSQL_URL },
      createExecutionContext(),
    );

    expect(await featuredState(db, expired.id)).toEqual({ featured: false, featuredUntil: null });
  });
});
