import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { answer, makeUser, signInAs, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { ReviewRequestPage, reviewRequestTexts } from './ReviewRequestPage';

const reviewRequest = api.tradesmen[':id']['review-request'].$get;

function renderAt(path: string) {
  return renderPage(
    <Routes>
      <Route path="/review/:id" element={<ReviewRequestPage />} />
      <Route path="/homeowner-dashboard" element={<p>Homeowner dashboard</p>} />
    </Routes>,
    { path },
  );
}

describe('the review-request link', () => {
  it("takes a homeowner with a completed job to that job's review form", async () => {
    signInAs(makeUser({ role: 'resident' }), {
      'GET /api/tradesmen/12/review-request': answer(reviewRequest, {
        listing: { id: 12, name: 'Greenspark Solar' },
        signedInAs: 'resident',
        reviewableRequestId: 40,
      }),
    });
    renderAt('/review/12');
    expect(await screen.findByText('Homeowner dashboard')).toBeTruthy();
  });

  it('tells a visitor how reviews work and offers sign-in and a quote, never a review form', async () => {
    stubApi({
      'GET /api/tradesmen/12/review-request': answer(reviewRequest, {
        listing: { id: 12, name: 'Greenspark Solar' },
        signedInAs: null,
        reviewableRequestId: null,
      }),
    });
    renderAt('/review/12');
    expect(await screen.findByText(reviewRequestTexts.how)).toBeTruthy();
    expect(screen.getByText(reviewRequestTexts.visitor('Greenspark Solar'))).toBeTruthy();
    expect(
      screen.getByRole('link', { name: reviewRequestTexts.requestQuote }).getAttribute('href'),
    ).toBe('/quote/12');
    expect(screen.getByRole('link', { name: reviewRequestTexts.signIn })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says so when the link leads to no listed business', async () => {
    stubApi({});
    renderAt('/review/999');
    expect(await screen.findByText(reviewRequestTexts.notFound)).toBeTruthy();
  });
});
