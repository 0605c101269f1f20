import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, makeUser, signInAs, stubApi } from '../../../test/api';
import { makeHomeownerQuote } from '../../../test/makeDashboardData';
import { makeReview } from '../../../test/makeReview';
import { renderApp } from '../../../test/render';
import { api } from '../../api/client';

const resident = makeUser({ id: 7, role: 'resident', name: 'Emma Clarke' });
const quotesKey = 'GET /api/homeowners/7/quotes';
const completed = makeHomeownerQuote({ id: 401, status: 'completed' });

function openDashboard(quotes: unknown[], path = '/homeowner-dashboard', replies = {}) {
  const state = { quotes };
  const fetchMock = signInAs(resident, {
    [quotesKey]: () => Response.json(state.quotes),
    'GET /api/bookings': () => Response.json({ bookings: [] }),
    ...replies,
  });
  return { ...renderApp(path), fetchMock, state };
}

describe('what a homeowner can do with their requests', () => {
  it('opens the review form from the mailed link and publishes a checked review', async () => {
    const published = {
      ...makeReview({ id: 90, rating: 4, title: 'Warm and tidy' }),
      held: false,
      message: 'Thank you: your review is now on the business’s profile.' as const,
    };
    const { user, fetchMock, state } = openDashboard(
      [completed],
      '/homeowner-dashboard?review=401',
      {
        'POST /api/quote-requests/401/review': answer(
          api['quote-requests'][':id'].review.$post,
          published,
          { status: 201 },
        ),
      },
    );
    const form = within(await screen.findByRole('form', { name: 'Review of GreenSpark Energy' }));
    await user.click(form.getByRole('button', { name: 'Publish review' }));
    expect(await form.findByText('Please choose a rating from 1 to 5')).toBeTruthy();
    expect(form.getByText('Please give your review a title')).toBeTruthy();

    const stars = within(form.getByRole('radiogroup', { name: /Your rating/ }));
    await user.click(stars.getByRole('radio', { name: '4 stars' }));
    await user.type(form.getByRole('textbox', { name: /Title/ }), 'Warm and tidy');
    await user.type(
      form.getByRole('textbox', { name: /Your review/ }),
      'The heat pump went in over two days and the house is warm.',
    );
    await user.type(form.getByLabelText(/Date of the work/), '2026-03-10');
    state.quotes = [{ ...completed, reviewId: 90 }];
    await user.click(form.getByRole('button', { name: 'Publish review' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/quote-requests/401/review')).toEqual([
        {
          rating: 4,
          title: 'Warm and tidy',
          text: 'The heat pump went in over two days and the house is warm.',
          workDate: '2026-03-10',
        },
      ]),
    );
    expect(
      await screen.findByText('Thank you: your review is now on the business’s profile.'),
    ).toBeTruthy();
    expect(screen.getByText('Verified customer — job completed January 2026')).toBeTruthy();
  });

  it('offers Leave a review on a completed request, and not again once reviewed', async () => {
    const { user } = openDashboard([
      completed,
      makeHomeownerQuote({
        id: 402,
        tradesmanName: 'Loft Masters',
        status: 'completed',
        reviewId: 5,
      }),
    ]);
    const open = within(
      await screen.findByRole('article', { name: 'Quote request to GreenSpark Energy' }),
    );
    await user.click(open.getByRole('button', { name: 'Leave a review' }));
    expect(open.getByRole('form', { name: 'Review of GreenSpark Energy' })).toBeTruthy();
    const done = within(screen.getByRole('article', { name: 'Quote request to Loft Masters' }));
    expect(done.getByText('You reviewed this job.')).toBeTruthy();
    expect(done.queryByRole('button', { name: 'Leave a review' })).toBeNull();
  });

  it('withdraws a pending request only after asking', async () => {
    const pending = makeHomeownerQuote({ id: 403, status: 'pending' });
    const { user, fetchMock, state } = openDashboard([pending], '/homeowner-dashboard', {
      'POST /api/quote-requests/403/withdraw': () =>
        Response.json({ ...pending, status: 'cancelled' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Withdraw this request?' }));
    expect(ask.getByText(/GreenSpark Energy will be told by e-mail/)).toBeTruthy();
    await user.click(ask.getByRole('button', { name: 'Keep request' }));
    expect(callsTo(fetchMock, 'POST /api/quote-requests/403/withdraw')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    state.quotes = [{ ...pending, status: 'cancelled' }];
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Withdraw request',
      }),
    );
    expect(await screen.findByText('Request withdrawn')).toBeTruthy();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/quote-requests/403/withdraw')).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in, then brings them back to the review link', async () => {
    stubApi({});
    const { router } = renderApp('/homeowner-dashboard?review=401');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/homeowner-dashboard?review=401' });
  });
});
