import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { makeTradesman } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';

async function openProfile(listing: ReturnType<typeof makeTradesman>) {
  stubDirectoryServer(() => [listing]);
  const view = renderApp('/directory');
  const card = await screen.findByRole('article', { name: listing.name });
  await view.user.click(within(card).getByRole('link', { name: 'Show Profile' }));
  const dialog = within(await screen.findByRole('dialog', { name: listing.name }));
  return { ...view, dialog };
}

describe('the profile dialog', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows 'N/A' for a response rate without data, the member-since year and no reviews", async () => {
    const { dialog } = await openProfile(
      makeTradesman({
        name: 'Watford Warm Walls',
        responseRate: null,
        createdAt: '2022-03-10T09:00:00.000Z',
        ratings: { average: 0, count: 0 },
      }),
    );
    const stat = (label: string) => dialog.getByText(label).parentElement?.textContent;
    expect(stat('Response rate')).toContain('N/A');
    expect(stat('Member since')).toContain('2022');
    expect(dialog.getByText('No reviews yet')).toBeTruthy();
  });

  it('shows the rating, credentials, contact links and a link to the shareable page', async () => {
    const listing = makeTradesman({
      id: 8,
      name: 'Stevenage Solar',
      logoUrl: '/objects/logos/8.png',
      responseRate: 92,
      ratings: { average: 4.65, count: 12 },
      contactEmail: 'hello@stevenagesolar.co.uk',
      contactPhone: '01438 960 456',
    });
    const { dialog } = await openProfile(listing);
    expect(dialog.getByText('Response rate').parentElement?.textContent).toContain('92%');
    expect(dialog.getByText('4.7')).toBeTruthy();
    expect(dialog.getByText('12 reviews')).toBeTruthy();
    expect(dialog.getByText('MCS')).toBeTruthy();
    expect(dialog.getByRole('link', { name: /NAP-40012/ }).getAttribute('href')).toBe(
      'https://mcscertified.com/find-an-installer/',
    );
    expect(dialog.getByText('Checked 10 Jan 2026 · expires 10 Jan 2027')).toBeTruthy();
    expect(
      dialog.getByRole('link', { name: 'hello@stevenagesolar.co.uk' }).getAttribute('href'),
    ).toBe('mailto:hello@stevenagesolar.co.uk');
    expect(dialog.getByRole('link', { name: '01438 960 456' }).getAttribute('href')).toBe(
      'tel:01438960456',
    );
    expect(dialog.getByRole('link', { name: /Open profile page/ }).getAttribute('href')).toBe(
      '/listing/8',
    );
    // Hidden until it loads, which happy-dom never does; the source is what matters here.
    const logo = dialog.getByAltText('Stevenage Solar logo');
    expect(logo.getAttribute('src')).toBe('/api/objects/logos/8.png');
  });

  it("labels the plan's paid place, and a team's badge as unpaid", async () => {
    const { dialog } = await openProfile(
      makeTradesman({
        name: 'Hitchin Heat',
        plan: 'premium',
        featured: true,
        featuredSource: 'admin',
      }),
    );
    expect(dialog.getByText('Premium: top placement (paid)')).toBeTruthy();
    expect(dialog.getByText('Featured by our team')).toBeTruthy();
    expect(dialog.getAllByText(/paid/i)).toHaveLength(1);
  });

  it('falls back to the initial letter without a logo', async () => {
    const { dialog } = await openProfile(makeTradesman({ name: 'eco Roofs', logoUrl: null }));
    expect(dialog.getByText('E')).toBeTruthy();
  });

  it('records a profile view and opens the quote dialog for the listing', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const listing = makeTradesman({ name: 'Dacorum Draughtproofing' });
    const { dialog, user } = await openProfile(listing);
    expect(gtag).toHaveBeenCalledWith('event', 'view_profile', {
      event_category: 'engagement',
      event_label: 'Dacorum Draughtproofing',
      value: undefined,
    });

    await user.click(dialog.getByRole('button', { name: 'Request a Quote' }));
    const quote = within(await screen.findByRole('dialog', { name: 'Request a Quote' }));
    expect(quote.getByText('Dacorum Draughtproofing')).toBeTruthy();
  });
});
