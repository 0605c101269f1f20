import { describe, expect, it } from 'vitest';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { call, freshBindings } from '../test/harness';
import { type PaymentAnswer, payWithCard, registration, uniqueEmail } from '../test/stripe';

holdClockWithinOneRateWindow();

const bindings = freshBindings();

describe('the registration rate limit', () => {
  it('never refuses a paid registration after its payment, even past the sign-up budget', async () => {
    const headers = { 'cf-connecting-ip': '10.251.0.1' };
    const email = uniqueEmail();
    const plan = { plan: 'starter', billing: 'monthly', email };
    let payment: PaymentAnswer | null = null;
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call(bindings, 'POST', '/api/create-payment-intent', {
        body: plan,
        headers,
      });
      expect(response.status).toBe(200);
      payment = (await response.json()) as PaymentAnswer;
    }
    expect((await payWithCard(bindings, payment as PaymentAnswer)).status).toBe(200);

    const paid = await call(bindings, 'POST', '/api/register-tradesman', {
      headers,
      body: registration({
        contactEmail: email,
        plan: 'starter',
        billing: 'monthly',
        paymentIntentId: payment?.paymentIntentId,
      }),
    });
    expect(paid.status).toBe(201);
    // A free sign-up still shares the spent budget, as does one that only claims a payment id.
    const free = await call(bindings, 'POST', '/api/register-tradesman', {
      headers,
      body: registration({ paymentIntentId: 'pi_made_up' }),
    });
    expect(free.status).toBe(429);
  });
});

describe('the registration e-mail check', () => {
  it('answers 20 checks an hour from one address, then 429', async () => {
    const headers = { 'cf-connecting-ip': '10.251.0.2' };
    const check = () =>
      call(bindings, 'POST', '/api/register-tradesman/email', {
        body: { contactEmail: uniqueEmail() },
        headers,
      });
    for (let index = 0; index < 20; index += 1) expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(429);
  });
});
