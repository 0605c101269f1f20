import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, makeUser, signInAs, stubApi } from '../../../test/api';
import { renderApp } from '../../../test/render';
import { api } from '../../api/client';

const reviewOf = api.reviews[':id'].$get;
const named = {
  'GET /api/reviews/3': answer(reviewOf, { id: 3, title: 'Warm at last', tradesmanId: 4 }),
};

describe('the report page of a review', () => {
  it('sends a signed-in visitor’s reason and returns to the review', async () => {
    const fetchMock = signInAs(makeUser(), {
      ...named,
      'POST /api/reviews/3/report': () => Response.json({ reported: true }, { status: 201 }),
    });
    const { user, router } = renderApp('/reviews/3/report');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report this review' }),
    ).toBeTruthy();
    expect(await screen.findByText(/“Warm at last”\. Tell our moderators/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please say why you are reporting this review')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/reviews/3/report')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Names a neighbour');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Review reported')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/reviews/3/report')).toEqual([
      { reason: 'Names a neighbour' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/4'));
    expect(router.state.location.hash).toBe('#review-3');
  });

  it('says so when the review is gone', async () => {
    signInAs(makeUser(), {
      'GET /api/reviews/3': () => Response.json({ error: 'Review not found' }, { status: 404 }),
    });
    renderApp('/reviews/3/report');
    expect(await screen.findByRole('heading', { name: 'Review not found' })).toBeTruthy();
  });

  it('keeps the reason when the report could not be sent', async () => {
    signInAs(makeUser(), {
      ...named,
      'POST /api/reviews/3/report': () => new Response('', { status: 503 }),
    });
    const { user, router } = renderApp('/reviews/3/report');
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Not a customer');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report failed')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement).value).toBe(
      'Not a customer',
    );
    expect(router.state.location.pathname).toBe('/reviews/3/report');
  });

  it('asks a visitor to sign in first', async () => {
    stubApi(named);
    const { router } = renderApp('/reviews/3/report');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
