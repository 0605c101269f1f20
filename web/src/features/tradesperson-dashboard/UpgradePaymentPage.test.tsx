import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, makeUser, type Reply, signInAs, stubApi } from '../../../test/api';
import { makeAccount } from '../../../test/makeDashboardData';
import {
  enterTestCard,
  testCardDeclined,
  testCardFormConfig,
  testCardPaid,
} from '../../../test/payment';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { UpgradePaymentPage } from './UpgradePaymentPage';

const tradesperson = makeUser({ id: 21, role: 'tradesperson', isTradesman: true });

const intent = answer(api['create-payment-intent'].$post, {
  clientSecret: 'pi_9_secret_1',
  paymentIntentId: 'pi_9',
  subscriptionId: 'sub_9',
  customerId: 'cus_9',
  amount: 106920,
  currency: 'gbp',
  plan: 'premium',
  billing: 'annual',
});

function openUpgrade(path: string, replies: Record<string, Reply> = {}) {
  const fetchMock = signInAs(tradesperson, {
    'GET /api/stripe/config': testCardFormConfig,
    ...replies,
  });
  return { fetchMock, ...renderPage(<UpgradePaymentPage />, { path }) };
}

describe('the upgrade payment page', () => {
  it('asks a signed-out visitor to sign in', async () => {
    stubApi({});
    renderPage(<UpgradePaymentPage />, { path: '/upgrade-payment' });
    expect(await screen.findByRole('heading', { name: 'Please Sign In' })).toBeTruthy();
  });

  it('defaults an unknown plan to Starter and prices annual at monthly × 12 × 0.9', async () => {
    const { user } = openUpgrade('/upgrade-payment?plan=gold');
    const card = within(await screen.findByRole('article', { name: 'Starter plan' }));
    expect(card.getByText('£19')).toBeTruthy();
    await user.click(screen.getByText('Annual · Save 10%'));
    expect(card.getByText('£205.20')).toBeTruthy();
    expect(screen.getByText('Save £22.80 per year')).toBeTruthy();
  });

  it('pays with the test card, then applies the plan and returns to the dashboard', async () => {
    const { user, fetchMock, router } = openUpgrade('/upgrade-payment?plan=premium', {
      'POST /api/create-payment-intent': intent,
      'POST /api/stripe/test-card': testCardPaid('pi_9'),
      'POST /api/tradesman/upgrade-plan': answer(api.tradesman['upgrade-plan'].$post, {
        success: true,
        message: "You've been upgraded to the Premium plan.",
        account: makeAccount({ plan: 'premium', billing: 'annual' }),
        billing: {
          plan: 'premium',
          billing: 'annual',
          paidUntil: '2027-11-23T00:00:00.000Z',
          nextRenewalDate: '2027-11-23T00:00:00.000Z',
          cancelAtPeriodEnd: false,
          billingProblem: false,
          portalAvailable: true,
        },
      }),
    });
    await screen.findByRole('article', { name: 'Premium plan' });
    await user.click(screen.getByText('Annual · Save 10%'));
    await enterTestCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Complete Upgrade' }));
    expect(await screen.findByText('Plan Upgraded Successfully!')).toBeTruthy();
    expect(screen.getByText("You've been upgraded to the Premium plan.")).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')).toEqual([
      { plan: 'premium', billing: 'annual', context: 'upgrade', email: '', promoCode: '' },
    ]);
    expect(callsTo(fetchMock, 'POST /api/tradesman/upgrade-plan')).toEqual([
      { plan: 'premium', billing: 'annual', paymentIntentId: 'pi_9' },
    ]);
  });

  it('shows Payment Failed for a declined card and changes nothing', async () => {
    const { user, fetchMock } = openUpgrade('/upgrade-payment?plan=premium', {
      'POST /api/create-payment-intent': intent,
      'POST /api/stripe/test-card': testCardDeclined,
    });
    await enterTestCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Complete Upgrade' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tradesman/upgrade-plan')).toEqual([]);
  });
});
