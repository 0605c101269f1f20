import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, makeUser, type Reply, stubApi } from '../../../test/api';
import { fillIn } from '../../../test/fill';
import { makeAccount, makeProfile } from '../../../test/makeDashboardData';
import {
  enterTestCard,
  testCardDeclined,
  testCardFormConfig,
  testCardPaid,
} from '../../../test/payment';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { RegisterFormPage } from './RegisterFormPage';

const email = 'hello@watfordheat.example';
const newUser = makeUser({ id: 31, email, role: 'tradesperson', isTradesman: true });

const registered = answer(api['register-tradesman'].$post, {
  success: true,
  token: 'new-token',
  userType: 'tradesman',
  account: makeAccount({ id: 31, email, plan: 'starter', isTemporaryPassword: true }),
  profile: makeProfile({ verificationStatus: 'pending', isVerified: false }),
  homeowner: null,
  user: { id: 31, name: 'Watford Heat Co', email, role: 'tradesperson' },
});

const intent = answer(api['create-payment-intent'].$post, {
  clientSecret: 'pi_1_secret_2',
  paymentIntentId: 'pi_1',
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  amount: 19000,
  currency: 'gbp',
  plan: 'starter',
  billing: 'annual',
});

/** The server's price preview, as the stand-in's codes price a £190 year. */
const pricePreview: Reply = (init) => {
  const { promoCode } = JSON.parse(String(init?.body)) as { promoCode: string };
  if (promoCode && promoCode !== 'GREEN10') {
    return Response.json({ error: `Promo code "${promoCode}" is not valid.` }, { status: 400 });
  }
  return answer(api['create-payment-intent'].preview.$post, {
    amount: promoCode ? 17100 : 19000,
    currency: 'gbp',
    beforeDiscount: 19000,
    prorationDate: null,
    renewalAmount: 19000,
  })(init);
};

function openForm(path: string, replies: Record<string, Reply> = {}) {
  const fetchMock = stubApi({
    'GET /api/stripe/config': testCardFormConfig,
    'POST /api/create-payment-intent/preview': pricePreview,
    'GET /api/auth/me': () => Response.json(newUser),
    ...replies,
  });
  return { fetchMock, ...renderPage(<RegisterFormPage />, { path }) };
}

type User = ReturnType<typeof openForm>['user'];

async function fillBusinessStep(user: User, { certify = true } = {}) {
  const form = within(await screen.findByRole('form', { name: 'Business details' }));
  await fillIn(user, form.getByLabelText('Business name'), 'Watford Heat Co');
  await fillIn(user, form.getByLabelText('Description'), 'Heat pumps for homes.');
  await user.selectOptions(form.getByLabelText('Service area'), 'Watford');
  await fillIn(user, form.getByLabelText('Contact email'), email);
  await fillIn(user, form.getByLabelText('Contact phone'), '01923 555 010');
  await user.click(form.getByText('Heat Pump Installation'));
  if (certify) await user.click(form.getByText('MCS Certified'));
  return form;
}

async function pay(user: User, cardNumber: string, amount = '£190') {
  const form = within(await screen.findByRole('form', { name: 'Payment' }));
  await enterTestCard(user, cardNumber, form);
  await user.click(form.getByText(/I agree to the terms/));
  await user.click(await form.findByRole('button', { name: `Pay ${amount} and register` }));
}

