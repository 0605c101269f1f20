import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { makeTradesmen } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';

const cardOf = (name: string) => screen.getByRole('article', { name });
const chooseBox = (name: string) =>
  within(cardOf(name)).getByRole('checkbox', { name: new RegExp(`^Add to my request.*${name}$`) });

describe('one request to up to three trades from the directory', () => {
  it('chooses at most three cards and sends them one request with their ids', async () => {
    const listings = makeTradesmen(4);
    const names = listings.map((listing) => listing.name);
    const posted: unknown[] = [];
    stubDirectoryServer(() => listings, {
      total: 4,
      otherRoutes: (url, init) => {
        if (url.pathname !== '/api/quote-requests') return undefined;
        posted.push(JSON.parse(String(init?.body)));
        return Response.json(
          { ids: [1, 2, 3], id: 1, status: 'pending', createdAt: '' },
          { status: 201 },
        );
      },
    });
    const { user } = renderApp('/directory?grant=bus&measure=heat-pump');
    await screen.findByText(names[0] ?? '');
    expect(
      within(cardOf(names[0] ?? '')).getByText('Can apply for the Boiler Upgrade Scheme for you'),
    ).toBeTruthy();

    for (const name of names.slice(0, 3)) await user.click(chooseBox(name));
    const bar = screen.getByRole('region', { name: 'Your chosen trades' });
    expect(within(bar).getByText('3 of 3 chosen')).toBeTruthy();
    // Announced by a live region that is there while the bar is hidden too.
    expect(screen.getByText('3 of 3 chosen', { selector: '[aria-live="polite"]' })).toBeTruthy();
    expect((chooseBox(names[3] ?? '') as HTMLInputElement).disabled).toBe(true);

    await user.click(within(bar).getByRole('button', { name: 'Send one request to 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`${names[0]}, ${names[1]} and ${names[2]}`)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Property size'), '3 bed');
    await user.selectOptions(within(dialog).getByLabelText('Timeline'), 'month');
    await user.type(
      within(dialog).getByLabelText('Project description'),
      'Heat pump for an oil-heated house',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(within(dialog).getByLabelText('Full name'), 'Tom Fielding');
    await user.type(within(dialog).getByLabelText('Email'), 'tom@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '07700 900456');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      tradesmanIds: listings.slice(0, 3).map((listing) => listing.id),
    });
    expect(posted[0]).not.toHaveProperty('tradesmanId');
    // Sent: the choice is cleared for the next request.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your chosen trades' })).toBeNull(),
    );
  });

  it('says nothing about grants on an ordinary search', async () => {
    const listings = makeTradesmen(1);
    stubDirectoryServer(() => listings, { total: 1 });
    renderApp('/directory');
    await screen.findByText(listings[0]?.name ?? '');
    expect(screen.queryByText(/Can apply for the/)).toBeNull();
  });
});
