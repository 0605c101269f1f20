import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { makeTradesman } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';

const listing = makeTradesman({ id: 4, name: 'Tring Eco Heat', location: 'Dacorum' });

describe('the shareable profile pages', () => {
  afterEach(() => {
    document.title = 'Retrofit Smarter Greener';
  });

  it.each(['/listing/4', '/tradesman/4'])(
    '%s shows the full profile and names the tab after the business',
    async (path) => {
      stubApi({ 'GET /api/tradesmen/4': () => Response.json(listing) });
      const { user } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Tring Eco Heat' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Credentials' })).toBeTruthy();
      expect(document.title).toBe('Tring Eco Heat, Dacorum – Retrofit Smarter Greener');

      await user.click(screen.getByRole('link', { name: 'Request a Quote' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Request a Quote' }));
      expect(dialog.getByText('Tring Eco Heat')).toBeTruthy();
    },
  );

  it('labels a bought homepage feature as paid and shows when it ends', async () => {
    stubApi({
      'GET /api/tradesmen/4': () =>
        Response.json({
          ...listing,
          featured: true,
          featuredSource: 'add-on',
          featuredUntil: '2026-12-12T10:00:00.000Z',
        }),
    });
    renderApp('/listing/4');
    expect(await screen.findByText('Featured · paid add-on')).toBeTruthy();
    expect(screen.getByText('until 12 Dec 2026')).toBeTruthy();
  });

  it('says kindly when there is no such business', async () => {
    stubApi({});
    renderApp('/listing/999');
    expect(await screen.findByText(/We couldn't find this business/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Business Listing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Directory' })).toBeTruthy();
  });

  it('offers Try Again when the listing could not be loaded', async () => {
    let calls = 0;
    stubApi({
      'GET /api/tradesmen/4': () => {
        calls += 1;
        return calls === 1 ? new Response('', { status: 503 }) : Response.json(listing);
      },
    });
    const { user } = renderApp('/tradesman/4');
    expect(await screen.findByText(/We couldn't load this business just now/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tring Eco Heat' })).toBeTruthy();
  });
});
