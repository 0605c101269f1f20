import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { makeTradesmen } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';

const searchOf = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('a postcode in the search', () => {
  it('is named with its town when the trades serving it come first', async () => {
    stubDirectoryServer(() => makeTradesmen(3), {
      total: 3,
      countDetails: (query) =>
        query.get('query') === 'AL1 solar panels'
          ? { postcode: 'AL1', postcodeLocation: 'St Albans' }
          : {},
    });
    renderApp('/directory?q=AL1+solar+panels');
    expect(await screen.findByText('Showing trades serving AL1 (St Albans) first')).toBeTruthy();
  });

  it('outside the county is said politely, over the county-wide results', async () => {
    const listings = makeTradesmen(3);
    stubDirectoryServer(() => listings, {
      total: 3,
      countDetails: () => ({ postcode: 'LU1', postcodeOutsideArea: true }),
    });
    renderApp('/directory?location=LU1');
    expect(
      await screen.findByText('LU1 is outside Hertfordshire; showing trades across the county'),
    ).toBeTruthy();
    expect(screen.getByText(listings[0]?.name ?? '')).toBeTruthy();
  });

  it('is not claimed to come first when a listed location was chosen', async () => {
    const listings = makeTradesmen(3);
    stubDirectoryServer(() => listings, {
      total: 3,
      countDetails: () => ({ postcode: 'AL1', postcodeLocation: 'St Albans' }),
    });
    renderApp('/directory?q=AL1+solar&location=Watford');
    await waitFor(() =>
      expect(screen.getByText(/^Showing/).textContent).toBe('Showing 1–3 of 3 professionals'),
    );
    expect(screen.queryByText(/Showing trades serving/)).toBeNull();
  });
});

describe('a search that finds nothing', () => {
  it('offers the close catalogue term as a link that runs that search', async () => {
    const found = makeTradesmen(2);
    const server = stubDirectoryServer(
      (query) => (query.get('query') === 'heat pump' ? found : []),
      {
        total: 0,
        countDetails: (query) =>
          query.get('query') === 'heatpump' ? { suggestion: 'heat pump' } : {},
      },
    );
    const { router, user } = renderApp('/directory?q=heatpump&location=Watford');
    await screen.findByRole('heading', { name: 'No professionals found' });
    await user.click(await screen.findByRole('link', { name: 'Did you mean heat pump?' }));

    expect(Object.fromEntries(searchOf(router))).toEqual({ q: 'heat pump', location: 'Watford' });
    expect(await screen.findByText(found[0]?.name ?? '')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('heat pump');
    await waitFor(() =>
      expect(server.searches().some((search) => search.get('query') === 'heat pump')).toBe(true),
    );
  });

  it('offers no suggestion when the server has none', async () => {
    stubDirectoryServer(() => [], { total: 0 });
    renderApp('/directory?q=thatching');
    await screen.findByRole('heading', { name: 'No professionals found' });
    await screen.findByRole('link', { name: 'Clear All Filters' });
    expect(screen.queryByRole('link', { name: /Did you mean/ })).toBeNull();
  });
});
