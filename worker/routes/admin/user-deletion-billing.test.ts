import { describe, expect, it } from 'vitest';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { paidUpgradeNotApplied, stripe, upgradeToStarter } from '../../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);

/** A tradesperson on a paid plan, its subscription live at the stand-in. */
async function payingTradesperson() {
  const { user, token } = await signedIn(bindings, db, 'tradesperson');
  await makeTradesman(db, { ownerId: user.id });
  const payment = await upgradeToStarter(bindings, token);
  return { user, subscriptionId: payment.subscriptionId };
}

describe('an admin deleting a paying tradesperson', () => {
  it('cancels their subscription at Stripe, so the card is no longer billed', async () => {
    const admin = await signedIn(bindings, db, 'admin');
    const { user, subscriptionId } = await payingTradesperson();
    expect((await stripe().subscriptions.retrieve(subscriptionId)).status).toBe('active');

    const response = await call(bindings, 'DELETE', `/api/admin/users/${user.id}`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect((await stripe().subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
  });

  it('cancels a subscription paid for a plan change that was never applied', async () => {
    const admin = await signedIn(bindings, db, 'admin');
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    await makeTradesman(db, { ownerId: user.id });
    const payment = await paidUpgradeNotApplied(bindings, token, 'professional');
    const { customer } = await stripe().subscriptions.retrieve(payment.subscriptionId);

    const response = await call(bindings, 'DELETE', `/api/admin/users/${user.id}`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    const left = await stripe().subscriptions.list({ customer: customer as string });
    expect(left.data.map((subscription) => subscription.status)).toEqual(['canceled']);
  });
});
