import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { makeReview, makeReviewPage } from '../../../test/makeReview';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { ListingReviewsTab } from './ListingReviewsTab';

const reviewsOf = api.tradesmen[':id'].reviews.$get;
const pageKey = 'GET /api/tradesmen/12/reviews?page=1';

describe("the tradesperson's reviews tab", () => {
  it('posts one public reply to a review and shows it', async () => {
    const state = {
      page: makeReviewPage({
        reviews: [
          makeReview({ id: 3, title: 'Warm at last' }),
          makeReview({
            id: 2,
            title: 'Answered already',
            reply: { text: 'Thanks!', repliedAt: '2026-01-20T10:00:00.000Z' },
          }),
        ],
      }),
    };
    const fetchMock = stubApi({
      [pageKey]: () => Response.json(state.page),
      'POST /api/reviews/3/reply': answer(api.reviews[':id'].reply.$post, {
        id: 3,
        reply: { text: 'Glad it worked out', repliedAt: '2026-02-01T10:00:00.000Z' },
      }),
    });
    const { user } = renderPage(<ListingReviewsTab listingId={12} />);
    const open = within(await screen.findByRole('article', { name: 'Review: Warm at last' }));
    const answered = within(screen.getByRole('article', { name: 'Review: Answered already' }));
    expect(answered.queryByRole('button', { name: 'Reply' })).toBeNull();

    await user.click(open.getByRole('button', { name: 'Reply' }));
    const form = within(open.getByRole('form', { name: 'Reply to “Warm at last”' }));
    await user.click(form.getByRole('button', { name: 'Publish reply' }));
    expect(await form.findByText('Please write your reply')).toBeTruthy();
    await user.type(form.getByRole('textbox'), 'Glad it worked out');
    state.page = makeReviewPage({
      reviews: [
        makeReview({
          id: 3,
          title: 'Warm at last',
          reply: { text: 'Glad it worked out', repliedAt: '2026-02-01T10:00:00.000Z' },
        }),
      ],
    });
    await user.click(form.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/reviews/3/reply')).toEqual([
        { reply: 'Glad it worked out' },
      ]),
    );
    expect(await screen.findByText('Glad it worked out')).toBeTruthy();
  });

  it('explains how reviews arrive while there are none', async () => {
    stubApi({
      [pageKey]: answer(
        reviewsOf,
        makeReviewPage({ ratings: { average: 0, count: 0 }, total: 0, reviews: [] }),
      ),
    });
    renderPage(<ListingReviewsTab listingId={12} />);
    expect(
      await screen.findByText(
        'No reviews yet. Customers can review a job once you mark it completed.',
      ),
    ).toBeTruthy();
  });
});
