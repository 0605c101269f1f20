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
  amount: 51021,
  currency: 'gbp',
  plan: 'premium',
  billing: 'annual',
});

/** Stripe's preview of the change: prorated, pinned to a date the payment must name. */
const preview = answer(api['create-payment-intent'].preview.$post, {
  amount: 51021,
  currency: 'gbp',
  beforeDiscount: 51021,
  prorationDate: 1_795_000_000,
  renewalAmount: 99000,
});

function openUpgrade(path: string, replies: Record<string, Reply> = {}) {
  const fetchMock = signInAs(tradesperson, {
    'GET /api/stripe/config': testCardFormConfig,
    'POST /api/create-payment-intent/preview': preview,
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

  it('tells a signed-in homeowner that plans belong to business accounts, not to sign in', async () => {
    signInAs(makeUser({ role: 'resident' }));
    renderPage(<UpgradePaymentPage />, { path: '/upgrade-payment?plan=starter' });
    expect(
      await screen.findByRole('heading', { name: 'Plans Are for Business Accounts' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Please Sign In' })).toBeNull();
    expect(screen.getByRole('link', { name: 'List My Business' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('defaults an unknown plan to Starter and prices annual at ten months, like registration', async () => {
    const { user } = openUpgrade('/upgrade-payment?plan=gold');
    const card = within(await screen.findByRole('article', { name: 'Starter plan' }));
    expect(card.getByText('£19')).toBeTruthy();
    await user.click(screen.getByText('Annual (2 months free)'));
    expect(card.getByText('£190')).toBeTruthy();
    expect(screen.getByText('Save £38 per year')).toBeTruthy();
  });

  it('pays with the test card, then applies the plan and returns to the dashboard', async () => {
    const { user, fetchMock, router } = openUpgrade('/upgrade-payment?plan=premium', {
      'POST /api/create-payment-intent': intent,
      'POST /api/stripe/test-card': testCardPaid('pi_9'),
      'POST /api/tradesman/upgrade-plan': answer(api.tradesman['upgrade-plan'].$post, {
        success: true,
        message: "You've been upgraded to the Premium plan. £510.21 was charged to your card.",
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
    await user.click(screen.getByText('Annual (2 months free)'));
    // The exact figure Stripe will charge, before the card.
    expect(await screen.findByTestId('due-today')).toHaveProperty('textContent', '£510.21');
    await enterTestCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay £510.21 and upgrade' }));
    expect(await screen.findByText('Plan Upgraded Successfully!')).toBeTruthy();
    expect(
      screen.getByText(
        "You've been upgraded to the Premium plan. £510.21 was charged to your card.",
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')).toEqual([
      {
        plan: 'premium',
        billing: 'annual',
        context: 'upgrade',
        email: '',
        promoCode: '',
        prorationDate: 1_795_000_000,
      },
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
    await user.click(await screen.findByRole('button', { name: 'Pay £510.21 and upgrade' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tradesman/upgrade-plan')).toEqual([]);
  });

  it('charges nothing when the amount opened differs from the one shown', async () => {
    const { user, fetchMock } = openUpgrade('/upgrade-payment?plan=premium', {
      'POST /api/create-payment-intent': answer(api['create-payment-intent'].$post, {
        clientSecret: 'pi_9_secret_1',
        paymentIntentId: 'pi_9',
        subscriptionId: 'sub_9',
        customerId: 'cus_9',
        amount: 52000,
        currency: 'gbp',
        plan: 'premium',
        billing: 'monthly',
      }),
      'POST /api/stripe/test-card': testCardPaid('pi_9'),
    });
    await enterTestCard(user, '4242424242424242');
    await user.click(await screen.findByRole('button', { name: 'Pay £510.21 and upgrade' }));
    expect(
      await screen.findByText(
        'The price is now £520. Nothing was charged: please check it and pay again.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/stripe/test-card')).toEqual([]);
    expect(callsTo(fetchMock, 'POST /api/tradesman/upgrade-plan')).toEqual([]);
  });
});