describe('the registration form', () => {
  it('keeps submit disabled and says why until a certification is chosen', async () => {
    const { user } = openForm('/register-form?plan=free');
    const form = await fillBusinessStep(user, { certify: false });
    expect(form.getByText('Certification Required')).toBeTruthy();
    const submit = form.getByRole('button', { name: 'Complete Registration' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.click(form.getByText('MCS Certified'));
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(form.queryByText('Certification Required')).toBeNull();
  });

  it('completes a free registration without payment and lands on the status page', async () => {
    const { user, fetchMock, router } = openForm('/register-form?plan=free', {
      'POST /api/register-tradesman': registered,
    });
    const form = await fillBusinessStep(user);
    expect(
      form.getByText('The Free plan lists up to 3 services. Upgrade your plan to list more.'),
    ).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('Registration Complete!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/registration-status');
    expect(localStorage.getItem('authToken')).toBe('new-token');
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')).toEqual([]);
    expect(callsTo(fetchMock, 'POST /api/register-tradesman')[0]).toMatchObject({
      plan: 'free',
      paymentIntentId: '',
      certifications: ['MCS Certified'],
    });
  });

  it('pays a paid plan with the test card, then registers with the paid intent', async () => {
    const { user, fetchMock, router } = openForm('/register-form?plan=starter&billing=annual', {
      'POST /api/create-payment-intent': intent,
      'POST /api/stripe/test-card': testCardPaid('pi_1'),
      'POST /api/register-tradesman': registered,
    });
    await fillBusinessStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Test mode: no real card is charged')).toBeTruthy();
    await pay(user, '4242424242424242');
    expect(await screen.findByText('Registration Complete!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/registration-status');
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')).toEqual([
      { plan: 'starter', billing: 'annual', email, promoCode: '', context: 'registration' },
    ]);
    expect(callsTo(fetchMock, 'POST /api/stripe/test-card')).toEqual([
      { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1', cardNumber: '4242424242424242' },
    ]);
    expect(callsTo(fetchMock, 'POST /api/register-tradesman')[0]).toMatchObject({
      plan: 'starter',
      billing: 'annual',
      paymentIntentId: 'pi_1',
    });
  });

  it('shows Payment Failed for a declined card and registers nothing', async () => {
    const { user, fetchMock } = openForm('/register-form?plan=starter&billing=annual', {
      'POST /api/create-payment-intent': intent,
      'POST /api/stripe/test-card': testCardDeclined,
    });
    await fillBusinessStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await pay(user, '4000000000000002');
    // On the form, in an alert that stays until the next try, not only in a passing toast.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment Failed')).toBeTruthy();
    expect(
      within(alert).getByText('Your payment was declined. Please try a different card.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/register-tradesman')).toEqual([]);
  });

  it('refuses a taken e-mail under its field on the first step, before any payment', async () => {
    const { user, fetchMock } = openForm('/register-form?plan=starter&billing=annual', {
      'POST /api/register-tradesman/email': () =>
        Response.json(
          { error: 'An account with this email already exists. Please sign in instead.' },
          { status: 409 },
        ),
    });
    const form = await fillBusinessStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(
      await form.findByText('An account with this email already exists. Please sign in instead.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Payment' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/register-tradesman/email')).toEqual([
      { contactEmail: email },
    ]);
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')).toEqual([]);
  });

  it('retries a failed registration with the same paid intent instead of charging again', async () => {
    let attempts = 0;
    const { user, fetchMock } = openForm('/register-form?plan=starter&billing=annual', {
      'POST /api/create-payment-intent': intent,
      'POST /api/stripe/test-card': testCardPaid('pi_1'),
      'POST /api/register-tradesman': (init) => {
        attempts += 1;
        return attempts === 1
          ? Response.json({ error: 'Database busy' }, { status: 503 })
          : registered(init);
      },
    });
    await fillBusinessStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await pay(user, '4242424242424242');
    expect(await screen.findByText('Could not submit registration: Database busy')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay £190 and register' }));
    expect(await screen.findByText('Registration Complete!')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/register-tradesman')).toHaveLength(2);
  });

  it('refuses an unknown promo code under its field, before the card is charged', async () => {
    const { user, fetchMock } = openForm('/register-form?plan=starter&billing=annual');
    await fillBusinessStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.type(await screen.findByLabelText('Promo code'), 'spring');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code "SPRING" is not valid.')).toBeTruthy();
    expect(screen.getByLabelText('Promo code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pay and register' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')).toEqual([]);
  });

  it('shows the discounted figure before the card and charges exactly that', async () => {
    const { user, fetchMock } = openForm('/register-form?plan=starter&billing=annual', {
      'POST /api/create-payment-intent': answer(api['create-payment-intent'].$post, {
        clientSecret: 'pi_1_secret_2',
        paymentIntentId: 'pi_1',
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        amount: 17100,
        currency: 'gbp',
        plan: 'starter',
        billing: 'annual',
      }),
      'POST /api/stripe/test-card': testCardPaid('pi_1'),
      'POST /api/register-tradesman': registered,
    });
    await fillBusinessStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.type(await screen.findByLabelText('Promo code'), 'green10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('−£19')).toBeTruthy();
    expect(screen.getByTestId('due-today').textContent).toBe('£171');
    await pay(user, '4242424242424242', '£171');
    expect(
      await screen.findByText(
        'Your payment of £171 has been processed. Completing registration...',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')[0]).toMatchObject({
      promoCode: 'GREEN10',
    });
  });

  it('falls back to the free plan for an unknown plan', async () => {
    openForm('/register-form?plan=platinum');
    expect(
      await screen.findByText(
        'That plan is not one of ours, so we have selected the Free plan for you.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Free plan')).toBeTruthy();
  });
});
