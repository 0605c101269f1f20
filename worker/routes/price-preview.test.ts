// POST /api/create-payment-intent/preview: the exact amount Stripe will charge, shown before the
// card, and the same amount charged.
import { describe, expect, it } from 'vitest';
import { makeTradesman, signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';
import {
  freshAddress,
  type PaymentAnswer,
  startPayment,
  stripe,
  uniqueEmail,
  upgradeToStarter,
} from '../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);

interface Preview {
  amount: number;
  currency: string;
  beforeDiscount: number;
  prorationDate: number | null;
  renewalAmount: number;
}

const preview = (body: Record<string, unknown>, token?: string) =>
  call(bindings, 'POST', '/api/create-payment-intent/preview', {
    body,
    token,
    headers: freshAddress(),
  });

async function tradeOnStarter() {
  const { user, token } = await signedIn(bindings, db, 'tradesperson');
  await makeTradesman(db, { ownerId: user.id });
  const first = await upgradeToStarter(bindings, token);
  return { token, first };
}

describe('the price shown before paying', () => {
  it('takes a promotion code off a new plan, and the payment opened asks exactly that', async () => {
    const shown = await preview({ plan: 'starter', billing: 'annual', promoCode: 'green10' });
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({
      amount: 17100,
      currency: 'gbp',
      beforeDiscount: 19000,
      prorationDate: null,
      renewalAmount: 19000,
    });
    const { answer } = await startPayment(bindings, {
      plan: 'starter',
      billing: 'annual',
      promoCode: 'GREEN10',
      email: uniqueEmail(),
    });
    expect(answer?.amount).toBe(17100);
  });

  it('refuses an unknown promotion code on the step where it is typed', async () => {
    const refused = await preview({ plan: 'starter', billing: 'monthly', promoCode: 'NOPE' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Promo code "NOPE" is not valid.' });
  });

  it('prorates a plan change to a pinned date, and the change bills that exact amount', async () => {
    const { token, first } = await tradeOnStarter();
    const shown = await preview({ plan: 'premium', billing: 'monthly', context: 'upgrade' }, token);
    const quoted = (await shown.json()) as Preview;
    expect(quoted.prorationDate).toEqual(expect.any(Number));
    expect(quoted.amount).toBeGreaterThan(0);
    expect(quoted.amount).toBeLessThanOrEqual(9900 - 1900);
    expect(quoted.renewalAmount).toBe(9900);
    const halfAnHourEarlier = await startPayment(
      bindings,
      {
        plan: 'premium',
        billing: 'monthly',
        context: 'upgrade',
        prorationDate: (quoted.prorationDate as number) - 1800,
      },
      token,
    );
    // The date is what Stripe prorates from: half an hour more of the dearer plan costs more.
    expect(halfAnHourEarlier.answer?.amount).toBeGreaterThan(quoted.amount);
    const { answer } = await startPayment(
      bindings,
      {
        plan: 'premium',
        billing: 'monthly',
        context: 'upgrade',
        prorationDate: quoted.prorationDate,
      },
      token,
    );
    expect((answer as PaymentAnswer).subscriptionId).toBe(first.subscriptionId);
    expect(answer?.amount).toBe(quoted.amount);
    const invoices = await stripe().invoices.list({ subscription: first.subscriptionId });
    expect(invoices.data.map((invoice) => invoice.amount_due)).toContain(quoted.amount);
  });

  it("prices an upgrade only for the signed-in trade's own listing", async () => {
    const upgrade = { plan: 'premium', billing: 'monthly', context: 'upgrade' };
    expect((await preview(upgrade)).status).toBe(401);
    const resident = await signedIn(bindings, db, 'resident');
    expect((await preview(upgrade, resident.token)).status).toBe(403);
    expect((await preview({ plan: 'free', billing: 'monthly' })).status).toBe(400);
  });
});
