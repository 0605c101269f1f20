import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAttribute, signedInOnlyAttribute } from '#schema/page-waking';
import { answer, callsTo, makeUser, signInAs, stubApi } from '../../../test/api';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { makeReview, makeReviewPage } from '../../../test/makeReview';
import { makeTradesman } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';
import { api } from '../../api/client';

const listing = makeTradesman({
  id: 4,
  name: 'Tring Eco Heat',
  verification: {
    checks: [
      {
        documentType: 'insurance',
        label: 'Public liability insurance',
        checkedAt: '2026-02-01T10:00:00.000Z',
      },
    ],
  },
});
const reviewsOf = api.tradesmen[':id'].reviews.$get;
const firstPage = makeReviewPage({
  ratings: { average: 4.5, count: 2 },
  breakdown: [
    { stars: 5, count: 1 },
    { stars: 4, count: 1 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
  total: 11,
  hiddenCount: 3,
  removedByReason: [
    { reason: 'personal-details', label: 'it shared personal details', count: 2 },
    { reason: 'linked-to-business', label: 'written by someone linked to the business', count: 1 },
  ],
  hasMore: true,
  reviews: [
    makeReview({
      id: 3,
      rating: 5,
      title: 'Warm at last',
      reply: { text: 'Thank you, Emma!', repliedAt: '2026-01-20T10:00:00.000Z' },
    }),
    {
      id: 2,
      hidden: true,
      moderationLine: 'Removed by moderators: Personal details',
      createdAt: '2026-01-13T10:00:00.000Z',
    },
  ],
});
const secondPage = makeReviewPage({
  page: 2,
  reviews: [makeReview({ id: 1, title: 'Older job' })],
});
const replies = {
  'GET /api/tradesmen/4': () => Response.json(listing),
  'GET /api/tradesmen/4/reviews?page=1': answer(reviewsOf, firstPage),
  'GET /api/tradesmen/4/reviews?page=2': answer(reviewsOf, secondPage),
};

describe('the reviews on a profile', () => {
  it('shows the breakdown, verified reviews with replies, moderated ones, and more on request', async () => {
    stubApi(replies);
    const { user, router } = renderApp('/listing/4');
    const section = within(
      (await screen.findByRole('heading', { level: 2, name: 'Reviews' })).closest(
        'section',
      ) as HTMLElement,
    );
    expect(await section.findByText('Warm at last')).toBeTruthy();
    expect(section.getByText('from 2 reviews')).toBeTruthy();
    expect(section.getByText('5 stars: 1 review')).toBeTruthy();
    expect(section.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(section.getByText('Verified customer — job completed January 2026')).toBeTruthy();
    expect(section.getByText('Thank you, Emma!')).toBeTruthy();
    expect(section.getByText('Removed by moderators: Personal details')).toBeTruthy();
    expect(
      section.getByText(
        '3 reviews removed by moderators: 2 it shared personal details; 1 written by someone linked to the business.',
      ),
    ).toBeTruthy();
    expect(section.getByRole('link', { name: 'How reviews work' }).getAttribute('href')).toBe(
      '/review-policy',
    );
    // Visitors who are not signed in are not offered Report: the global styles hide what is marked
    // for a signed-in visitor (this test's DOM applies no layered styles; e2e/reviews.e2e.ts looks).
    expect(section.getByRole('link', { name: 'Report' }).hasAttribute(signedInOnlyAttribute)).toBe(
      true,
    );

    // A link, so it works before the app has loaded: one page more, opened at the last review seen.
    const more = section.getByRole('link', { name: 'Load more' });
    expect(more.getAttribute('href')).toBe('/listing/4?reviews=2#review-2');
    await user.click(more);
    expect(await section.findByText('Older job')).toBeTruthy();
    expect(section.queryByRole('link', { name: 'Load more' })).toBeNull();
    expect(router.state.location.search).toBe('?reviews=2');
  });

  it('shows the pages of reviews its address asks for, each review reachable by its address', async () => {
    const fetchMock = stubApi(replies);
    renderApp('/listing/4?reviews=2');
    const older = await screen.findByRole('article', { name: 'Review: Older job' });
    expect(screen.getByRole('article', { name: 'Review: Warm at last' })).toBeTruthy();
    expect(older.id).toBe('review-1');
    expect(callsTo(fetchMock, 'GET /api/tradesmen/4/reviews?page=2')).toHaveLength(1);
  });

  it('in the profile dialog, loads more in place', async () => {
    stubDirectoryServer(() => [listing], {
      otherRoutes: (url) => {
        const reply = replies[`GET ${url.pathname}${url.search}` as keyof typeof replies];
        return reply?.(undefined);
      },
    });
    const { user, router } = renderApp('/directory');
    await user.click(await screen.findByRole('link', { name: 'Show Profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: listing.name }));
    await user.click(await dialog.findByRole('button', { name: 'Load more' }));
    expect(await dialog.findByText('Older job')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('lists what the Verified badge covered and the reply speed', async () => {
    stubApi(replies);
    renderApp('/listing/4');
    expect(await screen.findByText('Public liability insurance')).toBeTruthy();
    expect(screen.getByText('checked 1 Feb 2026')).toBeTruthy();
    expect(screen.getByText('Usually replies within 6 hours')).toBeTruthy();
    expect(screen.getByText('95%')).toBeTruthy();
  });

  it('says so when there are no reviews yet', async () => {
    stubApi({
      ...replies,
      'GET /api/tradesmen/4/reviews?page=1': answer(
        reviewsOf,
        makeReviewPage({ ratings: { average: 0, count: 0 }, total: 0, reviews: [] }),
      ),
    });
    renderApp('/listing/4');
    expect(
      await screen.findByText('No reviews yet', { selector: 'h3, div, p, span' }),
    ).toBeTruthy();
  });

  it('offers Try Again when the reviews could not be loaded', async () => {
    stubApi({
      ...replies,
      'GET /api/tradesmen/4/reviews?page=1': () => new Response('', { status: 503 }),
    });
    renderApp('/listing/4');
    expect(await screen.findByText("We couldn't load the reviews just now.")).toBeTruthy();
  });

  it('offers a signed-in visitor Report on each shown review, a link to its report page', async () => {
    document.documentElement.setAttribute(signedInAttribute, '');
    signInAs(makeUser(), replies);
    renderApp('/listing/4');
    const report = await screen.findByRole('link', { name: 'Report' });
    expect(report.getAttribute('href')).toBe('/reviews/3/report');
    // One for the shown review, none for the moderated one.
    expect(screen.getAllByRole('link', { name: 'Report' })).toHaveLength(1);
  });
});
