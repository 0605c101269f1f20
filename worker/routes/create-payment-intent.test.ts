import { describe, expect, it } from 'vitest';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { makeTradesman, signedIn } from '../test/factories';
import { databaseOf, freshBindings } from '../test/harness';
import { startPayment } from '../test/stripe';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
const upgrade = { plan: 'starter', billing: 'monthly', context: 'upgrade' };

async function trade() {
  const { user, token } = await signedIn(bindings, db, 'tradesperson');
  await makeTradesman(db, { ownerId: user.id });
  return token;
}

describe('the upgrade payment rate limit', () => {
  it('allows 10 upgrade payments an hour per account, from any address, then answers 429', async () => {
    const token = await trade();
    for (let attempt = 0; attempt < 10; attempt++) {
      // startPayment sends each from a new address: the limit is the account's.
      expect((await startPayment(bindings, upgrade, token)).response.status).toBe(200);
    }
    const { response } = await startPayment(bindings, upgrade, token);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({
      error: 'Too many payment attempts in a short time. Please try again in an hour.',
    });
    // Another trade is not held back.
    expect((await startPayment(bindings, upgrade, await trade())).response.status).toBe(200);
  });
});
