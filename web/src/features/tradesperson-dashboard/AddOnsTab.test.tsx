import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addOns } from '#schema/plans';
import { addOnMessages } from '#schema/rules';
import { answer, callsTo, type Reply, stubApi } from '../../../test/api';
import {
  enterTestCard,
  testCardDeclined,
  testCardFormConfig,
  testCardPaid,
} from '../../../test/payment';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { AddOnsTab } from './AddOnsTab';
import type { ActiveAddOns } from './useAddOns';

const nothingRunning: ActiveAddOns = {
  homepageFeatureUntil: null,
  leadsLeft: 0,
  boostArea: null,
  fastTracked: false,
};

const ownAddOns = (overrides: { verified?: boolean; active?: ActiveAddOns } = {}) =>
  answer(api.tradesman['add-ons'].$get, {
    catalogue: addOns,
    active: nothingRunning,
    verified: true,
    area: 'Dacorum',
    ...overrides,
  });

const opened = answer(
  api.tradesman['add-ons'].$post,
  { clientSecret: 'pi_5_secret_1', paymentIntentId: 'pi_5', amount: 3000, currency: 'gbp' },
  { status: 201 },
);

function openTab(replies: Record<string, Reply> = {}) {
  const fetchMock = stubApi({
    'GET /api/tradesman/add-ons': ownAddOns(),
    'GET /api/stripe/config': testCardFormConfig,
    ...replies,
  });
  return { fetchMock, ...renderPage(<AddOnsTab onOpenBilling={() => {}} />) };
}

/** Chooses three weeks of the homepage feature and goes on to pay. */
async function chooseThreeWeeks(user: ReturnType<typeof openTab>['user']) {
  const offer = within(await screen.findByRole('article', { name: 'Homepage feature' }));
  expect(offer.getByText('£10 per week')).toBeTruthy();
  await user.selectOptions(offer.getByLabelText('How many weeks'), '3');
  expect(offer.getByText('£30')).toBeTruthy();
  expect(screen.queryByLabelText('Card number')).toBeNull();
  await user.click(offer.getByRole('button', { name: 'Buy Homepage feature' }));
}

describe('the Add-ons tab', () => {
  it('shows the total before the card, charges that figure and says what it granted', async () => {
    const { user, fetchMock } = openTab({
      'POST /api/tradesman/add-ons': opened,
      'POST /api/stripe/test-card': testCardPaid('pi_5'),
      'POST /api/tradesman/add-ons/confirm': answer(api.tradesman['add-ons'].confirm.$post, {
        addOn: 'homepage-feature',
        quantity: 3,
        active: { ...nothingRunning, homepageFeatureUntil: '2026-12-12T10:00:00.000Z' },
      }),
    });
    await chooseThreeWeeks(user);
    const form = within(await screen.findByRole('form', { name: 'Pay for Homepage feature' }));
    expect(form.getByTestId('due-today').textContent).toBe('£30');
    await enterTestCard(user, '4242424242424242', form);
    await user.click(form.getByRole('button', { name: 'Pay £30' }));
    const paid = within(await screen.findByRole('status'));
    expect(paid.getByText('Payment of £30 received')).toBeTruthy();
    expect(
      paid.getByText(
        /Homepage feature, 3 weeks\. Your listing is featured on our home page until 12 Dec 2026\./,
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tradesman/add-ons')).toEqual([
      { addOn: 'homepage-feature', weeks: 3 },
    ]);
    expect(callsTo(fetchMock, 'POST /api/tradesman/add-ons/confirm')).toEqual([
      { paymentIntentId: 'pi_5' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Featured on our home page until 12 Dec 2026')).toBeTruthy();
  });

  it("keeps the server's refusal and a declined card on the form, charging nothing", async () => {
    let refuse = true;
    const { user, fetchMock } = openTab({
      'POST /api/tradesman/add-ons': (init) =>
        refuse
          ? Response.json({ error: addOnMessages.notVerified }, { status: 400 })
          : opened(init),
      'POST /api/stripe/test-card': testCardDeclined,
    });
    await chooseThreeWeeks(user);
    const form = within(await screen.findByRole('form', { name: 'Pay for Homepage feature' }));
    await enterTestCard(user, '4000000000000002', form);
    await user.click(form.getByRole('button', { name: 'Pay £30' }));
    expect((await form.findByRole('alert')).textContent).toContain(addOnMessages.notVerified);
    expect(callsTo(fetchMock, 'POST /api/stripe/test-card')).toEqual([]);
    refuse = false;
    await user.click(form.getByRole('button', { name: 'Pay £30' }));
    expect(
      await form.findByText('Your payment was declined. Please try a different card.'),
    ).toBeTruthy();
    expect(form.queryByText(addOnMessages.notVerified)).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/tradesman/add-ons/confirm')).toEqual([]);
  });

  it('explains, in the server’s words, an add-on the listing cannot buy, and shows what runs', async () => {
    openTab({
      'GET /api/tradesman/add-ons': ownAddOns({
        verified: false,
        active: { ...nothingRunning, fastTracked: true },
      }),
    });
    for (const name of ['Homepage feature', 'Lead boosting']) {
      const offer = within(await screen.findByRole('article', { name }));
      expect(offer.getByText(addOnMessages.notVerified)).toBeTruthy();
      expect(offer.queryByRole('button')).toBeNull();
    }
    const fastTrack = within(screen.getByRole('article', { name: 'Fast-track verification' }));
    expect(fastTrack.getByText('£25 one-time')).toBeTruthy();
    expect(fastTrack.getByText(addOnMessages.alreadyFastTracked)).toBeTruthy();
    expect(
      screen.getByText(/first in our checking queue\. The Verified badge still needs/),
    ).toBeTruthy();
  });

  it('prices a boost per lead and names the search area it applies to', async () => {
    const { user } = openTab({
      'GET /api/tradesman/add-ons': ownAddOns({
        active: { ...nothingRunning, leadsLeft: 2, boostArea: 'Dacorum' },
      }),
    });
    const offer = within(await screen.findByRole('article', { name: 'Lead boosting' }));
    await user.selectOptions(offer.getByLabelText('How many leads'), '7');
    expect(offer.getByText('£35')).toBeTruthy();
    expect(offer.getByText(/Applies to directory searches for Dacorum/)).toBeTruthy();
    expect(
      screen.getByText('Lead boosting: 2 leads left, shown first in searches for Dacorum'),
    ).toBeTruthy();
  });
});
