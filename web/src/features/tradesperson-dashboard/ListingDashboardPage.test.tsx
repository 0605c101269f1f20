import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signInAs, stubApi } from '../../../test/api';
import { makeAccount, makeProfile } from '../../../test/makeDashboardData';
import { makeTradesman } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';
import type { OwnListingProfile } from '../../entities/account/tradesmanAccount';

const tradesperson = makeUser({ id: 21, role: 'tradesperson', isTradesman: true });

function signInWith(profile: OwnListingProfile | null) {
  return signInAs(tradesperson, {
    'GET /api/tradesman/profile': () => Response.json({ account: makeAccount(), profile }),
    'GET /api/tradesmen/12': () =>
      Response.json(makeTradesman({ id: 12, ratings: { average: 4.8, count: 23 } })),
  });
}

describe('/tradesman-dashboard', () => {
  it("shows the listing's status and figures, with links to it and to edit it", async () => {
    signInWith(makeProfile({ isVerified: false }));
    renderApp('/tradesman-dashboard');
    const status = within(await screen.findByRole('region', { name: 'Business Status' }));
    expect(status.getByText('Pending Verification')).toBeTruthy();
    expect(status.getByRole('link', { name: 'View Listing' }).getAttribute('href')).toBe(
      '/listing/12',
    );
    expect(status.getByRole('link', { name: 'Edit Listing' }).getAttribute('href')).toBe(
      '/edit-listing',
    );
    expect(await screen.findByText('4.8')).toBeTruthy();
    expect(screen.getByText('23')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    expect(screen.getAllByText('Coming soon')).toHaveLength(2);
  });

  it("says 'Under Review' before there is a listing", async () => {
    signInWith(null);
    renderApp('/tradesman-dashboard');
    expect(await screen.findByText('Under Review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Listing' }).getAttribute('href')).toBe(
      '/edit-listing',
    );
  });
});

describe('/edit-listing', () => {
  it('holds the business profile form, filled from the profile', async () => {
    signInWith(makeProfile());
    renderApp('/edit-listing');
    const form = within(await screen.findByRole('form', { name: 'Business profile' }));
    expect(form.getByRole<HTMLSelectElement>('combobox', { name: 'Location' }).value).toBe(
      'St Albans',
    );
    expect(
      form.getByRole<HTMLInputElement>('checkbox', { name: 'Solar Panel Installation' }).checked,
    ).toBe(true);
  });

  it('sends a visitor to sign in', async () => {
    stubApi({});
    const { router } = renderApp('/edit-listing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('refuses a homeowner', async () => {
    signInAs(makeUser({ role: 'resident' }));
    renderApp('/edit-listing');
    expect(
      await screen.findByText('You need to be registered as a tradesman to access this dashboard.'),
    ).toBeTruthy();
  });
});
