import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, stubApi } from '../../../../test/api';
import { renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { ReviewQueuePanel } from './ReviewQueuePanel';

const held = {
  id: 9,
  tradesmanId: 4,
  tradesmanName: 'Tring Eco Heat',
  authorName: 'Polly Puppet',
  authorEmail: 'polly@example.com',
  authorEmailProven: true,
  rating: 5,
  title: 'Best firm ever',
  text: 'Could not fault a single thing.',
  reply: null,
  status: 'held' as const,
  heldReasons: ['Signed in or registered from a network address the business’s account used'],
  createdAt: '2026-02-01T10:00:00.000Z',
  reports: [],
};
const reported = {
  ...held,
  id: 10,
  rating: 1,
  title: 'Awful',
  text: 'Named the fitter and his home address.',
  authorName: 'Sam Wood',
  authorEmail: null,
  authorEmailProven: false,
  status: 'reported' as const,
  heldReasons: [],
  reports: [
    {
      id: 1,
      reason: 'Not a customer',
      reporterName: 'Tring Eco Heat',
      createdAt: '2026-02-02T10:00:00.000Z',
    },
  ],
};
const listKey = 'GET /api/admin/reviews?status=held';

function openPanel(extra = {}) {
  const state = { list: [held, reported] as unknown[] };
  const fetchMock = stubApi({ [listKey]: () => Response.json(state.list), ...extra });
  return { ...renderPage(<ReviewQueuePanel />), fetchMock, state };
}

describe('the review queue', () => {
  it('shows why each review waits: the held reasons, or the reports', async () => {
    openPanel();
    const heldItem = within(
      await screen.findByRole('listitem', { name: 'Held review: Best firm ever' }),
    );
    expect(
      heldItem.getByText(
        'Signed in or registered from a network address the business’s account used',
      ),
    ).toBeTruthy();
    expect(heldItem.getByText('By Polly Puppet (polly@example.com), 1 Feb 2026')).toBeTruthy();
    expect(heldItem.getByRole('button', { name: 'Release review' })).toBeTruthy();
    const reportedItem = within(screen.getByRole('listitem', { name: 'Reported review: Awful' }));
    expect(reportedItem.getByText('“Not a customer” —')).toBeTruthy();
    expect(reportedItem.getByText('By Sam Wood, e-mail not confirmed, 1 Feb 2026')).toBeTruthy();
    expect(reportedItem.getByRole('button', { name: 'Keep review' })).toBeTruthy();
  });

  it('releases a held review only with a note for the author', async () => {
    const { user, fetchMock, state } = openPanel({
      'POST /api/admin/reviews/9/release': answer(api.admin.reviews[':id'].release.$post, {
        id: 9,
        status: 'public',
      }),
    });
    const item = within(
      await screen.findByRole('listitem', { name: 'Held review: Best firm ever' }),
    );
    await user.click(item.getByRole('button', { name: 'Release review' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Release this review?' }));
    await user.click(ask.getByRole('button', { name: 'Release review' }));
    expect(await ask.findByText('Please write the message the author will receive')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/reviews/9/release')).toEqual([]);

    await user.type(ask.getByRole('textbox', { name: /Note to the author/ }), 'A real job.');
    state.list = [reported];
    await user.click(ask.getByRole('button', { name: 'Release review' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/reviews/9/release')).toEqual([
        { message: 'A real job.' },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Held review: Best firm ever' })).toBeNull(),
    );
  });

  it('removes a review only with a catalogue reason and a note', async () => {
    const { user, fetchMock, state } = openPanel({
      'POST /api/admin/reviews/10/remove': answer(api.admin.reviews[':id'].remove.$post, {
        id: 10,
        status: 'removed',
        moderationLine: 'Removed by moderators: it shared personal details',
      }),
    });
    const item = within(await screen.findByRole('listitem', { name: 'Reported review: Awful' }));
    await user.click(item.getByRole('button', { name: 'Remove review' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Remove this review?' }));
    await user.type(
      ask.getByRole('textbox', { name: /Note to the author/ }),
      'No addresses, please.',
    );
    await user.click(ask.getByRole('button', { name: 'Remove review' }));
    expect(await ask.findByText('Please choose why the review is removed')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/reviews/10/remove')).toEqual([]);

    await user.selectOptions(
      ask.getByRole('combobox', { name: /Reason shown in its place/ }),
      'it shared personal details',
    );
    state.list = [];
    await user.click(ask.getByRole('button', { name: 'Remove review' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/reviews/10/remove')).toEqual([
        { reason: 'personal-details', message: 'No addresses, please.' },
      ]),
    );
    expect(
      await screen.findByText('No reviews are waiting: nothing is held or reported.'),
    ).toBeTruthy();
  });

  it('says so when the queue cannot be read', async () => {
    stubApi({ [listKey]: () => new Response('', { status: 500 }) });
    renderPage(<ReviewQueuePanel />);
    expect(await screen.findByText('Failed to load the reviews to check.')).toBeTruthy();
  });
});
