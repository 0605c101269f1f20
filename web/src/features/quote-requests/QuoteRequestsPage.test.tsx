import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signInAs } from '../../../test/api';
import { makeAccount, makeProfile, makeTradesmanQuote } from '../../../test/makeDashboardData';
import { renderApp } from '../../../test/render';

describe('/quote-requests', () => {
  it("shows a tradesperson their own listing's requests", async () => {
    signInAs(makeUser({ id: 21, role: 'tradesperson', isTradesman: true }), {
      'GET /api/tradesman/profile': () =>
        Response.json({ account: makeAccount(), profile: makeProfile() }),
      'GET /api/quote-requests/tradesman/12': () => Response.json([makeTradesmanQuote()]),
    });
    renderApp('/quote-requests');
    const card = within(
      await screen.findByRole('article', { name: 'Quote request from Emma Clarke' }),
    );
    expect(card.getByRole('button', { name: 'Mark Contacted' })).toBeTruthy();
  });

  it('shows staff the latest requests across the site', async () => {
    signInAs(makeUser({ id: 1, role: 'editor' }), {
      'GET /api/quote-requests': () =>
        Response.json([
          {
            id: 9,
            createdAt: '2026-03-03T10:00:00.000Z',
            customerName: 'Emma Clarke',
            tradesmanName: 'GreenSpark Energy',
            propertySize: '2 bed',
            timeline: 'asap',
          },
        ]),
    });
    renderApp('/quote-requests');
    const row = (await screen.findByRole('cell', { name: 'Emma Clarke' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('GreenSpark Energy')).toBeTruthy();
    expect(within(row).getByText('ASAP')).toBeTruthy();
    expect(within(row).getByText('3 Mar 2026')).toBeTruthy();
  });

  it('sends a homeowner to their dashboard, where their requests are', async () => {
    signInAs(makeUser({ id: 7, role: 'resident' }), {
      'GET /api/homeowners/7/quotes': () => Response.json([]),
    });
    const { router } = renderApp('/quote-requests');
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeowner-dashboard'));
  });
});
