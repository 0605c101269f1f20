import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanId } from '#schema/plans';
import { answer, callsTo, makeUser, type Reply, signInAs, stubApi } from '../../../test/api';
import { makeAccount, makeProfile } from '../../../test/makeDashboardData';
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

/** Opens the page as a trade on `plan` (Free unless said). */
function openUpgrade(path: string, replies: Record<string, Reply> = {}, plan: PlanId = 'free') {
  const fetchMock = signInAs(tradesperson, {
    'GET /api/tradesman/profile': () =>
      Response.json({ account: makeAccount({ plan }), profile: makeProfile() }),
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

  it('keeps Payment Failed on the form for a declined card until the next try, and changes nothing', async () => {
    let declines = 0;
    const { user, fetchMock } = openUpgrade('/upgrade-payment?plan=premium', {
      'POST /api/create-payment-intent': intent,
      'POST /api/stripe/test-card': () => {
        declines += 1;
        return declines === 1 ? testCardDeclined() : new Promise<Response>(() => {});
      },
    });
    await enterTestCard(user, '4000000000000002');
    const pay = await screen.findByRole('button', { name: 'Pay £510.21 and upgrade' });
    await user.click(pay);
    // On the form, not only in a toast that goes before it is read.
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Payment Failed')).toBeTruthy();
    expect(alert.getByText('Your payment was declined. Please try a different card.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tradesman/upgrade-plan')).toEqual([]);

    await user.click(pay);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps a change the server refuses on the form', async () => {
    const { user } = openUpgrade('/upgrade-payment?plan=premium', {
      'POST /api/create-payment-intent': intent,
      'POST /api/stripe/test-card': testCardPaid('pi_9'),
      'POST /api/tradesman/upgrade-plan': () =>
        Response.json(
          { error: 'This payment has not been completed. Please complete the payment step.' },
          { status: 402 },
        ),
    });
    await enterTestCard(user, '4242424242424242');
    await user.click(await screen.findByRole('button', { name: 'Pay £510.21 and upgrade' }));
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Payment Failed')).toBeTruthy();
    expect(
      alert.getByText('This payment has not been completed. Please complete the payment step.'),
    ).toBeTruthy();
  });

  it('words a move to a cheaper plan as a downgrade', async () => {
    const { user } = openUpgrade('/upgrade-payment?plan=starter', {}, 'professional');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Downgrade Your Plan' }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay £510.21 and downgrade' })).toBeTruthy();
    expect(screen.queryByText(/upgrade/i)).toBeNull();
    await user.click(screen.getByText('Premium'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade Your Plan' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay £510.21 and upgrade' })).toBeTruthy();
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
