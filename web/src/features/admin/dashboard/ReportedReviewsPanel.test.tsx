import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, stubApi } from '../../../../test/api';
import { renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { ReportedReviewsPanel } from './ReportedReviewsPanel';

const reported = {
  id: 9,
  tradesmanId: 4,
  tradesmanName: 'Tring Eco Heat',
  rating: 1,
  title: 'Awful',
  text: 'Named the fitter and his home address.',
  reply: null,
  hidden: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  reports: [
    {
      id: 1,
      reason: 'Personal details',
      reporterName: 'Sam Wood',
      createdAt: '2026-02-02T10:00:00.000Z',
    },
  ],
};
const listKey = 'GET /api/admin/reviews/reported';

function openPanel(extra = {}) {
  const state = { list: [reported] };
  const fetchMock = stubApi({ [listKey]: () => Response.json(state.list), ...extra });
  return { ...renderPage(<ReportedReviewsPanel />), fetchMock, state };
}

describe('the reported reviews panel', () => {
  it('shows each review with its reports, and hides one only with a reason', async () => {
    const { user, fetchMock, state } = openPanel({
      'POST /api/admin/reviews/9/hide': answer(api.admin.reviews[':id'].hide.$post, {
        id: 9,
        hidden: true,
        moderationLine: 'Removed by moderators: Personal details',
      }),
    });
    const item = within(await screen.findByRole('listitem', { name: 'Reported review: Awful' }));
    expect(item.getByText('“Personal details” —')).toBeTruthy();
    expect(item.getByText('Sam Wood, 2 Feb 2026')).toBeTruthy();
    expect(item.getByRole('link', { name: 'Tring Eco Heat' }).getAttribute('href')).toBe(
      '/listing/4',
    );

    await user.click(item.getByRole('button', { name: 'Hide review' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Hide this review?' }));
    await user.click(ask.getByRole('button', { name: 'Hide review' }));
    expect(
      await ask.findByText('Please give the reason shown in place of the review'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/reviews/9/hide')).toEqual([]);

    await user.type(ask.getByRole('textbox', { name: /Reason shown/ }), 'Personal details');
    state.list = [];
    await user.click(ask.getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/reviews/9/hide')).toEqual([
        { reason: 'Personal details' },
      ]),
    );
    expect(await screen.findByText('No reported reviews.')).toBeTruthy();
  });

  it('dismisses the reports and keeps the review', async () => {
    const { user, fetchMock, state } = openPanel({
      'POST /api/admin/reviews/9/dismiss-reports': () => Response.json({ id: 9, dismissed: 1 }),
    });
    state.list = [reported];
    const item = within(await screen.findByRole('listitem', { name: 'Reported review: Awful' }));
    state.list = [];
    await user.click(item.getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText('No reported reviews.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/reviews/9/dismiss-reports')).toHaveLength(1);
  });

  it('says so when the list cannot be read', async () => {
    stubApi({ [listKey]: () => new Response('', { status: 500 }) });
    renderPage(<ReportedReviewsPanel />);
    expect(await screen.findByText('Failed to load reported reviews.')).toBeTruthy();
  });
});
