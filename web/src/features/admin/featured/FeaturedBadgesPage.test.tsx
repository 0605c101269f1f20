import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, makeUser, signInAs } from '../../../../test/api';
import { makeApplication } from '../../../../test/makeApplication';
import { renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { FeaturedBadgesPage } from './FeaturedBadgesPage';

const list = api.admin['tradesman-applications'].$get;
const key = (featured: string, q = '') =>
  `GET /api/admin/tradesman-applications?status=all&q=${q}&page=1&featured=${featured}`;
const badged = makeApplication({
  id: 1,
  name: 'Sunny Roofs',
  featured: true,
  featuredUntil: '2026-12-07T10:00:00.000Z',
  isVerified: true,
});
const forever = makeApplication({
  id: 2,
  name: 'Always Warm',
  featured: true,
  featuredUntil: null,
});
const plain = makeApplication({
  id: 3,
  name: 'Loft Lou',
  location: 'Watford',
  services: ['Wall/Loft Insulation', 'Draught Proofing', 'Window Upgrades', 'Smart Thermostats'],
  verificationStatus: 'verified',
  isVerified: true,
});
const pending = makeApplication({ id: 4, name: 'New Nadia', location: 'Dacorum' });

describe('/admin/featured', () => {
  it("lists featured tradesmen with 'Until' or 'Permanent' and all tradesmen with badges", async () => {
    signInAs(makeUser({ role: 'admin' }), {
      [key('yes')]: answer(list, [badged, forever]),
      [key('no')]: answer(list, [plain]),
      [key('any')]: answer(list, [badged, forever, plain]),
      [key('yes', 'zzz')]: answer(list, []),
      [key('no', 'zzz')]: answer(list, []),
      [key('any', 'zzz')]: answer(list, []),
    });
    const { user } = renderPage(<FeaturedBadgesPage />);
    const current = within(
      await screen.findByRole('region', { name: 'Currently Featured Tradesmen' }),
    );
    expect(await current.findByText('Until 7 Dec 2026')).toBeTruthy();
    expect(current.getByText('Permanent')).toBeTruthy();
    const all = within(screen.getByRole('region', { name: 'All Tradesmen' }));
    expect(
      await all.findByText('Wall/Loft Insulation, Draught Proofing, Window Upgrades, …'),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Loft Lou - Watford' })).toBeTruthy();

    await user.type(screen.getByLabelText('Search tradesmen by name or location...'), 'zzz');
    expect(await screen.findByText('No featured tradesmen found')).toBeTruthy();
    expect(await screen.findByText('No tradesmen found')).toBeTruthy();
  });

  it('needs a tradesman and a duration, then shows the server message', async () => {
    const fetchMock = signInAs(makeUser({ role: 'admin' }), {
      [key('yes')]: answer(list, []),
      [key('no')]: answer(list, [plain]),
      [key('any')]: answer(list, [plain]),
      'PUT /api/admin/tradesmen/3/featured': answer(api.admin.tradesmen[':id'].featured.$put, {
        message: 'Loft Lou is now featured for 2 Weeks, until 7 Dec 2026',
        tradesman: { ...plain, featured: true },
      }),
    });
    const { user } = renderPage(<FeaturedBadgesPage />);
    await screen.findByRole('option', { name: 'Loft Lou - Watford' });
    await user.click(screen.getByRole('button', { name: 'Feature Tradesman' }));
    expect(await screen.findByText('Please select a tradesman and specify duration.')).toBeTruthy();
    expect(screen.getByText('Missing Information')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Tradesman'), 'Loft Lou - Watford');
    await user.selectOptions(screen.getByLabelText('Duration'), '2 Weeks');
    await user.click(screen.getByRole('button', { name: 'Feature Tradesman' }));
    expect(
      await screen.findByText('Loft Lou is now featured for 2 Weeks, until 7 Dec 2026'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/tradesmen/3/featured')).toEqual([
      { featured: true, duration: '14' },
    ]);
  });

  it('offers only verified listings, and shows the server reason for a refusal', async () => {
    signInAs(makeUser({ role: 'admin' }), {
      [key('yes')]: answer(list, []),
      [key('no')]: answer(list, [plain, pending]),
      [key('any')]: answer(list, [plain, pending]),
      // The list was read before Loft Lou's badge lapsed.
      'PUT /api/admin/tradesmen/3/featured': () =>
        Response.json({ error: 'Only verified listings can be featured.' }, { status: 400 }),
    });
    const { user } = renderPage(<FeaturedBadgesPage />);
    const unverified = (await screen.findByRole('option', {
      name: 'New Nadia - Dacorum (not verified)',
    })) as HTMLOptionElement;
    expect(unverified.disabled).toBe(true);
    expect(
      (screen.getByRole('option', { name: 'Loft Lou - Watford' }) as HTMLOptionElement).disabled,
    ).toBe(false);
    expect(screen.getByText('Only verified listings can be featured.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Tradesman'), 'Loft Lou - Watford');
    await user.selectOptions(screen.getByLabelText('Duration'), '2 Weeks');
    await user.click(screen.getByRole('button', { name: 'Feature Tradesman' }));
    await waitFor(() =>
      expect(screen.getAllByText('Only verified listings can be featured.')).toHaveLength(2),
    );
  });

  it("asks before removing a badge, and reports a failed removal as 'Error'", async () => {
    const fetchMock = signInAs(makeUser({ role: 'admin' }), {
      [key('yes')]: answer(list, [badged]),
      [key('no')]: answer(list, []),
      [key('any')]: answer(list, [badged]),
      'PUT /api/admin/tradesmen/1/featured': () => new Response('', { status: 500 }),
    });
    const { user } = renderPage(<FeaturedBadgesPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Featured: Sunny Roofs' }));
    const ask = within(
      await screen.findByRole('alertdialog', { name: "Remove Sunny Roofs's featured badge?" }),
    );
    expect(callsTo(fetchMock, 'PUT /api/admin/tradesmen/1/featured')).toHaveLength(0);
    await user.click(ask.getByRole('button', { name: 'Remove Featured' }));
    await waitFor(() => expect(screen.getByText('Failed to update featured status')).toBeTruthy());
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
