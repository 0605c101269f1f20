import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../test/api';
import { makeTradesman } from '../../../test/makeTradesman';
import { renderPage } from '../../../test/render';
import { FeaturedProfessionals } from './FeaturedProfessionals';

function renderSection() {
  return renderPage(<FeaturedProfessionals />);
}

describe('Featured Professionals', () => {
  it('shows up to three verified featured listings with a View All link', async () => {
    const featured = [
      makeTradesman({ name: 'Unverified Upstart', featured: true, isVerified: false }),
      ...['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) =>
        makeTradesman({
          name: `${name} Energy`,
          featured: true,
          featuredSource: 'plan',
          plan: 'professional',
          isVerified: true,
        }),
      ),
    ];
    stubApi({ 'GET /api/featured-tradesmen': () => Response.json(featured) });
    const { user } = renderSection();
    const section = await screen.findByRole('region', { name: 'Featured Professionals' });
    await within(section).findByText('Alpha Energy');
    const names = within(section)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['Alpha Energy', 'Beta Energy', 'Gamma Energy']);
    expect(within(section).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/directory',
    );

    const card = within(section).getByRole('article', { name: 'Beta Energy' });
    // A featured place is paid for, and says so where it shows.
    expect(within(card).getByText('Featured · paid plan')).toBeTruthy();
    expect(within(card).getByText('Professional: priority placement (paid)')).toBeTruthy();
    await user.click(within(card).getByRole('link', { name: 'Show Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Beta Energy' })).toBeTruthy();
  });

  it("does not call our team's own pick paid placement", async () => {
    stubApi({
      'GET /api/featured-tradesmen': () =>
        Response.json([
          makeTradesman({
            name: 'Picked Heat',
            featured: true,
            featuredSource: 'admin',
            isVerified: true,
          }),
        ]),
    });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Picked Heat' });
    expect(within(card).getByText('Featured by our team')).toBeTruthy();
    expect(within(card).queryByText('Paid placement')).toBeNull();
  });

  it('is left out when no verified listing is featured', async () => {
    const fetchMock = stubApi({
      'GET /api/featured-tradesmen': () =>
        Response.json([makeTradesman({ featured: true, isVerified: false })]),
    });
    renderSection();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/featured-tradesmen')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Featured Professionals' })).toBeNull(),
    );
  });

  it('is left out when the featured listings cannot be loaded', async () => {
    const fetchMock = stubApi({});
    renderSection();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/featured-tradesmen')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Featured Professionals' })).toBeNull(),
    );
  });
});
